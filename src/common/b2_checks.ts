// Input checks that know no shape (not in C++, which trusts its input): each throws an Error
// naming the function and the bad field instead of letting a NaN, a string or a null flow into a
// result. A value passes when it is a finite number (typeof 'number', as Number.isFinite tests):
// '1.5' - '1.5' is 0 and null - null is 0, so the x - x sum of rule 7 alone lets both through.
// Reads go through `unknown` (valueOf), so the float32 twin reads the value as given, unrounded.

import type { b2RotLike, b2XY } from './b2_math_types';
import { b2NewTransformArray, b2TransformNumbers, type b2TransformLike } from './b2_transform_numbers';
import { b2_maxFloat } from './b2_settings';
import { b2DescribeValue } from './b2_describe_value';

export { b2DescribeValue };

/**
 * True when x is a number within ±b2_maxFloat, the supported range of every input number (NaN and
 * ±Infinity are outside it): float32's range, so both builds accept the same inputs, and the
 * float64 searches, which start at -b2_maxFloat as C++'s do, stay meaningful.
 */
export function b2IsInRange(x: unknown): boolean {
  return typeof x === 'number' && x <= b2_maxFloat && x >= -b2_maxFloat;
}

/**
 * Throws `${where}: ${name} ...` unless value is a finite number within ±b2_maxFloat: "expected a
 * number, got string '1.5'", "is not finite (NaN)" or "is beyond ±b2_maxFloat".
 */
// f32: exact (an input check reads the value as the caller left it)
export function b2CheckNumber(where: string, name: string, value: unknown): void {
  if (typeof value !== 'number') {
    throw new Error(`${where}: ${name} expected a number, got ${b2DescribeValue(value)}`);
  }
  if (!Number.isFinite(value)) {
    throw new Error(`${where}: ${name} is not finite (${value})`);
  }
  if (!b2IsInRange(value)) {
    throw new Error(`${where}: ${name} ${value} is beyond ±b2_maxFloat (3.4e38), the supported range`);
  }
}

/**
 * Throws a RangeError unless value is a whole number in [0, count): `${where}: ${name} 5 is out of
 * range [0, 3)`, with a non-number named as given (`string '0'`, `BigInt 1n`). An index bounds a
 * loop or an array read, so a string or 1.5 must never pass.
 */
// f32: integer (an index is never rounded)
export function b2CheckIndex(where: string, name: string, value: unknown, count: number): void {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count)) {
    throw new RangeError(`${where}: ${name} ${b2DescribeValue(value)} is out of range [0, ${count})`);
  }
}

/** Throws a RangeError unless value is a whole number in [min, max] (a count that bounds a loop). */
// f32: integer (a count is never rounded)
export function b2CheckCount(where: string, name: string, value: unknown, min: number, max: number): void {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)) {
    throw new RangeError(`${where}: ${name} ${b2DescribeValue(value)} is not a whole number in [${min}, ${max}]`);
  }
}

/**
 * Throws unless out is an object the function can write into: not null, not a number, not frozen.
 * Called before the first write, so a frozen or missing output never gets half an answer and then
 * an engine TypeError. Object.isFrozen is a map-bit test for an ordinary extensible object.
 */
export function b2CheckOutput(where: string, name: string, out: unknown): void {
  if (typeof out !== 'object' || out === null) {
    throw new Error(`${where}: ${name} expected an object to write the result into, got ${b2DescribeValue(out)}`);
  }
  if (Object.isFrozen(out)) {
    throw new Error(`${where}: ${name} is frozen; pass an object the result can be written into`);
  }
  checkViewStorage(where, name, out);
}

/**
 * Throws when out is a view (b2Vec2View, b2RotView: a polygon's vertex, a transform's p or q)
 * whose storage, m_array, refuses writes (frozen): the view itself is not frozen, its writes go to
 * the array and met a V8 TypeError there. A write-back probe; an object without m_array passes.
 */
function checkViewStorage(where: string, name: string, out: object): void {
  const array: unknown = (out as { m_array?: unknown }).m_array;
  if (array !== undefined && !b2TakesWriteBack(array, 0)) {
    throw new Error(`${where}: ${name} is a view of a frozen array (m_array); pass an object the result can be written into`);
  }
}

/** Throws unless out is a writable object whose x and y are writable (b2CheckOutput on an {x, y}). */
export function b2CheckOutputPoint(where: string, name: string, out: unknown): void {
  b2CheckOutput(where, name, out);
  const descriptorX = Object.getOwnPropertyDescriptor(out, 'x');
  const descriptorY = Object.getOwnPropertyDescriptor(out, 'y');
  if ((descriptorX !== undefined && descriptorX.writable === false) || (descriptorY !== undefined && descriptorY.writable === false)) {
    throw new Error(`${where}: ${name}.x or ${name}.y is read-only; pass an {x, y} the result can be written into`);
  }
}

