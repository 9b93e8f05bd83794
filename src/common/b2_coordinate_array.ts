// The number arrays behind m_packed (polygon, edge, transform) and the views over them. A file of
// its own with no imports and no module-level code, so a bundle that only collides can take the
// array maker without the view classes and their prototype set-up (scripts/check-size.ts).

/**
 * A number array of `length` zeros that V8 stores unboxed, as the storage views read: its elements
 * kind is set by the first value written, here a non-integer double, and stays double when
 * integers are written later.
 */
// f32: integer (length is a count)
export function b2NewCoordinateArray(length: number): number[] {
  const storage = Array.from({ length }, () => 0.5);
  storage.fill(0);
  return storage;
}
