// How contact points changed between two manifolds (C++ b2PointState and b2GetPointStates).

import { b2_maxManifoldPoints } from '../common/b2_settings';
import { b2Manifold } from './b2_manifold';
import { b2DescribeValue } from '../common/b2_checks';
import { b2CheckContactFeature, b2ContactFeatureIsSound } from './b2_contact_id';

/** A contact point's fate between two updates. C++: `b2PointState` in b2_collision.h, same names and numbers. */
export enum b2PointState {
  /** The slot holds no point. */
  b2_nullState = 0,
  /** The point is new in the second manifold. */
  b2_addState = 1,
  /** The point is in both manifolds (same feature key). */
  b2_persistState = 2,
  /** The point of the first manifold is gone in the second. */
  b2_removeState = 3,
}

/**
 * Classifies the points of an old and a new manifold by matching feature keys. Every slot of both
 * arrays is reset to b2_nullState first, as C++ does. C++: `b2GetPointStates` in
 * b2_collision.cpp.
 * @param state1 - receives, per point of manifold1, b2_persistState or b2_removeState; written
 * @param state2 - receives, per point of manifold2, b2_persistState or b2_addState; written
 * @param manifold1 - the old manifold; only read
 * @param manifold2 - the new manifold; only read
 * @throws Error unless both state arrays have at least b2_maxManifoldPoints slots and both
 * pointCounts are 0, 1 or 2 (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2GetPointStates(
  state1: b2PointState[],
  state2: b2PointState[],
  manifold1: Readonly<b2Manifold>,
  manifold2: Readonly<b2Manifold>,
): void {
  // Not in C++: the arrays and point counts are checked before anything is written (an
  // Int8Array(1) silently dropped the second state, a pointCount of 3 or Infinity gave an engine
  // TypeError). Allocates nothing unless it throws.
  checkStateArray('state1', state1);
  checkStateArray('state2', state2);
  checkManifold('manifold1', manifold1);
  checkManifold('manifold2', manifold2);

  for (let i = 0; i < b2_maxManifoldPoints; ++i) {
    state1[i] = b2PointState.b2_nullState;
    state2[i] = b2PointState.b2_nullState;
  }

  // Points of manifold1: persisting or removed.
  for (let i = 0; i < manifold1.pointCount; ++i) {
    const key = manifold1.points[i].id.key;
    state1[i] = b2PointState.b2_removeState;
    for (let j = 0; j < manifold2.pointCount; ++j) {
      if (manifold2.points[j].id.key === key) {
        state1[i] = b2PointState.b2_persistState;
        break;
      }
    }
  }

  // Points of manifold2: persisting or added.
  for (let i = 0; i < manifold2.pointCount; ++i) {
    const key = manifold2.points[i].id.key;
    state2[i] = b2PointState.b2_addState;
    for (let j = 0; j < manifold1.pointCount; ++j) {
      if (manifold1.points[j].id.key === key) {
        state2[i] = b2PointState.b2_persistState;
        break;
      }
    }
  }
}

// A state array must hold b2_maxManifoldPoints numbers from 0 to 3: a plain array or an integer
// or float typed array (not a BigInt64Array, which refuses numbers) of that length or more.
function checkStateArray(name: string, state: unknown): void {
  const isArray = Array.isArray(state);
  const isTypedArray = ArrayBuffer.isView(state) && !(state instanceof DataView) &&
    !(state instanceof BigInt64Array) && !(state instanceof BigUint64Array);
  if (!(isArray || isTypedArray)) {
    throw new Error(`b2GetPointStates: ${name} expected an array or a number typed array, got ${b2DescribeValue(state)}`);
  }
  const length = (state as { length: number }).length;
  if (!(length >= b2_maxManifoldPoints)) {
    throw new Error(`b2GetPointStates: ${name} has length ${length}; it needs b2_maxManifoldPoints = ${b2_maxManifoldPoints} slots`);
  }
  // A frozen array would take the first write and then raise an engine TypeError (or, sealed or
  // with a read-only slot, drop it): every slot written must be writable. The test that allocates
  // nothing first (stateSlotsTakeWrites); the property descriptors only when it refuses.
  if (!isTypedArray && !stateSlotsTakeWrites(state as unknown[])) {
    stateSlotsFailure(name, state);
  }
}

// Object.prototype.__lookupSetter__, held here so that an array's own property of that name is
// never what is called: the setter of a slot, found along the prototype chain as a write would
// find it, or undefined for a data slot. It answers without making a descriptor object.
const lookupSetter = (Object.prototype as unknown as { __lookupSetter__(key: PropertyKey): unknown }).__lookupSetter__;

// Whether every slot b2GetPointStates writes is a data slot that takes a write, tested without
// allocating (b2CheckOutputWritable's write-back probe): a slot with a setter, or holding
// undefined (a hole, whose write would add a property), is refused untried; each other slot gets
// back the value it holds, so nothing changes, and a frozen array or a read-only or getter-only
// slot refuses that write with a TypeError (strict code). A refusal sends the array to
// stateSlotsFailure, which names the slot or lets a sound array (an undefined slot) pass.
function stateSlotsTakeWrites(state: unknown[]): boolean {
  try {
    for (let i = 0; i < b2_maxManifoldPoints; ++i) {
      if (lookupSetter.call(state, i) !== undefined) {
        return false;
      }
      const value = state[i];
      if (value === undefined) {
        return false;
      }
      state[i] = value;
    }
    return true;
  } catch {
    return false;
  }
}

// checkStateArray's full test of the slots, on the cold path: the property descriptor of each.
function stateSlotsFailure(name: string, state: unknown): void {
  for (let i = 0; i < b2_maxManifoldPoints; ++i) {
    const descriptor = Object.getOwnPropertyDescriptor(state, i);
    if ((descriptor !== undefined && descriptor.writable !== true) || (descriptor === undefined && !Object.isExtensible(state))) {
      throw new Error(`b2GetPointStates: ${name}[${i}] cannot be written (the array is frozen, sealed or read-only)`);
    }
  }
}

// The manifold must be an object with pointCount 0, 1 or 2 and a consistent id on each point.
function checkManifold(name: string, manifold: Readonly<b2Manifold>): void {
  if (typeof manifold !== 'object' || manifold === null) {
    throw new Error(`b2GetPointStates: ${name} expected a b2Manifold, got ${b2DescribeValue(manifold)}`);
  }
  const given: unknown = manifold;
  if (typeof given === 'object' && given !== null && (Array.isArray(given) || !('pointCount' in given))) {
    throw new Error(`b2GetPointStates: ${name} expected a b2Manifold, got ${b2DescribeValue(given)}`);
  }
  checkPointCount(name, manifold.pointCount);
  for (let i = 0; i < manifold.pointCount; ++i) {
    // One condition on a sound point, which builds no name (a string per call allocates, rule 2).
    const mp = manifold.points?.[i];
    if (!(typeof mp === 'object' && mp !== null && typeof mp.id === 'object' && mp.id !== null && b2ContactFeatureIsSound(mp.id.cf))) {
      pointFailure(name, manifold, i);
    }
  }
}

// checkManifold's cold path: names what is wrong with point i and throws.
function pointFailure(name: string, manifold: Readonly<b2Manifold>, /* f32: integer */ i: number): void {
  const mp = manifold.points?.[i];
  if (typeof mp !== 'object' || mp === null || typeof mp.id !== 'object' || mp.id === null || typeof mp.id.cf !== 'object' || mp.id.cf === null) {
    throw new Error(`b2GetPointStates: ${name}.points[${i}] expected a b2ManifoldPoint with an id, got ${b2DescribeValue(mp)}`);
  }
  b2CheckContactFeature('b2GetPointStates', `${name}.points[${i}].id.cf`, mp.id.cf);
}

function checkPointCount(name: string, pointCount: unknown): void {
  if (!(pointCount === 0 || pointCount === 1 || pointCount === 2)) {
    throw new Error(`b2GetPointStates: ${name}.pointCount ${b2DescribeValue(pointCount)} is not 0, 1 or 2 (b2_maxManifoldPoints)`);
  }
}