/**
 * Throws unless the four derived numbers (a result about to be written) are within ±b2_maxFloat:
 * float32 makes a larger result infinite, float64 does not, so this keeps both builds to one
 * rule. One sum of magnitudes.
 */
// f32: exact (the check reads the numbers as computed)
export function b2CheckResult(where: string, what: string, a: number, b: number, c: number, d: number): void {
  // One condition, so that V8 inlines this and the four doubles are never boxed for a call (rule 3).
  // A fast test in squares (a third of Math.abs's bytecode): a² + b² + c² + d² <= 2.5e76 bounds the
  // sum of magnitudes by 2·√2.5e76 ≈ 3.16e38 (Cauchy-Schwarz), within b2_maxFloat; only when it
  // fails does resultFailure test the sum itself.
  if (!(a * a + b * b + c * c + d * d <= 2.5e76)) {
    resultFailure(where, what, a, b, c, d);
  }
}

// b2CheckResult's rule, on the cold path: the sum of magnitudes within b2_maxFloat, else the message.
// f32: exact (the message shows the numbers as computed)
function resultFailure(where: string, what: string, a: number, b: number, c: number, d: number): void {
  if (!(Math.abs(a) + Math.abs(b) + Math.abs(c) + Math.abs(d) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    throw new Error(`${where}: ${what} (${a}, ${b}, ${c}, ${d}) is beyond ±b2_maxFloat (3.4e38), the supported range`);
  }
}

/**
 * Throws unless out can take the writes of a call: b2CheckOutput's rule, tested by writing back
 * what `out[key]` holds, so nothing changes. `key` names a field that holds an object or a small
 * integer (a double read here would be boxed). A frozen out, or a read-only `key`, refuses that
 * write (a TypeError in strict code); only then, or when out has no `key` to write back, does
 * b2CheckOutput name the fault. Object.isFrozen, which this replaces on hot paths, is a call into
 * V8's runtime on every call.
 */
export function b2CheckOutputWritable(where: string, name: string, out: unknown, key: string): void {
  try {
    const target = out as Record<string, unknown>;
    const value = target[key];
    if (value === undefined) {
      throw outputProbeMiss;
    }
    target[key] = value;
  } catch {
    b2CheckOutput(where, name, out);
  }
}

// What a probe throws to reach its full check when out has no field to write back.
const outputProbeMiss = new Error('no field to probe');

/**
 * b2CheckOutput on a box and its two corners: a shape's ComputeAABB checks `aabb` with this, by
 * writing back aabb.lowerBound, lowerBound.x and upperBound.x (see b2CheckOutputWritable); a
 * refusal, or a corner without x, names the fault as outputAABBFailure does.
 */
export function b2CheckOutputAABB(where: string, aabb: unknown): void {
  try {
    const box = aabb as { lowerBound: { x: unknown }; upperBound: { x: unknown } };
    const lower = box.lowerBound;
    const upper = box.upperBound;
    const lx = lower.x;
    const ux = upper.x;
    if (lx === undefined || ux === undefined) {
      throw outputProbeMiss;
    }
    box.lowerBound = lower;
    lower.x = lx;
    upper.x = ux;
  } catch {
    outputAABBFailure(where, aabb);
  }
}

/**
 * A single-child shape's ComputeAABB arguments after the shape and the transform: throws unless
 * childIndex is 0 (b2CheckChildIndex's rule and message; -0 passes, as there), then unless aabb can
 * take the box (b2CheckOutputAABB). One call in the query instead of two keeps the query small
 * enough for V8 to inline into its caller.
 */
// f32: integer (an index is never rounded)
export function b2CheckAABBQueryArguments(where: string, childIndex: number, aabb: unknown): void {
  if (childIndex !== 0) {
    b2CheckChildIndex(where, childIndex, 1);
  }
  b2CheckOutputAABB(where, aabb);
}

// b2CheckOutputAABB's full test, on the cold path: Object.isFrozen on the box and its corners.
function outputAABBFailure(where: string, aabb: unknown): void {
  b2CheckOutput(where, 'aabb', aabb);
  checkOutputParts(where, 'aabb', aabb, 'lowerBound', 'upperBound');
}

/**
 * b2CheckOutput on out and out's parts; an out without them (an array, an empty object) is named as
 * given: `output expected an object with pointA and pointB to write the result into, got an array [1, 2]`.
 */
export function b2CheckOutputParts(where: string, name: string, out: unknown, first: string, second?: string): void {
  b2CheckOutput(where, name, out);
  checkOutputParts(where, name, out, first, second);
}

/**
 * b2CheckOutput on out's parts; an out without them (an array, an empty object) is named as given:
 * `aabb expected a b2AABB with lowerBound and upperBound, got an array [1, 2]`.
 */
function checkOutputParts(where: string, name: string, out: unknown, first: string, second?: string): void {
  const a: unknown = (out as Record<string, unknown>)[first];
  const b: unknown = second === undefined ? a : (out as Record<string, unknown>)[second];
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    const parts = second === undefined ? first : `${first} and ${second}`;
    throw new Error(`${where}: ${name} expected an object with ${parts} to write the result into, got ${b2DescribeValue(out)}`);
  }
  // The parts' names are built only when one is frozen: a string per call would allocate (rule 2).
  if (Object.isFrozen(a) || Object.isFrozen(b)) {
    b2CheckOutput(where, `${name}.${first}`, a);
    if (second !== undefined) {
      b2CheckOutput(where, `${name}.${second}`, b);
    }
  }
}

