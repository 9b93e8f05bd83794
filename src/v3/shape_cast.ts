// Linear shape cast by conservative advancement (Box2D v3.1.1 src/distance.c, b2ShapeCast): B
// moves along translationB while A stays; each step GJK measures the gap and B advances by the gap
// over the closing speed along the normal, until the gap is within tolerance of the target (a hit),
// the shapes stop approaching or pass maxFraction (a miss), or 20 steps run out. C's operation
// order throughout (src/README.md rule 1). (C's other cast, b2ShapeCastMerged, is compiled out.)

import { b2CheckNumber, b2DescribeValue } from '../common/b2_checks';
import { b2DistanceOutput, b2SimplexCache, type b2CastOutput, type b2ShapeCastPairInput } from './collision_types';
import { b2Transform } from './math_functions';
import { b2CheckOutputFields, b2CheckShapeProxy, b2CheckTransformV3, b2CheckVec2 } from './distance_checks';
import { shapeDistance } from './shape_distance';

/** b2ShapeCast's iteration limit, C's `maxIterations`. */
const maxIterations = 20; // f32: integer

const outputFields = ['normal', 'point'] as const;

// Scratch of b2ShapeCast only.
const cache = new b2SimplexCache();
const distanceOutput = new b2DistanceOutput();
const transformB = new b2Transform(); // B's transform advanced along the cast

/**
 * Casts shape B along translationB against a fixed shape A. A hit reports the fraction of the
 * translation, the point on A's rounded surface and the normal (world frame); shapes that touch
 * at the start (gap under the target distance) hit at fraction 0 with a point midway between the
 * surfaces and a zero normal, unless canEncroach lets a rounded pair with a gap above 2 ×
 * B2_LINEAR_SLOP move closer. C: `b2ShapeCast` in distance.c, which returns the output by value;
 * here it is written into `output`, given first.
 * @param output - receives normal, point (world frame), fraction, iterations and hit; written
 * @param input - proxyA and proxyB (shape frames), transformA and transformB (world frame),
 * translationB (m, world frame), maxFraction and canEncroach; only read
 * @returns output
 * @throws Error, before writing anything, on a proxy without points, with more than 8 or a count
 * beyond its points, a negative radius, a number that is not finite within ±b2_maxFloat, a
 * canEncroach that is not a boolean, or an output that cannot be written (errors instead of
 * asserts; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeCast(output: b2CastOutput, input: Readonly<b2ShapeCastPairInput>): b2CastOutput {
  const where = 'b2ShapeCast';
  const object: unknown = input;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !('proxyA' in object)) {
    throw new Error(`${where}: input expected a b2ShapeCastPairInput, got ${b2DescribeValue(object)}`);
  }
  b2CheckShapeProxy(where, 'input.proxyA', input.proxyA);
  b2CheckShapeProxy(where, 'input.proxyB', input.proxyB);
  b2CheckTransformV3(where, 'input.transformA', input.transformA);
  b2CheckTransformV3(where, 'input.transformB', input.transformB);
  b2CheckVec2(where, 'input.translationB', input.translationB);
  // Tested here, named by b2CheckNumber only when it fails: a double read from a field and passed
  // to a call V8 does not inline is boxed (src/README.md rule 3).
  const maxFraction: unknown = input.maxFraction;
  if (!(typeof maxFraction === 'number' && Math.abs(maxFraction) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    b2CheckNumber(where, 'input.maxFraction', maxFraction);
  }
  const canEncroach: unknown = input.canEncroach;
  if (typeof canEncroach !== 'boolean') {
    throw new Error(`${where}: input.canEncroach expected a boolean, got ${b2DescribeValue(canEncroach)}`);
  }
  b2CheckOutputFields(where, 'output', output, outputFields);

  const proxyA = input.proxyA;
  const proxyB = input.proxyB;

  // The target gap and its tolerance.
  // C's B2_LINEAR_SLOP as a literal: an imported constant is a module-variable load that V8 does
  // not type as a number, so `target`, started from it, would stay boxed (src/README.md rule 4).
  const linearSlop = 0.005; // B2_LINEAR_SLOP at b2_lengthUnitsPerMeter = 1
  const totalRadius = proxyA.radius + proxyB.radius;
  // C: b2MaxFloat(linearSlop, totalRadius - linearSlop)
  const rounded = totalRadius - linearSlop;
  let target = linearSlop > rounded ? linearSlop : rounded;
  const tolerance = 0.25 * linearSlop;

  // A cold cache for the distance queries.
  cache.count = 0;

  let fraction = 0.0;

  transformB.p.x = input.transformB.p.x;
  transformB.p.y = input.transformB.p.y;
  transformB.q.c = input.transformB.q.c;
  transformB.q.s = input.transformB.q.s;

  const delta2x = input.translationB.x;
  const delta2y = input.translationB.y;

  // C: b2CastOutput output = { 0 }
  output.normal.x = 0.0;
  output.normal.y = 0.0;
  output.point.x = 0.0;
  output.point.y = 0.0;
  output.fraction = 0.0;
  output.iterations = 0;
  output.hit = false;

  for (let iteration = 0; iteration < maxIterations; ++iteration) {
    output.iterations += 1;

    shapeDistance(distanceOutput, proxyA, proxyB, input.transformA, transformB, false, cache, null, 0);
    const distance = distanceOutput.distance;
    const nx = distanceOutput.normal.x;
    const ny = distanceOutput.normal.y;

    if (distance < target + tolerance) {
      if (iteration === 0) {
        if (canEncroach && distance > 2.0 * linearSlop) {
          target = distance - linearSlop;
        } else {
          // Initial overlap.
          output.hit = true;

          // A point between the two surfaces.
          // C: c1 = b2MulAdd(pointA, radiusA, normal), c2 = b2MulAdd(pointB, -radiusB, normal)
          const radiusB = -proxyB.radius;
          const c1x = distanceOutput.pointA.x + proxyA.radius * nx;
          const c1y = distanceOutput.pointA.y + proxyA.radius * ny;
          const c2x = distanceOutput.pointB.x + radiusB * nx;
          const c2y = distanceOutput.pointB.y + radiusB * ny;
          // C: b2Lerp(c1, c2, 0.5f) = (1 - 0.5f) * c1 + 0.5f * c2
          output.point.x = (1.0 - 0.5) * c1x + 0.5 * c2x;
          output.point.y = (1.0 - 0.5) * c1y + 0.5 * c2y;
          return output;
        }
      } else {
        // A regular hit.
        output.fraction = fraction;
        // C: b2MulAdd(pointA, radiusA, normal)
        output.point.x = distanceOutput.pointA.x + proxyA.radius * nx;
        output.point.y = distanceOutput.pointA.y + proxyA.radius * ny;
        output.normal.x = nx;
        output.normal.y = ny;
        output.hit = true;
        return output;
      }
    }

    // Are the shapes approaching each other? C: b2Dot(delta2, normal)
    const denominator = delta2x * nx + delta2y * ny;
    if (denominator >= 0.0) {
      // Miss.
      return output;
    }

    // Advance the sweep.
    fraction += (target - distance) / denominator;
    if (fraction >= input.maxFraction) {
      // Miss.
      return output;
    }

    // C: transformB.p = b2MulAdd(input->transformB.p, fraction, delta2)
    transformB.p.x = input.transformB.p.x + fraction * delta2x;
    transformB.p.y = input.transformB.p.y + fraction * delta2y;
  }

  // Out of iterations.
  return output;
}
