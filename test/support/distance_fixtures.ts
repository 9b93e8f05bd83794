// Hand-built cases shared by the tests of the two distance pair types (peers planck and
// @box2d/core). Nothing here computes an expected value; the numbers are derived below.
import type { DistancePairInput } from '../../compare/distance/input';
import type { DistanceResult } from '../../compare/distance/result';
import { boxData } from '../../compare/case/shapes';
import { transformData } from '../../compare/case/transform';

const identity = transformData(0, 0, 0, 1);

// Box A (half-extents 1, skin 0.01) at the origin; circle B (radius 0.5) centred at (3, 0): core
// distance 2 from the face x = 1, radii distance 2 - 0.01 - 0.5 = 1.49. The warm pose moves the
// circle to (3, 0.5): still over the face, core distance 2. The cast moves it 10 to the left:
// sigma = max(0.01, 0.01 + 0.5 - 0.01) = 0.5, so it stops with its centre at x = 1.5, after 1.5
// of the 10: lambda 0.15.
export const apart: DistancePairInput = {
  shapeA: { kind: 'polygon', polygon: boxData(1, 1) },
  shapeB: { kind: 'circle', center: [0, 0], radius: 0.5 },
  xfA: identity,
  xfB: transformData(3, 0, 0, 1),
  xfA2: identity,
  xfB2: transformData(3, 0.5, 0, 1),
  translationB: [-10, 0],
};

// The same circle centred at (1.2, 0): cores 0.2 apart, radii overlap (0.2 < 0.51).
export const overlapping: DistancePairInput = { ...apart, xfB: transformData(1.2, 0, 0, 1), xfB2: transformData(1.2, 0, 0, 1) };

/** A deep copy of a result, to plant a fault in. */
export function clone(r: DistanceResult): DistanceResult {
  return JSON.parse(JSON.stringify(r)) as DistanceResult;
}