/** b2CheckOutput on a b2RayCastOutput and its normal, by writing back fraction and normal.x (b2CheckOutputAABB's way). */
export function b2CheckOutputRay(where: string, output: unknown): void {
  try {
    const out = output as { fraction: unknown; normal: { x: unknown } };
    const normal = out.normal;
    const fraction = out.fraction;
    const nx = normal.x;
    if (fraction === undefined || nx === undefined) {
      throw outputProbeMiss;
    }
    out.fraction = fraction;
    normal.x = nx;
  } catch {
    b2CheckOutput(where, 'output', output);
    checkOutputParts(where, 'output', output, 'normal');
  }
}

/** b2CheckOutput on a b2MassData and its center, by writing back mass and center.x (b2CheckOutputAABB's way). */
export function b2CheckOutputMass(where: string, massData: unknown): void {
  try {
    const out = massData as { mass: unknown; center: { x: unknown } };
    const center = out.center;
    const mass = out.mass;
    const cx = center.x;
    if (mass === undefined || cx === undefined) {
      throw outputProbeMiss;
    }
    out.mass = mass;
    center.x = cx;
  } catch {
    b2CheckOutput(where, 'massData', massData);
    checkOutputParts(where, 'massData', massData, 'center');
  }
}

/** The fields of b2AABB a check reads (structural, so common/ needs nothing from collision/). */
interface BoxFields {
  readonly lowerBound: b2XY;
  readonly upperBound: b2XY;
}

/**
 * Throws unless aabb is an object whose lowerBound and upperBound are points of numbers within
 * ±b2_maxFloat; with sorted, also unless lowerBound <= upperBound on both axes (the dynamic tree's
 * rule). One typeof test per number and one sum of magnitudes (rule 7); the naming only on failure.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckAABB(where: string, name: string, aabb: BoxFields, sorted: boolean): void {
  const box: unknown = aabb;
  if (typeof box !== 'object' || box === null) {
    throw new Error(`${where}: ${name} expected a b2AABB, got ${b2DescribeValue(box)}`);
  }
  const lower = aabb.lowerBound;
  const upper = aabb.upperBound;
  if (typeof lower !== 'object' || lower === null || typeof upper !== 'object' || upper === null) {
    throw new Error(
      `${where}: ${name} expected a b2AABB with lowerBound and upperBound, got ${b2DescribeValue(box)} with lowerBound ${b2DescribeValue(lower)}, upperBound ${b2DescribeValue(upper)}`,
    );
  }
  const lx = lower.x;
  const ly = lower.y;
  const ux = upper.x;
  const uy = upper.y;
  if (
    typeof lx !== 'number' || typeof ly !== 'number' || typeof ux !== 'number' || typeof uy !== 'number' ||
    !(Math.abs(lx) + Math.abs(ly) + Math.abs(ux) + Math.abs(uy) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    b2CheckFinitePoint(where, `${name}.lowerBound`, lower);
    b2CheckFinitePoint(where, `${name}.upperBound`, upper);
  }
  if (sorted && !(lx <= ux && ly <= uy)) {
    throw new Error(
      `${where}: ${name} has lowerBound (${lx}, ${ly}) above upperBound (${ux}, ${uy}) on some axis; ` +
        'each lowerBound component must be <= the upperBound one',
    );
  }
}

/**
 * True when all eight numbers of two transforms have typeof 'number' (they may still be NaN or
 * infinite). a and b are the transforms' four numbers each, as b2TransformNumbers gives them.
 * Where the arrays hold doubles, V8's optimizing compiler removes every test.
 */
export function b2TransformsAreNumbers(a: readonly number[], b: readonly number[]): boolean {
  return (
    typeof a[0] === 'number' && typeof a[1] === 'number' && typeof a[2] === 'number' && typeof a[3] === 'number' &&
    typeof b[0] === 'number' && typeof b[1] === 'number' && typeof b[2] === 'number' && typeof b[3] === 'number'
  );
}

/**
 * True when all eight numbers of two transforms (their b2TransformNumbers) are numbers within
 * ±b2_maxFloat (so finite) and each rotation passes b2RotationIsBounded. Used where a few compares per call are cheap; b2CollidePolygons writes
 * its own finite sum (rule 7), which does not test the range.
 */
