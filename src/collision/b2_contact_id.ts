// Contact feature identifiers (C++ b2ContactFeature and the b2ContactID union, b2_collision.h).

import { b2CheckOutput } from '../common/b2_checks';
import { b2DescribeValue } from '../common/b2_describe_value';

/**
 * What kind of feature a contact point lies on. C++: `b2ContactFeature::Type` in b2_collision.h,
 * same names and numbers (Deviation 4, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)). A frozen
 * object and a type of its values (0 | 1) rather than a TypeScript enum: any `number` is assignable
 * to a numeric enum, so `cf.typeA = n` would type-check for every n; this type rejects it.
 */
export const b2ContactFeatureType = Object.freeze({
  /** The point lies on a vertex. */
  e_vertex: 0,
  /** The point lies on a face (an edge: face i runs from vertex i to i + 1). */
  e_face: 1,
} as const);
/** A value of b2ContactFeatureType: 0 (e_vertex) or 1 (e_face). C++: `b2ContactFeature::Type`. */
export type b2ContactFeatureType = (typeof b2ContactFeatureType)[keyof typeof b2ContactFeatureType];

/**
 * The features that meet at a contact point: a vertex or a face (edge) of shape A and of shape B.
 * C++: `b2ContactFeature` in b2_collision.h, where each field is an unsigned byte; members keep
 * their C++ names, `Set` and `Copy` are not in C++.
 */
export class b2ContactFeature {
  /** Feature index on shape A. */
  indexA = 0;
  /** Feature index on shape B. */
  indexB = 0;
  /** Feature type on shape A. */
  typeA: b2ContactFeatureType = 0;
  /** Feature type on shape B. */
  typeB: b2ContactFeatureType = 0;

  // f32: integer. The four fields are bytes, which float32 holds exactly: nothing to round.
  /**
   * Sets all four fields, unchecked. Not in C++.
   * @param indexA - feature index on shape A, 0..255
   * @param indexB - feature index on shape B, 0..255
   * @param typeA - feature type on shape A
   * @param typeB - feature type on shape B
   * @returns this feature
   * @throws Error, before any write, when what it reads is not finite numbers within ±b2_maxFloat, a feature is not a byte or what it writes is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(indexA: number, indexB: number, typeA: b2ContactFeatureType, typeB: b2ContactFeatureType): this {
    // Not in C++ (uint8 parameters): each must be a byte, checked before the first write.
    checkBytes('b2ContactFeature.Set', '', indexA, indexB, typeA, typeB);
    b2CheckOutput('b2ContactFeature.Set', 'this', this);
    this.indexA = indexA;
    this.indexB = indexB;
    this.typeA = typeA;
    this.typeB = typeB;
    return this;
  }

  /**
   * Copies the four fields of other. Not in C++ (there, the assignment).
   * @param other - the feature to copy; only read
   * @returns this feature
   * @throws Error, before any write, when what it reads is not finite numbers within ±b2_maxFloat, a feature is not a byte or what it writes is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Copy(other: Readonly<b2ContactFeature>): this {
    b2CheckContactFeature('b2ContactFeature.Copy', 'other', other);
    b2CheckOutput('b2ContactFeature.Copy', 'this', this);
    this.indexA = other.indexA;
    this.indexB = other.indexB;
    this.typeA = other.typeA;
    this.typeB = other.typeB;
    return this;
  }
}

/**
 * Throws unless the four fields of cf are bytes (whole numbers from 0 to 255), as C++'s uint8
 * fields are: `${where}: ${name}.indexA 300 is not a byte (0 to 255)`.
 */
/**
 * b2ContactFeature.Set without its check, for the colliders, whose values are bytes by
 * construction (the hot paths keep their cost). Not exported from the package.
 */
// f32: integer (bytes, never rounded)
export function b2WriteContactFeature(cf: b2ContactFeature, indexA: number, indexB: number, typeA: b2ContactFeatureType, typeB: b2ContactFeatureType): void {
  cf.indexA = indexA;
  cf.indexB = indexB;
  cf.typeA = typeA;
  cf.typeB = typeB;
}

/**
 * True when cf is a b2ContactFeature whose four fields are bytes: b2CheckContactFeature's test as
 * one condition that builds no name, for callers that name a failure with it.
 */
// f32: integer (bytes, never rounded)
export function b2ContactFeatureIsSound(cf: unknown): boolean {
  if (typeof cf !== 'object' || cf === null || Array.isArray(cf)) {
    return false;
  }
  const f = cf as Readonly<b2ContactFeature>;
  return isByte(f.indexA) && isByte(f.indexB) && isByte(f.typeA) && isByte(f.typeB);
}

// f32: integer (bytes, never rounded)
export function b2CheckContactFeature(where: string, name: string, cf: Readonly<b2ContactFeature>): void {
  const object: unknown = cf;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !('indexA' in object)) {
    throw new Error(`${where}: ${name} expected a b2ContactFeature, got ${b2DescribeValue(object)}`);
  }
  checkBytes(where, `${name}.`, cf.indexA, cf.indexB, cf.typeA, cf.typeB);
}

