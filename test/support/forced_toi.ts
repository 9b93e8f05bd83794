// Under jest b2collide is src/: the witnesses of planck's listed TOI departures
// (compare/toi/forced-toi.ts) are made here from the TypeScript source, with the same edits the
// command makes to the installed dist modules.
import type { ForcedTOI } from '../../compare/toi/forced-toi';
import { FORCED_TOI_EDITS, PLANCK_SEPARATION_EDITS, setForcedTOI, type ForcedTOIName } from '../../compare/toi/forced-toi';
import { mutatedModule } from './mutate_module';

/** Sets every forced copy of b2TimeOfImpact (push-back limit, fold, separations) from src/. */
export function useForcedTOIs(): void {
  const separations = mutatedModule<unknown>('collision/b2_separation_function.ts', PLANCK_SEPARATION_EDITS);
  for (const [name, edits] of Object.entries(FORCED_TOI_EDITS) as [ForcedTOIName, (typeof FORCED_TOI_EDITS)[ForcedTOIName]][]) {
    const replaced = edits.separations ? { './b2_separation_function': separations } : {};
    setForcedTOI(name, mutatedModule<ForcedTOI>('collision/b2_time_of_impact.ts', edits.toi, replaced));
  }
}
