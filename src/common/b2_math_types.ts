// The structural types of b2_math.h's values: what a function that only reads a point or a
// rotation accepts. A file with no imports, so the check layer (b2_checks.ts) can name them without
// importing b2_math.ts, which imports the checks.

/**
 * Something with numeric x and y: a b2Vec2 or a plain `{ x, y }` object. Not in C++ (C++ takes a
 * `b2Vec2`); the functions that only read a point accept any such object.
 */
export interface b2XY {
  /** The x coordinate. */
  readonly x: number;
  /** The y coordinate. */
  readonly y: number;
}

/**
 * Something with numeric s and c: a b2Rot, a b2RotView or a plain `{ s, c }` object. Not in C++
 * (C++ takes `const b2Rot&`): the functions that only read a rotation take this, so another
 * engine's rotation or a literal works as well as a b2Rot.
 */
export interface b2RotLike {
  /** The sine of the angle. */
  readonly s: number;
  /** The cosine of the angle. */
  readonly c: number;
}
