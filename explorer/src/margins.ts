// Decision margins of a polygon pair, from the compare harness's own margin code: how far each
// decision of b2CollidePolygons (early-outs, best edges, k_tol, incident edge, clips, final
// separation) is from going the other way. The case is handed over as the harness's plain
// PolygonPairInput, read from the library's built polygons.

import type { b2PolygonShape } from 'b2collide';
import { polygonData } from '../../compare/case/shapes';
import type { PolygonPairInput } from '../../compare/polygon/input';
import { tracePolygonDecisions } from '../../compare/polygon/margins';
import type { Margin } from '../../compare/runner/types';
import type { TransformSpec } from './case';

export function polygonPairInput(polyA: b2PolygonShape, xfA: TransformSpec, polyB: b2PolygonShape, xfB: TransformSpec): PolygonPairInput {
  return {
    polyA: polygonData(polyA),
    xfA: { p: [xfA.x, xfA.y], q: [xfA.s, xfA.c] },
    polyB: polygonData(polyB),
    xfB: { p: [xfB.x, xfB.y], q: [xfB.s, xfB.c] },
  };
}

export function polygonMarginsOf(input: PolygonPairInput): Margin[] {
  return tracePolygonDecisions(input).margins;
}

/** The next float64 above (+1) or below (-1) x: one unit in the last place. */
export function nudgeUlp(x: number, direction: 1 | -1): number {
  if (x === 0) return direction * Number.MIN_VALUE;
  const bits = new Float64Array([x]);
  const words = new BigInt64Array(bits.buffer);
  words[0] += (x > 0) === (direction > 0) ? 1n : -1n;
  return bits[0];
}