export function b2TransformsAreFinite(a: readonly number[], b: readonly number[]): boolean {
  if (!b2TransformsAreNumbers(a, b)) {
    return false;
  }
  // A pose's rotation: |s| + |c| <= 2 (b2RotationIsBounded, written out so no double crosses a call, rule 3).
  // f32: exact (an input check reads the numbers as the caller left them)
  if (!(Math.abs(a[2]) + Math.abs(a[3]) <= 2 && Math.abs(b[2]) + Math.abs(b[3]) <= 2)) {
    return false;
  }
  // Within ±b2_maxFloat, which also rules out NaN and ±Infinity. First one test without branches:
  // a sum of magnitudes within the bound (NaN or Infinity fail it). Only when it fails, which
  // large but valid numbers may also do, the numbers are tested one by one.
  const magnitude =
    Math.abs(a[0]) + Math.abs(a[1]) + Math.abs(a[2]) + Math.abs(a[3]) +
    Math.abs(b[0]) + Math.abs(b[1]) + Math.abs(b[2]) + Math.abs(b[3]);
  if (magnitude <= 3.4028234663852886e38) { // b2_maxFloat (rule 4)
    return true;
  }
  return (
    b2IsInRange(a[0]) && b2IsInRange(a[1]) && b2IsInRange(a[2]) && b2IsInRange(a[3]) &&
    b2IsInRange(b[0]) && b2IsInRange(b[1]) && b2IsInRange(b[2]) && b2IsInRange(b[3])
  );
}

// Scratch of b2CheckTransforms: the numbers of a transform without m_packed.
const scratchA = b2NewTransformArray();
const scratchB = b2NewTransformArray();

/**
 * Throws unless all eight numbers of the two transforms are finite numbers and each rotation passes
 * b2RotationIsBounded; names the first bad one.
 */
export function b2CheckTransforms(where: string, xfA: b2TransformLike, xfB: b2TransformLike): void {
  if ((xfA as { readonly m_packed?: unknown } | undefined)?.m_packed === undefined) {
    b2CheckTransformObject(where, 'xfA', xfA);
  }
  if ((xfB as { readonly m_packed?: unknown } | undefined)?.m_packed === undefined) {
    b2CheckTransformObject(where, 'xfB', xfB);
  }
  // Called on every call of some colliders: the test allocates nothing, the naming below does.
  if (b2TransformsAreFinite(b2TransformNumbers(xfA, scratchA), b2TransformNumbers(xfB, scratchB))) {
    return;
  }
  checkTransform(where, 'xfA', xfA, xfA, xfB);
  checkTransform(where, 'xfB', xfB, xfA, xfB);
}

/**
 * Throws unless xf is a b2Transform or a {p: {x, y}, q: {s, c}} object (what b2TransformNumbers
 * reads): a null, a number or a missing p would otherwise meet an engine TypeError first.
 */
export function b2CheckTransformObject(where: string, name: string, xf: unknown): void {
  if (typeof xf !== 'object' || xf === null) {
    throw new Error(`${where}: ${name} expected a b2Transform, got ${b2DescribeValue(xf)}`);
  }
  const { p, q } = xf as { p?: unknown; q?: unknown };
  if (typeof p !== 'object' || p === null || typeof q !== 'object' || q === null) {
    throw new Error(`${where}: ${name} expected a b2Transform or {p: {x, y}, q: {s, c}}, got ${b2DescribeValue(xf)} with p ${b2DescribeValue(p)}, q ${b2DescribeValue(q)}`);
  }
}

// f32: exact (an input check reads the fields as the caller left them)
function checkTransform(where: string, name: string, xf: b2TransformLike, xfA: b2TransformLike, xfB: b2TransformLike): void {
  b2CheckTransformObject(where, name, xf);
  const fields: [string, unknown][] = [
    ['p.x', xf.p.x],
    ['p.y', xf.p.y],
    ['q.s', xf.q.s],
    ['q.c', xf.q.c],
  ];
  for (const [field, value] of fields) {
    if (typeof value !== 'number') {
      throw new Error(`${where}: ${name}.${field} expected a number, got ${b2DescribeValue(value)}`);
    }
    if (!Number.isFinite(value)) {
      if (xfA === xfB) {
        throw new Error(`${where}: the transform is not finite (${formatTransform(xf)})`);
      }
      throw new Error(`${where}: a transform is not finite (xfA ${formatTransform(xfA)}, xfB ${formatTransform(xfB)})`);
    }
    if (!b2IsInRange(value)) {
      throw new Error(`${where}: ${name}.${field} ${value} is beyond ±b2_maxFloat (3.4e38), the supported range`);
    }
  }
  b2CheckPoseRotation(where, `${name}.q`, xf.q.s, xf.q.c);
}

/**
 * True when (s, c) may be the rotation of a pose a collision function reads: |s| + |c| <= 2. A unit
 * rotation's sum is at most √2; Box2D assumes unit rotations and does not test them, and a rotation
 * entry of 1e18 makes float32's products of rotated points overflow (NaN closest points in C's
 * float). One sum of magnitudes, exact in both builds, so both refuse the same rotations.
 */
