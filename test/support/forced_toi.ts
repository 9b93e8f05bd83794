// Under jest b2collide is src/: the witness of planck's push-back limit (compare/toi/forced-toi.ts)
// is made here from the TypeScript source, with the same one-line change the command makes to
// the installed dist module.
import type { b2TOIInput, b2TOIOutput } from 'b2collide';
import { PLANCK_PUSH_BACK_LIMIT, PUSH_BACK_TEST, setForcedPushBackTOI } from '../../compare/toi/forced-toi';
import { mutatedModule } from './mutate_module';

export function useForcedPushBackTOI(): void {
  const { b2TimeOfImpact } = mutatedModule<{ b2TimeOfImpact: (o: b2TOIOutput, i: b2TOIInput) => void }>('collision/b2_time_of_impact.ts', [
    [PUSH_BACK_TEST, `if (pushBackIter === ${PLANCK_PUSH_BACK_LIMIT}) {`],
  ]);
  setForcedPushBackTOI(b2TimeOfImpact);
}
