// Carrying a contact's impulses from one frame's manifold to the next by feature key: what C++
// b2Contact::Update (b2_contact.cpp) does to the new manifold before the solver warm-starts.

import { b2_maxManifoldPoints } from '../common/b2_settings';
import type { b2Manifold, b2ManifoldPoint } from './b2_manifold';
import { b2CheckContactFeature, b2ContactFeatureIsSound } from './b2_contact_id';
import { b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';

// A snapshot of the old manifold's points, taken before any write, so that manifold and
// oldManifold may be the same object (C++ always works on a copy of the old manifold).
const oldKeys = new Float64Array(b2_maxManifoldPoints);
const oldNormalImpulses = new Float64Array(b2_maxManifoldPoints);
const oldTangentImpulses = new Float64Array(b2_maxManifoldPoints);

function checkPointCount(name: string, manifold: Readonly<b2Manifold>): number {
  const given: unknown = manifold;
  if (typeof given !== 'object' || given === null || Array.isArray(given) || !('pointCount' in given)) {
    throw new Error(`b2WarmStartManifold: ${name} expected a b2Manifold, got ${b2DescribeValue(given)}`);
  }
  const count: unknown = manifold.pointCount;
  if (!(count === 0 || count === 1 || count === 2)) {
    throw new Error(
      `b2WarmStartManifold: ${name}.pointCount is ${b2DescribeValue(count)}; it must be 0, 1 or b2_maxManifoldPoints = ${b2_maxManifoldPoints}`,
    );
  }
  return count;
}

// Not in C++: each point read must be an object with a consistent id; an old point's impulses
// must be numbers within ±b2_maxFloat (a NaN or infinite impulse would be carried into the solver),
// and a new point must take writes (not frozen).
function checkPoints(name: string, manifold: Readonly<b2Manifold>, count: number, old: boolean): void {
  for (let i = 0; i < count; ++i) {
    // One condition on a sound point, which builds no name (a string per call allocates, rule 2);
    // pointFailure names what is wrong.
    const mp = manifold.points?.[i];
    if (
      !(typeof mp === 'object' && mp !== null && typeof mp.id === 'object' && mp.id !== null && b2ContactFeatureIsSound(mp.id.cf) &&
        (!old || (typeof mp.normalImpulse === 'number' && typeof mp.tangentImpulse === 'number' &&
          Math.abs(mp.normalImpulse) + Math.abs(mp.tangentImpulse) <= 3.4028234663852886e38))) // b2_maxFloat (rule 4)
    ) {
      pointFailure(name, manifold, i, old);
    }
    if (!old && !impulsesTakeWrites(mp as b2ManifoldPoint)) {
      b2CheckOutput('b2WarmStartManifold', `${name}.points[${i}]`, mp);
      throw new Error(`b2WarmStartManifold: ${name}.points[${i}].normalImpulse or tangentImpulse is read-only; pass a manifold whose points take writes`);
    }
  }
}

// Whether a new point's impulses take writes: each written back with what it holds, so nothing
// changes; a frozen point or a read-only impulse refuses that write (a TypeError in strict code).
// Object.isFrozen, which this replaces, is a call into V8's runtime on every call.
function impulsesTakeWrites(mp: b2ManifoldPoint): boolean {
  try {
    const normalImpulse = mp.normalImpulse;
    const tangentImpulse = mp.tangentImpulse;
    mp.normalImpulse = normalImpulse;
    mp.tangentImpulse = tangentImpulse;
    return true;
  } catch {
    return false;
  }
}

// checkPoints' cold path: names what is wrong with point i and throws (returns only when the
// impulses are each within ±b2_maxFloat and only their sum is beyond it).
function pointFailure(name: string, manifold: Readonly<b2Manifold>, /* f32: integer */ i: number, old: boolean): void {
  const mp = manifold.points?.[i];
  const where = `${name}.points[${i}]`;
  if (typeof mp !== 'object' || mp === null || typeof mp.id !== 'object' || mp.id === null || typeof mp.id.cf !== 'object' || mp.id.cf === null) {
    throw new Error(`b2WarmStartManifold: ${where} expected a b2ManifoldPoint with an id, got ${b2DescribeValue(mp)}`);
  }
  b2CheckContactFeature('b2WarmStartManifold', `${where}.id.cf`, mp.id.cf);
  if (old) {
    b2CheckNumber('b2WarmStartManifold', `${where}.normalImpulse`, mp.normalImpulse);
    b2CheckNumber('b2WarmStartManifold', `${where}.tangentImpulse`, mp.tangentImpulse);
  }
}

/**
 * Sets each point of `manifold` up for warm starting: its normalImpulse and tangentImpulse become
 * those of the first point of `oldManifold` with the same `id.key`, or 0 when no old point has
 * that key. Call it right after colliding into `manifold`, with the previous frame's manifold of
 * the same contact. Allocates nothing. Not in C++ as a function: the matching loop of
 * `b2Contact::Update` in b2_contact.cpp (Deviation 6, additions with no C++ twin, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * The old manifold comes first, as in C++'s `b2GetPointStates(state1, state2, manifold1,
 * manifold2)` and this library's b2GetPointStates: old, then new.
 * @param oldManifold - the previous frame's manifold; only read. May be `manifold` itself: each
 * point then keeps its own impulses, as C++ would with a copy
 * @param manifold - the new manifold, just collided; its points' impulses are written
 * @throws Error, writing nothing, on a pointCount other than 0, 1 or 2, an id field that is not a
 * byte, an old impulse that is not a number within ±b2_maxFloat, or a new point that is frozen
 * (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2CollidePolygons, b2Manifold, b2PolygonShape, b2Transform, b2WarmStartManifold } from 'b2collide';
 *
 * const ground = new b2PolygonShape().SetAsBox(5, 0.5);
 * const box = new b2PolygonShape().SetAsBox(0.5, 0.5);
 * const xfA = new b2Transform();
 * const xfB = new b2Transform().SetPositionSinCos(0, 0.99, 0, 1);
 * let manifold = new b2Manifold();
 * let oldManifold = new b2Manifold();
 * b2CollidePolygons(manifold, ground, xfA, box, xfB);
 * manifold.points[0].normalImpulse = 1.5; // what a solver stored last step
 *
 * // Next step: keep last step's manifold, collide into the other one, carry impulses by key.
 * [manifold, oldManifold] = [oldManifold, manifold];
 * xfB.SetPositionSinCos(0.1, 0.99, 0, 1);
 * b2CollidePolygons(manifold, ground, xfA, box, xfB);
 * b2WarmStartManifold(oldManifold, manifold);
 * console.log(manifold.points[0].normalImpulse, manifold.points[1].normalImpulse); // 1.5 0
 * ```
 */
export function b2WarmStartManifold(oldManifold: Readonly<b2Manifold>, manifold: b2Manifold): void {
  const newCount = checkPointCount('manifold', manifold);
  const oldCount = checkPointCount('oldManifold', oldManifold);
  checkPoints('oldManifold', oldManifold, oldCount, true);
  checkPoints('manifold', manifold, newCount, false);
  for (let j = 0; j < oldCount; ++j) {
    const mp1 = oldManifold.points[j];
    oldKeys[j] = mp1.id.key;
    oldNormalImpulses[j] = mp1.normalImpulse;
    oldTangentImpulses[j] = mp1.tangentImpulse;
  }
  for (let i = 0; i < newCount; ++i) {
    const mp2 = manifold.points[i];
    mp2.normalImpulse = 0.0;
    mp2.tangentImpulse = 0.0;
    const key2 = mp2.id.key;
    for (let j = 0; j < oldCount; ++j) {
      if (oldKeys[j] === key2) {
        mp2.normalImpulse = oldNormalImpulses[j];
        mp2.tangentImpulse = oldTangentImpulses[j];
        break;
      }
    }
  }
}