// f32: exact (an input check reads the numbers as the caller left them)
export function b2RotationIsBounded(s: number, c: number): boolean {
  return Math.abs(s) + Math.abs(c) <= 2;
}

/**
 * Throws unless (s, c), the rotation `name` of a pose, passes b2RotationIsBounded: `${where}:
 * xfA.q (s 1e+18, c 0) is not a rotation: |s| + |c| is above 2 ...`. Numbers only (the caller has
 * checked them).
 */
// f32: exact (a message shows the numbers as the caller left them)
export function b2CheckPoseRotation(where: string, name: string, s: number, c: number): void {
  if (!b2RotationIsBounded(s, c)) {
    throw new Error(
      `${where}: ${name} (s ${s}, c ${c}) is not a rotation: |s| + |c| is above 2 (a unit rotation's is at most √2); ` +
        'make it with b2Rot.Set(angle) or SetSinCos',
    );
  }
}

/**
 * True when p is an {x, y} object (not an array) whose coordinates are numbers with a sum of
 * magnitudes within b2_maxFloat: b2CheckFinitePoint's test as one condition, for hot callers that
 * name a failure with it (two large coordinates each in range fail this and pass that).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2PointIsInRange(p: unknown): boolean {
  return (
    typeof p === 'object' && p !== null && !Array.isArray(p) &&
    typeof (p as b2XY).x === 'number' && typeof (p as b2XY).y === 'number' &&
    Math.abs((p as b2XY).x) + Math.abs((p as b2XY).y) <= 3.4028234663852886e38 // b2_maxFloat (rule 4)
  );
}

/**
 * Throws unless p is an {x, y} object whose coordinates are finite numbers: `${where}: ${name}
 * is not finite (x, y)`, `${name}.x expected a number, got string '1.5'`, or, for an [x, y] array
 * or a non-object, `${name} expected {x, y}, got ...`.
 */
export function b2CheckFinitePoint(where: string, name: string, p: b2XY): void {
  const point: unknown = p;
  if (typeof point !== 'object' || point === null || Array.isArray(point)) {
    throw new Error(`${where}: ${name} expected {x, y}, got ${b2DescribeValue(point)}`);
  }
  const x: unknown = (point as { x?: unknown }).x;
  const y: unknown = (point as { y?: unknown }).y;
  if (x === undefined && y === undefined) {
    throw new Error(`${where}: ${name} expected {x, y}, got ${b2DescribeValue(point)} without x and y`);
  }
  if (typeof x !== 'number') {
    throw new Error(`${where}: ${name}.x expected a number, got ${b2DescribeValue(x)}`);
  }
  if (typeof y !== 'number') {
    throw new Error(`${where}: ${name}.y expected a number, got ${b2DescribeValue(y)}`);
  }
  if (!(Number.isFinite(x) && Number.isFinite(y))) {
    throw new Error(`${where}: ${name} is not finite (${x}, ${y})`);
  }
  if (!(b2IsInRange(x) && b2IsInRange(y))) {
    throw new Error(`${where}: ${name} (${x}, ${y}) is beyond ±b2_maxFloat (3.4e38), the supported range`);
  }
}

// f32: exact (a message shows the fields as the caller left them)
function formatTransform(xf: b2TransformLike): string {
  return `p=(${xf.p.x}, ${xf.p.y}) q=(s ${xf.q.s}, c ${xf.q.c})`;
}

/**
 * Throws unless the transform's four numbers are numbers within ±b2_maxFloat and its rotation passes
 * b2RotationIsBounded (the shape queries' check): typeof first, then sums of magnitudes (rule 7);
 * the naming only on failure.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckTransform(where: string, xf: b2TransformLike): void {
  if ((xf as { readonly m_packed?: unknown } | undefined)?.m_packed === undefined) {
    b2CheckTransformObject(where, 'xf', xf);
  }
  if (!b2TransformNumbersFit(b2TransformNumbers(xf, scratchA))) {
    checkTransform(where, 'xf', xf, xf, xf);
  }
}

/**
 * A fast test that t, a transform's four numbers [p.x, p.y, q.s, q.c] (rule 11), passes
 * b2CheckTransform: true only when all four are numbers (typeof first; V8 removes the tests where
 * t holds doubles), p.x² + p.y² <= 1e76 (so |p.x|, |p.y| <= 1e38, within ±b2_maxFloat) and
 * q.s² + q.c² <= 2 (so |s| + |c| <= 2, b2RotationIsBounded, and both within range). A false is
 * not a refusal: b2CheckTransform's naming then tests each number as its rule says (a p.x of 3e38
 * passes there). Squares rather than rule 7's magnitudes: a product is a third of Math.abs's
 * bytecode, and b2CheckTransform, b2CheckedTransformNumbers and the queries' one fast condition
 * all test this one function, small enough for V8 to inline into a query that is itself inlined
 * into its caller, so their rules cannot drift apart.
 */
