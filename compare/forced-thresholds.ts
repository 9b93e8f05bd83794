// Every copy of b2collide's modules in which a peer's epsilon can be forced at one decision
// (runner/forced-modules.ts), made once at start-up in each thread that runs cases.

import { GJK_COPY, SHAPE_CAST_COPY } from './distance/forced-gjk';
import { COLLIDE_CIRCLE_COPY } from './round/forced-thresholds';
import { loadForcedCopies, type ForcedCopy } from './runner/forced-modules';
import { QUERY_COPY } from './shape/forced-queries';

export const FORCED_THRESHOLD_COPIES: readonly ForcedCopy[] = [GJK_COPY, SHAPE_CAST_COPY, QUERY_COPY, COLLIDE_CIRCLE_COPY];

/** Makes every copy from the installed b2collide (see loadForcedCopies). */
export function loadForcedThresholds(): Promise<void> {
  return loadForcedCopies(FORCED_THRESHOLD_COPIES);
}
