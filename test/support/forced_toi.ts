// Under jest b2collide is src/: the witnesses of planck's listed TOI departures
// (compare/toi/forced-toi.ts) are made here from the TypeScript source, with the same edits the
// command makes to the installed dist modules.
import { FORCED_TOI_EDITS, forcedTOIModules, setForcedTOI, type ForcedTOI, type ForcedTOIName } from '../../compare/toi/forced-toi';
import { forcedCopyFromSource } from './forced_copy';

/** Sets every forced copy of b2TimeOfImpact (push-back limit, fold, separations) from src/. */
export function useForcedTOIs(): void {
  for (const name of Object.keys(FORCED_TOI_EDITS) as ForcedTOIName[]) {
    const { main, changed } = forcedTOIModules(name);
    setForcedTOI(name, forcedCopyFromSource<ForcedTOI>(main, changed));
  }
}
