// The v3 layer's input checks, on top of src/common/b2_checks.ts: each names the function, the
// argument and the value as given (b2DescribeValue) before the common check looks inside it.
// Not in C, which trusts its input (src/v3/README.md, rule C).

import { b2CheckAABB, b2CheckDensity, b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
/** The fields of a b2Vec2 a check reads (structural, so this file imports nothing from the v3 types). */
interface Vec2Fields {
  readonly x: number;
  readonly y: number;
}

/** The fields of a b2AABB a check reads. */
interface BoxFields {
  readonly lowerBound: Vec2Fields;
  readonly upperBound: Vec2Fields;
}

/** True for a non-null object that is not an array. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Throws unless out is a non-array object that has `field` (a struct's first part): a `{}` or an
 * array is named as given, `out expected a b2CastOutput to write the result into, got an object`,
 * rather than by the part it lacks.
 */
export function checkOutStruct(where: string, name: string, out: unknown, type: string, field: string): void {
  if (!isRecord(out) || !(field in out)) {
    throw new Error(`${where}: ${name} expected a ${type} to write the result into, got ${b2DescribeValue(out)}`);
  }
}

// The fast paths of the composite checks below: true exactly when the check of that part would
// pass, so that the part's name (`${name}.p`, a new string) is made only when it fails. A string
// built on every call would be an allocation per call (src/README.md rule 2).

/** True when checkVec (and checkPoint) passes v: x and y numbers whose magnitudes sum to at most FLT_MAX. */
// f32: exact (an input check reads the fields as the caller left them)
function isVec(v: unknown): boolean {
  if (!isRecord(v)) return false;
  const x = v.x;
  const y = v.y;
  return typeof x === 'number' && typeof y === 'number' && Math.abs(x) + Math.abs(y) <= FLT_MAX;
}

/** True when checkRot passes q. */
// f32: exact (an input check reads the fields as the caller left them)
export function isRot(q: unknown): boolean {
  if (!isRecord(q)) return false;
  const c = q.c;
  const s = q.s;
  return typeof c === 'number' && typeof s === 'number' && Math.abs(c) + Math.abs(s) <= FLT_MAX;
}

// The tests below read each field by its name, never as out[key]: a keyed read site shared by
// b2Vec2s, b2Rots and b2CosSins goes megamorphic, and V8 then returns a double field's value as a
// new heap number, 16 bytes per read per call (src/README.md rule 2; npm run bench:v3-alloc).

/** True when checkOutVec2 passes out: x and y numbers, in an object that is not frozen. */
function isOutVec2(out: unknown): boolean {
  return isRecord(out) && typeof out.x === 'number' && typeof out.y === 'number' && !Object.isFrozen(out);
}

/** True when checkOutPair passes a b2Rot out: c and s numbers, in an object that is not frozen. */
export function isOutRot(out: unknown): boolean {
  return isRecord(out) && typeof out.c === 'number' && typeof out.s === 'number' && !Object.isFrozen(out);
}

/** True when checkOutPair passes a b2CosSin out: cosine and sine numbers, in an object that is not frozen. */
export function isOutCosSin(out: unknown): boolean {
  return isRecord(out) && typeof out.cosine === 'number' && typeof out.sine === 'number' && !Object.isFrozen(out);
}

/** True when checkOutPair passes out with fields a and b (a b2Vec2's, a b2Rot's or a b2CosSin's). */
function isOutPair(out: unknown, a: string, b: string): boolean {
  // a and b are literals at every call, so once inlined only one branch is left.
  if (a === 'x' && b === 'y') return isOutVec2(out);
  if (a === 'c' && b === 's') return isOutRot(out);
  if (a === 'cosine' && b === 'sine') return isOutCosSin(out);
  return isRecord(out) && typeof out[a] === 'number' && typeof out[b] === 'number' && !Object.isFrozen(out);
}

/** Throws unless out is a writable, non-array object whose x and y hold numbers (a b2Vec2). */
export function checkOutVec2(where: string, name: string, out: unknown): void {
  if (!isOutVec2(out)) outPairFailure(where, name, out, 'b2Vec2', 'x', 'y');
}

/** Throws unless out is a writable, non-array object whose `a` and `b` fields hold numbers (a b2Rot, a b2CosSin). */
export function checkOutPair(where: string, name: string, out: unknown, type: string, a: string, b: string): void {
  // Small, so V8 inlines it with the test; the naming is a function of its own, on the cold path.
  if (!isOutPair(out, a, b)) outPairFailure(where, name, out, type, a, b);
}

// checkOutPair's naming of the fault, on the cold path.
function outPairFailure(where: string, name: string, out: unknown, type: string, a: string, b: string): void {
  if (!isRecord(out) || (out[a] === undefined && out[b] === undefined)) {
    throw new Error(`${where}: ${name} expected a ${type} to write the result into, got ${b2DescribeValue(out)}`);
  }
  // Field by field, without an array of the names (an allocation per call).
  if (typeof out[a] !== 'number') {
    throw new Error(`${where}: ${name}.${a} expected a number (a ${type} to write into), got ${b2DescribeValue(out[a])}`);
  }
  if (typeof out[b] !== 'number') {
    throw new Error(`${where}: ${name}.${b} expected a number (a ${type} to write into), got ${b2DescribeValue(out[b])}`);
  }
  b2CheckOutput(where, name, out);
}

/** Throws unless out is a b2AABB whose two corners are writable b2Vec2s. */
export function checkOutBox(where: string, name: string, out: unknown): void {
  if (!isRecord(out) || !('lowerBound' in out)) {
    throw new Error(`${where}: ${name} expected a b2AABB to write the result into, got ${b2DescribeValue(out)}`);
  }
  b2CheckOutput(where, name, out);
  if (isOutVec2(out.lowerBound) && isOutVec2(out.upperBound)) return;
  checkOutVec2(where, `${name}.lowerBound`, out.lowerBound);
  checkOutVec2(where, `${name}.upperBound`, out.upperBound);
}

/** Throws unless p is a non-array object whose x and y are finite numbers within ±FLT_MAX. */
export function checkPoint(where: string, name: string, p: Vec2Fields): void {
  const value: unknown = p;
  if (!isRecord(value) || (value.x === undefined && value.y === undefined)) {
    throw new Error(`${where}: ${name} expected a b2Vec2, got ${b2DescribeValue(value)}`);
  }
  // Names the field and shows its value: `p.x expected a number, got string '1.5'`.
  b2CheckFinitePoint(where, name, p);
}

/** Throws unless box is a b2AABB of finite numbers within ±FLT_MAX (its order is not checked). */
export function checkBox(where: string, name: string, box: BoxFields): void {
  const value: unknown = box;
  if (!isRecord(value) || !isRecord(value.lowerBound) || !isRecord(value.upperBound)) {
    throw new Error(`${where}: ${name} expected a b2AABB, got ${b2DescribeValue(value)}`);
  }
  if (!isVec(box.lowerBound) || !isVec(box.upperBound)) {
    checkPoint(where, `${name}.lowerBound`, box.lowerBound);
    checkPoint(where, `${name}.upperBound`, box.upperBound);
  }
  b2CheckAABB(where, name, box, false);
}

// The checks of the public math primitives (math_public.ts): each is typeof tests and one sum of
// magnitudes against FLT_MAX on the fast path; the naming runs only when that test fails. The
// kernels in math_functions.ts check nothing (src/v3/README.md, rule C).

const FLT_MAX = 3.4028234663852886e38; // C's FLT_MAX = b2_maxFloat (src/README.md rule 4)

/** The fields of a b2Rot a check reads. */
interface RotFields {
  readonly c: number;
  readonly s: number;
}

/** The fields of a b2Transform a check reads. */
interface TransformFields {
  readonly p: Vec2Fields;
  readonly q: RotFields;
}

/** The fields of a b2Mat22 a check reads. */
interface MatFields {
  readonly cx: Vec2Fields;
  readonly cy: Vec2Fields;
}

/** The fields of a b2Plane a check reads. */
interface PlaneFields {
  readonly normal: Vec2Fields;
  readonly offset: number;
}

/** Throws unless v is a b2Vec2 (an object, not an array) whose x and y are numbers within ±FLT_MAX. */
// f32: exact (an input check reads the fields as the caller left them)
export function checkVec(where: string, name: string, v: Vec2Fields): void {
  const value: unknown = v;
  if (
    typeof value !== 'object' || value === null || Array.isArray(value) ||
    typeof v.x !== 'number' || typeof v.y !== 'number' ||
    !(Math.abs(v.x) + Math.abs(v.y) <= FLT_MAX)
  ) {
    checkPoint(where, name, v);
  }
}

/** Throws unless q is a b2Rot (an object, not an array) whose c and s are numbers within ±FLT_MAX; unit length is not tested. */
// f32: exact (an input check reads the fields as the caller left them)
export function checkRot(where: string, name: string, q: RotFields): void {
  const value: unknown = q;
  if (
    typeof value !== 'object' || value === null || Array.isArray(value) ||
    typeof q.c !== 'number' || typeof q.s !== 'number' ||
    !(Math.abs(q.c) + Math.abs(q.s) <= FLT_MAX)
  ) {
    nameBadFields(where, name, value, 'b2Rot', ['c', 's']);
  }
}

/**
 * Throws unless (c, s), the rotation `name` of a pose a collision function reads, has |c| + |s| <= 2
 * (b2RotationIsBounded's rule in src/common/b2_checks.ts): a unit rotation's sum is at most √2. C
 * assumes unit rotations without testing them; an entry of 1e18 makes float's products of rotated
 * points overflow there (NaN normals and points). Numbers only: the caller has checked them.
 */
// f32: exact (an input check reads the numbers as the caller left them)
export function checkPoseRot(where: string, name: string, c: number, s: number): void {
  if (!(Math.abs(c) + Math.abs(s) <= 2)) {
    throw new Error(
      `${where}: ${name} (c ${c}, s ${s}) is not a rotation: |c| + |s| is above 2 (a unit rotation's is at most √2); make it with b2MakeRot`,
    );
  }
}

/** Throws unless t is a b2Transform whose p is a b2Vec2 and q a b2Rot, all numbers within ±FLT_MAX. */
// f32: exact (an input check reads the fields as the caller left them)
export function checkXf(where: string, name: string, t: TransformFields): void {
  const value: unknown = t;
  if (!isRecord(value) || !isRecord(value.p) || !isRecord(value.q)) {
    throw new Error(`${where}: ${name} expected a b2Transform, got ${b2DescribeValue(value)}`);
  }
  if (isVec(t.p) && isRot(t.q)) return;
  checkVec(where, `${name}.p`, t.p);
  checkRot(where, `${name}.q`, t.q);
}

/** Throws unless m is a b2Mat22 whose columns cx and cy are b2Vec2s of numbers within ±FLT_MAX. */
// f32: exact (an input check reads the fields as the caller left them)
export function checkMat(where: string, name: string, m: MatFields): void {
  const value: unknown = m;
  if (!isRecord(value) || !isRecord(value.cx) || !isRecord(value.cy)) {
    throw new Error(`${where}: ${name} expected a b2Mat22, got ${b2DescribeValue(value)}`);
  }
  if (isVec(m.cx) && isVec(m.cy)) return;
  checkVec(where, `${name}.cx`, m.cx);
  checkVec(where, `${name}.cy`, m.cy);
}

/** Throws unless plane is a b2Plane whose normal is a b2Vec2 and offset a number, all within ±FLT_MAX (unit length is not tested). */
// f32: exact (an input check reads the fields as the caller left them)
export function checkPlane(where: string, name: string, plane: PlaneFields): void {
  const value: unknown = plane;
  if (!isRecord(value) || !isRecord(value.normal)) {
    throw new Error(`${where}: ${name} expected a b2Plane, got ${b2DescribeValue(value)}`);
  }
  const offset: unknown = plane.offset;
  if (isVec(plane.normal) && typeof offset === 'number' && Math.abs(offset) <= FLT_MAX) return;
  checkVec(where, `${name}.normal`, plane.normal);
  b2CheckNumber(where, `${name}.offset`, plane.offset);
}

/** Throws unless x and y are numbers within ±FLT_MAX (b2CheckNumber's messages, x first). */
// f32: exact (an input check reads the values as the caller left them)
export function checkNumbers2(where: string, nameX: string, x: number, nameY: string, y: number): void {
  const vx: unknown = x;
  const vy: unknown = y;
  if (typeof vx !== 'number' || typeof vy !== 'number' || !(Math.abs(x) + Math.abs(y) <= FLT_MAX)) {
    b2CheckNumber(where, nameX, vx);
    b2CheckNumber(where, nameY, vy);
  }
}

/**
 * b2CheckNumber with its passing test inline: value is passed on only when it fails, so a caller
 * whose check V8 does not inline boxes no double for the call (src/README.md rule 3).
 */
// f32: exact (an input check reads the value as the caller left it)
export function checkNumber(where: string, name: string, value: unknown): void {
  if (!(typeof value === 'number' && Math.abs(value) <= FLT_MAX)) {
    b2CheckNumber(where, name, value);
  }
}

/** b2CheckDensity with its passing test inline (checkNumber's reason). */
// f32: exact (an input check reads the value as the caller left it)
export function checkDensity(where: string, density: unknown): void {
  if (!(typeof density === 'number' && density >= 0 && density <= FLT_MAX)) {
    b2CheckDensity(where, density as number);
  }
}

/** C's int range: what b2MinInt, b2MaxInt, b2AbsInt and b2ClampInt take. */
// f32: integer
const INT_MIN = -2147483648;
// f32: integer
const INT_MAX = 2147483647;

/** Throws unless value is a whole number in C's int range [-2^31, 2^31 - 1]. */
// f32: integer (an int is never rounded)
export function checkInt(where: string, name: string, value: unknown): void {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX)) {
    throw new Error(`${where}: ${name} expected a whole number in [${INT_MIN}, ${INT_MAX}] (C's int), got ${b2DescribeValue(value)}`);
  }
}