// f32: exact (an input check reads the numbers as the caller left them)
export function b2TransformNumbersFit(t: readonly number[]): boolean {
  const x = t[0];
  const y = t[1];
  const s = t[2];
  const c = t[3];
  return (
    typeof x === 'number' && typeof y === 'number' && typeof s === 'number' && typeof c === 'number' &&
    x * x + y * y <= 1e76 && s * s + c * c <= 2
  );
}

/**
 * b2CheckTransform and b2TransformNumbers in one call, for the shape queries: returns xf's four
 * numbers [p.x, p.y, q.s, q.c] (rule 11) once they pass b2CheckTransform's rule. The hot test reads
 * m_packed once and is a few comparisons, small enough for V8 to inline into a query that is itself
 * inlined into its caller; a transform without m_packed, and every failure, go to the cold path,
 * which is b2CheckTransform itself, so the messages are its messages.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckedTransformNumbers(where: string, xf: b2TransformLike, scratch: number[]): readonly number[] {
  const t = (xf as { readonly m_packed?: readonly number[] } | null | undefined)?.m_packed;
  if (t !== undefined && b2TransformNumbersFit(t)) {
    return t;
  }
  return checkedTransformNumbersCold(where, xf, scratch);
}

// b2CheckedTransformNumbers' cold path: throws as b2CheckTransform does, else (a {p, q} transform
// without m_packed, or one whose m_packed is not an array of numbers yet passes) the numbers.
function checkedTransformNumbersCold(where: string, xf: b2TransformLike, scratch: number[]): readonly number[] {
  b2CheckTransform(where, xf);
  return b2TransformNumbers(xf, scratch);
}

/** The fields of b2RayCastInput a check reads (structural, so common/ needs nothing from collision/). */
interface RayFields {
  readonly p1: b2XY;
  readonly p2: b2XY;
  readonly maxFraction: number;
}

