// Under jest b2collide is src/: every forced copy the witnesses use (compare/forced-copies.ts),
// made from the TypeScript source.
import type { b2CollidePolygons } from 'b2collide';
import { PLANCK_CLIP, setForcedClip } from '../../compare/polygon/forced-clip';
import { forcedCopyFromSource } from './forced_copy';
import { useForcedTOIs } from './forced_toi';

/** planck's clip interpolation in b2CollidePolygons, from src/. */
export function useForcedClip(): void {
  setForcedClip(forcedCopyFromSource<{ b2CollidePolygons: typeof b2CollidePolygons }>(PLANCK_CLIP).b2CollidePolygons);
}

/** Every forced copy: planck's TOI departures and its clip interpolation. */
export function useForcedCopies(): void {
  useForcedTOIs();
  useForcedClip();
}
