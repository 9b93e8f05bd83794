// Warm starting a v3 contact: the impulse carry-over that Box2D v3.1.1's b2UpdateContact
// (src/contact.c) runs on a freshly collided manifold, matching points to last step's by id.

import type { b2Manifold } from './collision_types';
import { b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';

// A snapshot of the old manifold, taken before any write: C works on a copy (`b2Manifold
// oldManifold = contactSim->manifold`), so oldManifold may be the manifold itself, and clearing a
// matched old point's impulses touches only the copy.
const oldIds = new Int32Array(2);
const oldNormalImpulses = new Float64Array(2);
const oldTangentImpulses = new Float64Array(2);

// Not in C: the manifold must be an object with pointCount 0, 1 or 2 and, per live point, a
// 16-bit id; an old point's impulses must be numbers within ±FLT_MAX (they are carried into a
// solver) and a new point must take writes. One condition per point on the hot path; the names
// are built only on the cold path (a template string per call would allocate).
// f32: exact (an input check reads the fields as the caller left them)
function checkManifold(name: string, manifold: b2Manifold, old: boolean): number {
  const m: unknown = manifold;
  if (typeof m === 'object' && m !== null && Array.isArray(manifold.points) && (old || manifoldTakesWrites(manifold))) {
    const count: unknown = manifold.pointCount;
    const r: unknown = manifold.rollingImpulse;
    if ((count === 0 || count === 1 || count === 2) && (!old || (typeof r === 'number' && Math.abs(r) <= 3.4028234663852886e38))) { // b2_maxFloat (rule 4)
      let ok = true;
      for (let i = 0; i < count; ++i) {
        const mp = manifold.points[i];
        if (typeof mp !== 'object' || mp === null) {
          ok = false;
          break;
        }
        const id: unknown = mp.id;
        if (!(typeof id === 'number' && (id & 0xffff) === id)) {
          ok = false;
          break;
        }
        if (old) {
          const n: unknown = mp.normalImpulse;
          const t: unknown = mp.tangentImpulse;
          if (!(typeof n === 'number' && typeof t === 'number' && Math.abs(n) + Math.abs(t) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
            ok = false;
            break;
          }
        } else if (!pointTakesWrites(mp)) {
          ok = false;
          break;
        }
      }
      if (ok) return count;
    }
  }
  manifoldFailure(name, manifold, old);
  return manifold.pointCount;
}

// Whether the new manifold takes the rollingImpulse write: written back, its own value (so nothing
// changes); a frozen manifold or a read-only field refuses (a TypeError in strict code), as
// Object.isFrozen, a call out of optimized code, used to tell. Without the field (writing it back
// would add it) Object.isFrozen still decides.
// f32: exact (the probe writes back each field as the caller left it)
function manifoldTakesWrites(manifold: b2Manifold): boolean {
  const m = manifold as unknown as { rollingImpulse: unknown };
  const r = m.rollingImpulse;
  if (r === undefined) return !Object.isFrozen(m);
  try {
    m.rollingImpulse = r;
    return true;
  } catch {
    return false;
  }
}

// The same for a new point: the five fields b2CarryImpulsesById writes, each written back
// (Object.isFrozen when one is missing).
// f32: exact (the probe writes back each field as the caller left it)
function pointTakesWrites(point: b2Manifold['points'][number]): boolean {
  const mp = point as unknown as { normalImpulse: unknown; tangentImpulse: unknown; totalNormalImpulse: unknown; normalVelocity: unknown; persisted: unknown };
  const n = mp.normalImpulse;
  const t = mp.tangentImpulse;
  const total = mp.totalNormalImpulse;
  const v = mp.normalVelocity;
  const persisted = mp.persisted;
  if (n === undefined || t === undefined || total === undefined || v === undefined || persisted === undefined) return !Object.isFrozen(mp);
  try {
    mp.normalImpulse = n;
    mp.tangentImpulse = t;
    mp.totalNormalImpulse = total;
    mp.normalVelocity = v;
    mp.persisted = persisted;
    return true;
  } catch {
    return false;
  }
}

// checkManifold's cold path: names the first bad field (or returns when only the sum of the
// magnitudes was beyond FLT_MAX).
// f32: exact (an input check reads the fields as the caller left them)
function manifoldFailure(name: string, manifold: b2Manifold, old: boolean): void {
  const where = 'b2CarryImpulsesById';
  const m: unknown = manifold;
  if (typeof m !== 'object' || m === null || Array.isArray(m) || !('pointCount' in m)) {
    throw new Error(`${where}: ${name} expected a b2Manifold, got ${b2DescribeValue(m)}`);
  }
  const count: unknown = manifold.pointCount;
  if (!(count === 0 || count === 1 || count === 2)) {
    throw new Error(`${where}: ${name}.pointCount is ${b2DescribeValue(count)}; it must be 0, 1 or 2`);
  }
  const points: unknown = manifold.points;
  if (!Array.isArray(points)) {
    throw new Error(`${where}: ${name}.points expected an array of b2ManifoldPoint, got ${b2DescribeValue(points)}`);
  }
  if (old) {
    b2CheckNumber(where, `${name}.rollingImpulse`, manifold.rollingImpulse);
  } else {
    b2CheckOutput(where, name, manifold);
  }
  for (let i = 0; i < count; ++i) {
    const mp: unknown = points[i];
    const pointName = `${name}.points[${i}]`;
    if (typeof mp !== 'object' || mp === null) {
      throw new Error(`${where}: ${pointName} expected a b2ManifoldPoint, got ${b2DescribeValue(mp)}`);
    }
    const point = mp as b2Manifold['points'][number];
    const id: unknown = point.id;
    if (!(typeof id === 'number' && (id & 0xffff) === id)) {
      throw new Error(`${where}: ${pointName}.id is ${b2DescribeValue(id)}; an id is a whole number in [0, 65535] (C: uint16_t)`);
    }
    if (old) {
      b2CheckNumber(where, `${pointName}.normalImpulse`, point.normalImpulse);
      b2CheckNumber(where, `${pointName}.tangentImpulse`, point.tangentImpulse);
    } else {
      b2CheckOutput(where, pointName, point);
    }
  }
}

/**
 * Carries last step's impulses to a freshly collided manifold by feature id, as Box2D v3's
 * b2UpdateContact does before the solver warm-starts: every point of `manifold` gets zero
 * normalImpulse, tangentImpulse, totalNormalImpulse and normalVelocity and persisted = false; then
 * a point whose id equals an old point's id takes that point's normalImpulse and tangentImpulse
 * and persisted = true, and the old point's impulses count as used (a second point with the same
 * id matches it again with zero impulses, as C clears them in its copy). When manifold has points,
 * its rollingImpulse becomes the old one. The anchors are not moved (C then makes them relative
 * to each body's center of mass). Allocates nothing.
 * Not in C as a function: the matching loop of `b2UpdateContact` in contact.c (see
 * [docs/v3-feature-ids.md](https://github.com/b2collide/b2collide/blob/main/docs/v3-feature-ids.md)).
 * The old manifold comes first, as in the v2.4.1 layer's b2WarmStartManifold.
 * @param oldManifold - last step's manifold of the same contact; only read. May be `manifold` itself
 * @param manifold - the new manifold, just collided; its points' impulses, normalVelocity and
 * persisted, and its rollingImpulse, are written
 * @returns manifold
 * @throws Error, writing nothing, on a pointCount other than 0, 1 or 2, an id that is not a whole
 * number in [0, 65535], an old impulse that is not a number within ±FLT_MAX, or a new manifold or
 * point that cannot be written (not in C;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2Capsule, b2CarryImpulsesById, b2CollideCapsules, b2Manifold, b2Transform } from 'b2collide/v3';
 *
 * const floor = new b2Capsule();
 * floor.center1.x = -5;
 * floor.center2.x = 5;
 * floor.radius = 0.25;
 * const log = new b2Capsule();
 * log.center1.x = -1;
 * log.center2.x = 1;
 * log.radius = 0.25;
 * const xfA = new b2Transform();
 * xfA.q.c = 1;
 * const xfB = new b2Transform();
 * xfB.q.c = 1;
 * xfB.p.y = 0.49;
 * let manifold = b2CollideCapsules(new b2Manifold(), floor, xfA, log, xfB);
 * let oldManifold = new b2Manifold();
 * manifold.points[0].normalImpulse = 1.5; // what a solver stored last step
 *
 * // Next step: keep last step's manifold, collide into the other one, carry impulses by id.
 * [manifold, oldManifold] = [oldManifold, manifold];
 * xfB.p.x = 0.1;
 * b2CollideCapsules(manifold, floor, xfA, log, xfB);
 * b2CarryImpulsesById(oldManifold, manifold);
 * console.log(manifold.points[0].id, manifold.points[0].normalImpulse, manifold.points[0].persisted, manifold.points[1].normalImpulse); // 0 1.5 true 0
 * ```
 */
export function b2CarryImpulsesById(oldManifold: Readonly<b2Manifold>, manifold: b2Manifold): b2Manifold {
  const oldCount = checkManifold('oldManifold', oldManifold, true);
  const pointCount = checkManifold('manifold', manifold, false);

  for (let j = 0; j < oldCount; ++j) {
    const mp1 = oldManifold.points[j];
    oldIds[j] = mp1.id;
    oldNormalImpulses[j] = mp1.normalImpulse;
    oldTangentImpulses[j] = mp1.tangentImpulse;
  }
  const oldRollingImpulse = oldManifold.rollingImpulse;

  if (pointCount > 0) {
    manifold.rollingImpulse = oldRollingImpulse;
  }

  for (let i = 0; i < pointCount; ++i) {
    const mp2 = manifold.points[i];
    mp2.normalImpulse = 0.0;
    mp2.tangentImpulse = 0.0;
    mp2.totalNormalImpulse = 0.0;
    mp2.normalVelocity = 0.0;
    mp2.persisted = false;

    const id2 = mp2.id;
    for (let j = 0; j < oldCount; ++j) {
      if (oldIds[j] === id2) {
        mp2.normalImpulse = oldNormalImpulses[j];
        mp2.tangentImpulse = oldTangentImpulses[j];
        mp2.persisted = true;
        // Used: C clears the matched point of its copy.
        oldNormalImpulses[j] = 0.0;
        oldTangentImpulses[j] = 0.0;
        break;
      }
    }
  }
  return manifold;
}
