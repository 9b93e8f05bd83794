// The witness of planck's clip interpolation (planck-differences.ts): planck writes a clipped point
// as (1 - t) v0 + t v1 (planck/src/collision/Manifold.ts:425), C++ as v0 + t (v1 - v0)
// (src/collision/b2_collision.cpp:224). Where a clipped point lies within an ulp of the final
// separation test (b2_collide_polygon.cpp:224, separation <= totalRadius) the two roundings fall
// on either side and planck keeps one point fewer or more. b2collide's b2CollidePolygons with
// planck's interpolation on both clips (a forced copy, runner/forced-copy.ts) must then give
// planck's manifold, on the case's own input.

import type { b2CollidePolygons } from 'b2collide';
import { loadForcedCopy, type ModuleEdits } from '../runner/forced-copy';
import type { Witness } from '../runner/types';
import { agrees } from '../runner/witness';
import type { ManifoldResult } from '../case/manifold-result';
import { compareManifolds } from '../case/manifold-compare';
import { polygonEngineWith } from './engine-b2collide';
import { inputScale, type PolygonPairInput } from './input';

/** The two clips of b2collide's b2CollidePolygons (C++ b2ClipSegmentToLine, inlined there) with planck's interpolation. */
export const PLANCK_CLIP: ModuleEdits = {
  module: 'collision/b2_collide_polygon',
  edits: [
    ['c1x = e0x + interp * (e1x - e0x);', 'c1x = (1 - interp) * e0x + interp * e1x;'],
    ['c1y = e0y + interp * (e1y - e0y);', 'c1y = (1 - interp) * e0y + interp * e1y;'],
    ['k1x = c0x + interp * (c1x - c0x);', 'k1x = (1 - interp) * c0x + interp * c1x;'],
    ['k1y = c0y + interp * (c1y - c0y);', 'k1y = (1 - interp) * c0y + interp * c1y;'],
  ],
};

type Collide = typeof b2CollidePolygons;
let forced: ReturnType<typeof polygonEngineWith> | undefined;

/** Sets the forced copy's b2CollidePolygons (tests, from the TypeScript source); undefined removes it. */
export function setForcedClip(collide: Collide | undefined): void {
  forced = collide === undefined ? undefined : polygonEngineWith(collide);
}

/** Makes the forced copy from the installed b2collide's dist module; leaves it unset when that is not possible. */
export async function loadForcedClip(): Promise<void> {
  if (forced !== undefined) return;
  const copy = await loadForcedCopy<{ b2CollidePolygons?: Collide }>(PLANCK_CLIP);
  if (typeof copy?.b2CollidePolygons === 'function') setForcedClip(copy.b2CollidePolygons);
}

/** The witness, when the forced copy gives planck's manifold on the case's own input (same discrete outputs, numbers within the bound). */
export function planckClipWitness(input: PolygonPairInput, peer: ManifoldResult): Witness | undefined {
  if (forced === undefined) return undefined;
  const answer = forced.run(input);
  if (!agrees(compareManifolds(answer, peer, inputScale(input)))) return undefined;
  return { change: "b2CollidePolygons with planck's clip interpolation, (1 - t) v0 + t v1, not v0 + t (v1 - v0) (forced)", answer };
}