/**
 * Throws unless the ray's points are numbers within ±b2_maxFloat and its maxFraction a number in
 * [0, 1] (C++ reads p1 + maxFraction·(p2 − p1) as a point of the segment; outside [0, 1] it is not).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckRayCastInput(where: string, input: RayFields): void {
  const object: unknown = input;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !('p1' in object)) {
    throw new Error(`${where}: input expected a b2RayCastInput, got ${b2DescribeValue(object)}`);
  }
  const p1 = input.p1;
  const p2 = input.p2;
  if (
    typeof p1 !== 'object' || p1 === null || typeof p2 !== 'object' || p2 === null ||
    typeof p1.x !== 'number' || typeof p1.y !== 'number' || typeof p2.x !== 'number' || typeof p2.y !== 'number' ||
    !(Math.abs(p1.x) + Math.abs(p1.y) + Math.abs(p2.x) + Math.abs(p2.y) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    b2CheckFinitePoint(where, 'input.p1', p1);
    b2CheckFinitePoint(where, 'input.p2', p2);
  }
  const maxFraction: unknown = input.maxFraction;
  if (typeof maxFraction !== 'number' || !(maxFraction >= 0 && maxFraction <= 1)) {
    throw new Error(`${where}: the ray's maxFraction must lie in [0, 1], got ${b2DescribeValue(maxFraction)}`);
  }
}

/** Throws unless density is a number in [0, b2_maxFloat] (C++ ComputeMass trusts it). */
// f32: exact (an input check reads the value as the caller left it)
export function b2CheckDensity(where: string, density: number): void {
  const value: unknown = density;
  if (!(typeof value === 'number' && value >= 0 && value <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    if (typeof value === 'number' && value > 3.4028234663852886e38 && value < Infinity) { // b2_maxFloat (rule 4)
      throw new Error(`${where}: density ${value} is beyond ±b2_maxFloat (3.4e38), the supported range`);
    }
    throw new Error(`${where}: density must be finite and not negative, got ${b2DescribeValue(value)}`);
  }
}

/**
 * Throws unless childIndex is a whole number in [0, count): the shape's GetChildCount(). C++ ignores
 * the index of single-child shapes and only asserts it for chains.
 */
// f32: integer (an index is never rounded)
export function b2CheckChildIndex(where: string, childIndex: number, count: number): void {
  b2CheckIndex(where, 'child index', childIndex, count);
}

// The checks of the math primitives (b2Vec2, b2Rot, b2Transform, their views, b2Dot, b2Cross_*,
// b2Mul*, b2Sin/b2Cos/b2Atan2, b2AABB): each is typeof tests and one sum of magnitudes compared
// with b2_maxFloat (rule 7), inlined by V8 into the caller; the naming is a separate function that
// runs only when the test fails. The library's own hot code calls the unchecked kernels instead
// (src/README.md rule 12).

/**
 * Throws unless p is an {x, y} object of numbers within ±b2_maxFloat, named as b2CheckFinitePoint
 * names them (`${name}.x expected a number, got string '1.5'`, `${name} is not finite (NaN, 0)`).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPoint(where: string, name: string, p: b2XY): void {
  const point: unknown = p;
  if (
    typeof point !== 'object' || point === null ||
    typeof p.x !== 'number' || typeof p.y !== 'number' ||
    !(Math.abs(p.x) + Math.abs(p.y) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    if (typeof point === 'object' && point !== null && p.x === undefined && p.y === undefined) {
      // Neither coordinate ({}, an array): show the value as given.
      throw new Error(`${where}: ${name} expected {x, y}, got ${b2DescribeValue(point)}`);
    }
    b2CheckFinitePoint(where, name, p);
  }
}

/** Throws unless x and y are numbers within ±b2_maxFloat (b2CheckNumber's messages, x first). */
// f32: exact (an input check reads the values as the caller left them)
export function b2CheckNumbers2(where: string, nameX: string, x: number, nameY: string, y: number): void {
  const vx: unknown = x;
  const vy: unknown = y;
  if (typeof vx !== 'number' || typeof vy !== 'number' || !(Math.abs(x) + Math.abs(y) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    b2CheckNumber(where, nameX, vx);
    b2CheckNumber(where, nameY, vy);
  }
}

/**
 * Throws unless q is an {s, c} object of numbers within ±b2_maxFloat. Unit length is not tested
 * (C++ does not either; SetSinCos and SetPositionSinCos do): `${name}.s expected a number, got
 * null`, `${name} is not finite (s NaN, c 1)`.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckRotation(where: string, name: string, q: b2RotLike): void {
  const rotation: unknown = q;
  if (
    typeof rotation !== 'object' || rotation === null ||
    typeof q.s !== 'number' || typeof q.c !== 'number' ||
    !(Math.abs(q.s) + Math.abs(q.c) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    nameBadRotation(where, name, rotation);
  }
}

// b2CheckRotation's naming, on failure only.
// f32: exact (a message shows the fields as the caller left them)
function nameBadRotation(where: string, name: string, rotation: unknown): void {
  const s: unknown = (rotation as { s?: unknown } | null)?.s;
  const c: unknown = (rotation as { c?: unknown } | null)?.c;
  if (typeof rotation !== 'object' || rotation === null || Array.isArray(rotation) || (s === undefined && c === undefined)) {
    throw new Error(`${where}: ${name} expected {s, c}, got ${b2DescribeValue(rotation)}`);
  }
  if (typeof s !== 'number') {
    throw new Error(`${where}: ${name}.s expected a number, got ${b2DescribeValue(s)}`);
  }
  if (typeof c !== 'number') {
    throw new Error(`${where}: ${name}.c expected a number, got ${b2DescribeValue(c)}`);
  }
  if (!(Number.isFinite(s) && Number.isFinite(c))) {
    throw new Error(`${where}: ${name} is not finite (s ${s}, c ${c})`);
  }
  // The sum of magnitudes also fails for two large numbers that are each within the range.
  if (!(b2IsInRange(s) && b2IsInRange(c))) {
    throw new Error(`${where}: ${name} (s ${s}, c ${c}) is beyond ±b2_maxFloat (3.4e38), the supported range`);
  }
}

/**
 * Throws unless xf is a b2Transform or {p: {x, y}, q: {s, c}} whose four numbers are within
 * ±b2_maxFloat, naming it `name` (b2CheckTransform names it `xf`): `${name}.q.s expected a number,
 * got BigInt 1n`, `${name} is not finite (p=(NaN, 0) q=(s 0, c 1))`.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckTransformNamed(where: string, name: string, xf: b2TransformLike): void {
  if ((xf as { readonly m_packed?: unknown } | undefined)?.m_packed === undefined) {
    const object: unknown = xf;
    if (typeof object === 'object' && object !== null && (object as { p?: unknown }).p === undefined && (object as { q?: unknown }).q === undefined) {
      // Neither p nor q ({}, an array): show the value as given.
      throw new Error(`${where}: ${name} expected a b2Transform or {p: {x, y}, q: {s, c}}, got ${b2DescribeValue(object)}`);
    }
    b2CheckTransformObject(where, name, xf);
  }
  const t = b2TransformNumbers(xf, scratchNamed); // [p.x, p.y, q.s, q.c] (rule 11)
  if (
    typeof t[0] !== 'number' || typeof t[1] !== 'number' || typeof t[2] !== 'number' || typeof t[3] !== 'number' ||
    !(Math.abs(t[0]) + Math.abs(t[1]) + Math.abs(t[2]) + Math.abs(t[3]) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    nameBadTransform(where, name, xf);
  }
}

// Scratch of b2CheckTransformNamed: the numbers of a transform without m_packed.
const scratchNamed = b2NewTransformArray();

// b2CheckTransformNamed's naming, on failure only.
// f32: exact (a message shows the fields as the caller left them)
function nameBadTransform(where: string, name: string, xf: b2TransformLike): void {
  const fields: [string, unknown][] = [
    ['p.x', xf.p.x],
    ['p.y', xf.p.y],
    ['q.s', xf.q.s],
    ['q.c', xf.q.c],
  ];
  for (const [field, value] of fields) {
    if (typeof value !== 'number') {
      throw new Error(`${where}: ${name}.${field} expected a number, got ${b2DescribeValue(value)}`);
    }
  }
  for (const [field, value] of fields) {
    if (!Number.isFinite(value)) {
      throw new Error(`${where}: ${name} is not finite (${formatTransform(xf)})`);
    }
    if (!b2IsInRange(value)) {
      throw new Error(`${where}: ${name}.${field} ${String(value)} is beyond ±b2_maxFloat (3.4e38), the supported range`);
    }
  }
}

/**
 * Throws unless out is a vector to write into: an object (not an array) that has x and y, not
 * frozen. A plain {} or an array would take the writes and come back as something else than a
 * vector; what x and y hold does not matter, they are overwritten.
 */
export function b2CheckOutputVector(where: string, name: string, out: unknown): void {
  if (typeof out !== 'object' || out === null || Array.isArray(out) || !('x' in out) || !('y' in out)) {
    throw new Error(`${where}: ${name} expected a b2Vec2 or {x, y} to write the result into, got ${b2DescribeValue(out)}`);
  }
  if (Object.isFrozen(out)) {
    throw new Error(`${where}: ${name} is frozen; pass an object the result can be written into`);
  }
  checkViewStorage(where, name, out);
}

/** As b2CheckOutputVector, for a rotation: an object (not an array) that has s and c, not frozen. */
export function b2CheckOutputRotation(where: string, name: string, out: unknown): void {
  if (typeof out !== 'object' || out === null || Array.isArray(out) || !('s' in out) || !('c' in out)) {
    throw new Error(`${where}: ${name} expected a b2Rot or {s, c} to write the result into, got ${b2DescribeValue(out)}`);
  }
  if (Object.isFrozen(out)) {
    throw new Error(`${where}: ${name} is frozen; pass an object the result can be written into`);
  }
  checkViewStorage(where, name, out);
}

/**
 * Throws unless xf is a transform to write into: not frozen, its p a vector and its q a rotation
 * to write into (b2CheckOutputVector, b2CheckOutputRotation).
 */
export function b2CheckOutputTransform(where: string, name: string, xf: unknown): void {
  const p: unknown = (xf as { p?: unknown } | null)?.p;
  const q: unknown = (xf as { q?: unknown } | null)?.q;
  if (typeof xf !== 'object' || xf === null || typeof p !== 'object' || p === null || typeof q !== 'object' || q === null) {
    throw new Error(`${where}: ${name} expected a b2Transform to write the result into, got ${b2DescribeValue(xf)}`);
  }
  if (Object.isFrozen(xf)) {
    throw new Error(`${where}: ${name} is frozen; pass an object the result can be written into`);
  }
  // p and q are tested here and named only when they fail: a name built per call is a new string
  // wherever V8 does not inline this check (48 B per b2Transform.Copy with inlining off).
  if (Array.isArray(p) || !('x' in p) || !('y' in p) || Object.isFrozen(p)) {
    b2CheckOutputVector(where, `${name}.p`, p);
  }
  if (Array.isArray(q) || !('s' in q) || !('c' in q) || Object.isFrozen(q)) {
    b2CheckOutputRotation(where, `${name}.q`, q);
  }
  b2CheckOutputPacked(where, name, xf);
}

/**
 * Throws unless xf's m_packed, where it has one (a b2Transform), takes writes: p and q are views of
 * it, so a frozen m_packed under an unfrozen transform would refuse the result after a partial
 * write (a V8 TypeError). A write-back probe (b2TakesWriteBack), not Object.isFrozen.
 */
export function b2CheckOutputPacked(where: string, name: string, xf: unknown): void {
  const packed: unknown = (xf as { m_packed?: unknown }).m_packed;
  if (packed !== undefined && !b2TakesWriteBack(packed, 0)) {
    throw new Error(`${where}: ${name}.m_packed is frozen; pass a transform the result can be written into`);
  }
}

/**
 * True unless out refuses a write: out[key] is written back with what it holds, so nothing
 * changes; a frozen object or a read-only field refuses it (a TypeError in strict code). Where
 * out has no such field (writing it would add one), Object.isFrozen decides. A write-back is
 * cheaper than Object.isFrozen, a call into V8's runtime, on a hot path.
 */
export function b2TakesWriteBack(out: unknown, key: string | number): boolean {
  if (typeof out !== 'object' || out === null) {
    return false;
  }
  try {
    const target = out as Record<string | number, unknown>;
    const value = target[key];
    if (value === undefined) {
      return !Object.isFrozen(out);
    }
    target[key] = value;
  } catch {
    return false;
  }
  return true;
}
