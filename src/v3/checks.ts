// The v3 layer's input checks, on top of src/common/b2_checks.ts: each names the function, the
// argument and the value as given (b2DescribeValue) before the common check looks inside it.
// Not in C, which trusts its input (src/v3/README.md, rule C).

import { b2CheckAABB, b2CheckFinitePoint, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
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

/** Throws unless out is a writable, non-array object whose x and y hold numbers (a b2Vec2). */
export function checkOutVec2(where: string, name: string, out: unknown): void {
  checkOutPair(where, name, out, 'b2Vec2', 'x', 'y');
}

/** Throws unless out is a writable, non-array object whose `a` and `b` fields hold numbers (a b2Rot, a b2CosSin). */
export function checkOutPair(where: string, name: string, out: unknown, type: string, a: string, b: string): void {
  if (!isRecord(out) || (out[a] === undefined && out[b] === undefined)) {
    throw new Error(`${where}: ${name} expected a ${type} to write the result into, got ${b2DescribeValue(out)}`);
  }
  for (const field of [a, b]) {
    if (typeof out[field] !== 'number') {
      throw new Error(`${where}: ${name}.${field} expected a number (a ${type} to write into), got ${b2DescribeValue(out[field])}`);
    }
  }
  b2CheckOutput(where, name, out);
}

/** Throws unless out is a b2AABB whose two corners are writable b2Vec2s. */
export function checkOutBox(where: string, name: string, out: unknown): void {
  if (!isRecord(out)) {
    throw new Error(`${where}: ${name} expected a b2AABB to write the result into, got ${b2DescribeValue(out)}`);
  }
  b2CheckOutput(where, name, out);
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
  checkPoint(where, `${name}.lowerBound`, box.lowerBound);
  checkPoint(where, `${name}.upperBound`, box.upperBound);
  b2CheckAABB(where, name, box, false);
}