/** Throws unless out is a writable b2Transform: not frozen, its p a writable b2Vec2 and its q a writable b2Rot. */
export function checkOutXf(where: string, name: string, out: unknown): void {
  if (!isRecord(out) || !isRecord(out.p) || !isRecord(out.q)) {
    throw new Error(`${where}: ${name} expected a b2Transform to write the result into, got ${b2DescribeValue(out)}`);
  }
  b2CheckOutput(where, name, out);
  if (isOutVec2(out.p) && isOutRot(out.q)) return;
  checkOutVec2(where, `${name}.p`, out.p);
  checkOutPair(where, `${name}.q`, out.q, 'b2Rot', 'c', 's');
}

/** Throws unless out is a writable b2Mat22: its columns cx and cy writable b2Vec2s. */
export function checkOutMat(where: string, name: string, out: unknown): void {
  if (!isRecord(out) || !isRecord(out.cx) || !isRecord(out.cy)) {
    throw new Error(`${where}: ${name} expected a b2Mat22 to write the result into, got ${b2DescribeValue(out)}`);
  }
  b2CheckOutput(where, name, out);
  if (isOutVec2(out.cx) && isOutVec2(out.cy)) return;
  checkOutVec2(where, `${name}.cx`, out.cx);
  checkOutVec2(where, `${name}.cy`, out.cy);
}

/**
 * The naming of a failed struct check, on failure only: a non-object or an object with none of the
 * fields (`{}`, an array) is shown as given; otherwise the first bad field, by b2CheckNumber.
 */
// f32: exact (a message shows the fields as the caller left them)
function nameBadFields(where: string, name: string, value: unknown, type: string, fields: readonly string[]): void {
  if (!isRecord(value) || fields.every((f) => value[f] === undefined)) {
    throw new Error(`${where}: ${name} expected a ${type}, got ${b2DescribeValue(value)}`);
  }
  for (const f of fields) {
    b2CheckNumber(where, `${name}.${f}`, value[f]);
  }
}