/** Throws unless the four values are bytes (0 to 255), naming the first that is not as `${prefix}indexA` ... */
// f32: integer (bytes, never rounded)
function checkBytes(where: string, prefix: string, indexA: unknown, indexB: unknown, typeA: unknown, typeB: unknown): void {
  if (isByte(indexA) && isByte(indexB) && isByte(typeA) && isByte(typeB)) {
    return;
  }
  const fields: [string, unknown][] = [[`${prefix}indexA`, indexA], [`${prefix}indexB`, indexB], [`${prefix}typeA`, typeA], [`${prefix}typeB`, typeB]];
  for (const [field, value] of fields) {
    if (!isByte(value)) {
      throw new RangeError(`${where}: ${field} ${b2DescribeValue(value)} is not a byte (0 to 255), as the C++ uint8 field is; cf and key would disagree`);
    }
  }
}

/** True for a whole number from 0 to 255 (typeof first: a BigInt in `x | 0` would throw). */
// f32: integer
function isByte(x: unknown): boolean {
  return typeof x === 'number' && (x & 0xff) === x;
}


/**
 * A contact point's identity across frames. C++: `b2ContactID` in b2_collision.h, a union of the
 * four feature bytes and a uint32 `key`; here `key` is computed from `cf` on every read and
 * written through to `cf`, so the two can never disagree (Deviation 4, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)). The
 * packing is the little-endian layout of the union: indexA | indexB << 8 | typeA << 16 |
 * typeB << 24, as an unsigned 32-bit number.
 */
export class b2ContactID {
  /** The four feature bytes. C++: `b2ContactID::cf`. */
  readonly cf = new b2ContactFeature();

  /**
   * The four bytes of cf as one unsigned 32-bit number; writing it sets all four. C++:
   * `b2ContactID::key` (a union member there, an accessor here). Reading it throws a RangeError
   * when a field of cf is not a byte (C++'s uint8 fields cannot hold one), since key and cf would
   * then disagree.
   */
  get key(): number {
    const cf = this.cf;
    // typeof first: a BigInt field would meet V8's "Cannot mix BigInt" in the bitwise key.
    if (!(typeof cf.indexA === 'number' && typeof cf.indexB === 'number' && typeof cf.typeA === 'number' && typeof cf.typeB === 'number')) {
      b2CheckContactFeature('b2ContactID.key', 'cf', cf);
    }
    const key = ((cf.indexA & 0xff) | ((cf.indexB & 0xff) << 8) | ((cf.typeA & 0xff) << 16) | ((cf.typeB & 0xff) << 24)) >>> 0;
    // Not in C++, where each field is a uint8 and cannot hold 300: a field written by hand that is
    // not a byte (300, 1.5, '1') would make key and cf disagree, so reading key throws instead.
    // Four compares of values already loaded.
    if (!((key & 0xff) === cf.indexA && ((key >>> 8) & 0xff) === cf.indexB && ((key >>> 16) & 0xff) === cf.typeA && key >>> 24 === cf.typeB)) {
      b2CheckContactFeature('b2ContactID.key', 'cf', cf);
    }
    return key;
  }

  /** Sets the four bytes of cf from a 32-bit key (indexA in the low byte). C++: writing `b2ContactID::key`. */
  // f32: integer (a packed uint32, never rounded)
  set key(value: number) {
    // Not in C++ (a uint32): a whole number in [0, 2³²), checked before the first write.
    if (!(typeof value === 'number' && value >>> 0 === value)) {
      throw new RangeError(`b2ContactID.key: ${b2DescribeValue(value)} is not a whole number in [0, 2^32) (the C++ uint32 key)`);
    }
    const cf = this.cf;
    // Not in C++: a frozen cf refuses the first write, in a try, so it is named before any write
    // (a try costs nothing on the colliders' `id.key = 0`; Object.isFrozen would be a runtime call).
    try {
      cf.indexA = value & 0xff;
    } catch {
      b2CheckOutput('b2ContactID.key', 'this.cf', cf);
      throw new Error('b2ContactID.key: this.cf.indexA is read-only; pass an id that can be written into');
    }
    cf.indexB = (value >>> 8) & 0xff;
    // Any byte, as the C++ union allows; the colliders only ever write 0 or 1.
    cf.typeA = ((value >>> 16) & 0xff) as b2ContactFeatureType;
    cf.typeB = ((value >>> 24) & 0xff) as b2ContactFeatureType;
  }

  /**
   * Copies the four feature bytes. Not in C++ (there, the assignment `id = other`).
   * @param other - the id to copy; only read
   * @returns this id
   * @throws Error, before any write, when what it reads is not finite numbers within ±b2_maxFloat, a feature is not a byte or what it writes is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Copy(other: Readonly<b2ContactID>): this {
    const object: unknown = other;
    if (typeof object !== 'object' || object === null || Array.isArray(object) || !('cf' in object)) {
      throw new Error(`b2ContactID.Copy: other expected a b2ContactID, got ${b2DescribeValue(object)}`);
    }
    b2CheckContactFeature('b2ContactID.Copy', 'other.cf', other.cf);
    b2CheckOutput('b2ContactID.Copy', 'this.cf', this.cf);
    // Both checked above: written without b2ContactFeature.Copy's second round of the same checks.
    const cf = other.cf;
    b2WriteContactFeature(this.cf, cf.indexA, cf.indexB, cf.typeA, cf.typeB);
    return this;
  }
}
