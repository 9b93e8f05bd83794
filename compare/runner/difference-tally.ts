// The continuous half of a comparison, shared by the manifold and distance comparers: each pair of
// values is checked against the case's bound, the fields beyond it are named, and the largest
// absolute and relative differences are kept for the report.

export class DifferenceTally {
  /** Fields whose difference exceeds the bound, in the order they were checked. */
  readonly outOfBound: string[] = [];
  /** Largest |a - b| so far (NaN once a NaN was seen, which is always out of bound). */
  maxAbs = 0;
  /** Largest |a - b| / max(|a|, |b|) so far. */
  maxRel = 0;

  constructor(readonly bound: number) {}

  /** |a - b| within the bound; equal values (also equal infinities) are never noted. */
  num(field: string, a: number, b: number): boolean {
    if (a === b) return true;
    const d = Math.abs(a - b);
    this.note(d, d / Math.max(Math.abs(a), Math.abs(b)));
    if (d <= this.bound) return true;
    this.outOfBound.push(field);
    return false;
  }

  /** Both coordinates within the bound (field.x, then field.y, each checked). */
  xy(field: string, a: readonly [number, number], b: readonly [number, number]): boolean {
    const okX = this.num(`${field}.x`, a[0], b[0]);
    const okY = this.num(`${field}.y`, a[1], b[1]);
    return okX && okY;
  }

  /**
   * A quantity that should lie in [lo, hi]; its excess is measured against the bound, and relative
   * to `size`, the magnitude of the values it was computed from.
   */
  within(field: string, x: number, lo: number, hi: number, size: number): boolean {
    const excess = x < lo ? lo - x : x > hi ? x - hi : 0;
    if (excess > 0) this.note(excess, excess / size);
    if (excess <= this.bound) return true;
    this.outOfBound.push(field);
    return false;
  }

  private note(abs: number, rel: number): void {
    if (!(abs <= this.maxAbs)) this.maxAbs = abs; // NaN propagates into maxAbs
    if (!(rel <= this.maxRel)) this.maxRel = rel;
  }
}
