// Independent checks of answers: plain float64 arithmetic written here, sharing no code with src/.
// Each returns a fault (a sentence) or null.

type P = { x: number; y: number };
type XfLike = { p: P; q: { s: number; c: number } };

/** The float32 build rounds every step: compare with a tolerance relative to the inputs' size. */
export function near(a: number, b: number, scale = 1, rel = 1e-4): boolean {
  return Math.abs(a - b) <= rel * (Math.abs(scale) + Math.abs(b) + 1);
}

export function apply(xf: XfLike, v: P): P {
  return { x: xf.q.c * v.x - xf.q.s * v.y + xf.p.x, y: xf.q.s * v.x + xf.q.c * v.y + xf.p.y };
}

export function nearVec(got: P, want: P, scale = 1, what = 'vector'): string | null {
  return near(got.x, want.x, scale) && near(got.y, want.y, scale) ? null : `${what} (${got.x}, ${got.y}) instead of (${want.x}, ${want.y})`;
}

export function expect(ok: boolean, fault: string): string | null {
  return ok ? null : fault;
}

/** A manifold's shape: pointCount 0..2, type 0..2, a unit normal for face manifolds. */
export function manifoldFault(m: { pointCount: number; type: number; localNormal: P; points: readonly { id: { key: number } }[] }): string | null {
  if (![0, 1, 2].includes(m.pointCount)) return `pointCount ${m.pointCount}`;
  if (m.pointCount === 0) return null;
  if (![0, 1, 2].includes(m.type)) return `type ${m.type}`;
  if (m.type !== 0 && !near(Math.hypot(m.localNormal.x, m.localNormal.y), 1, 1, 1e-3)) return `localNormal of length ${Math.hypot(m.localNormal.x, m.localNormal.y)}`;
  for (let i = 0; i < m.pointCount; ++i) {
    const key = m.points[i].id.key;
    if (!Number.isInteger(key) || key < 0 || key > 0xffffffff) return `point ${i} id.key ${key}`;
  }
  return null;
}

/** The world points and skin radius of a shape's child, read from its public fields. */
export function childPoints(shape: { m_type: number; m_radius: number } & Record<string, unknown>, index: number): { points: P[]; radius: number } {
  const s = shape as never as Record<string, never>;
  switch (shape.m_type) {
    case 0:
      return { points: [s.m_p as P], radius: shape.m_radius };
    case 1:
      return { points: [s.m_vertex1 as P, s.m_vertex2 as P], radius: shape.m_radius };
    case 2:
      return { points: (s.m_vertices as P[]).slice(0, s.m_count as number), radius: shape.m_radius };
    default: {
      const vs = s.m_vertices as P[];
      return { points: [vs[index], vs[index + 1]], radius: shape.m_radius };
    }
  }
}

export function aabbHolds(box: { lowerBound: P; upperBound: P }, points: readonly P[], radius: number): string | null {
  const scale = Math.max(1, ...points.map((p) => Math.abs(p.x) + Math.abs(p.y)));
  const slack = 1e-5 * scale;
  for (const p of points) {
    if (p.x - radius < box.lowerBound.x - slack || p.y - radius < box.lowerBound.y - slack || p.x + radius > box.upperBound.x + slack || p.y + radius > box.upperBound.y + slack) {
      return `AABB [${box.lowerBound.x}, ${box.lowerBound.y}]-[${box.upperBound.x}, ${box.upperBound.y}] misses (${p.x}, ${p.y}) ± ${radius}`;
    }
  }
  return null;
}

export function overlaps(a: { lowerBound: P; upperBound: P }, b: { lowerBound: P; upperBound: P }): boolean {
  return !(b.lowerBound.x > a.upperBound.x || b.lowerBound.y > a.upperBound.y || a.lowerBound.x > b.upperBound.x || a.lowerBound.y > b.upperBound.y);
}

export function unit(v: P): boolean {
  return near(Math.hypot(v.x, v.y), 1, 1, 1e-3);
}
