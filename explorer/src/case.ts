// The explorer's case: two shapes and their transforms as plain numbers. Everything the page
// shows is computed from this value, and the URL holds exactly this value (url-codec.ts), so a
// link reproduces a case bit for bit.

export type XY = [number, number];

export type ShapeSpec =
  | { kind: 'box'; hx: number; hy: number }
  /** A box with rounded corners: v2.4.1's SetAsBox with m_radius = radius; v3's b2MakeRoundedBox. */
  | { kind: 'rounded-box'; hx: number; hy: number; radius: number }
  | { kind: 'polygon'; points: XY[] }
  /** A polygon given field by field (as the compare harness's cases are): written, not rebuilt. */
  | { kind: 'polygon-raw'; vertices: XY[]; normals: XY[]; centroid: XY; radius: number }
  | { kind: 'circle'; radius: number; p: XY }
  /**
   * v3's b2Capsule. v2.4.1 has no capsule: its side of the explorer gets the nearest shape it
   * has, a two-sided b2EdgeShape from center1 to center2 with m_radius = radius.
   */
  | { kind: 'capsule'; center1: XY; center2: XY; radius: number }
  /** oneSided: v0 and v3 are the ghost vertices (read only when oneSided). */
  | { kind: 'edge'; v0: XY; v1: XY; v2: XY; v3: XY; oneSided: boolean }
  /** An open chain (ghosts prev/next) or a loop; `child` is the edge that collides. */
  | { kind: 'chain'; vertices: XY[]; loop: boolean; prev: XY; next: XY; child: number };

export type ShapeKind = ShapeSpec['kind'];

/** A rigid transform with its rotation as (s, c), handed to the library as is. */
export interface TransformSpec {
  x: number;
  y: number;
  s: number;
  c: number;
}

/** A pose by angle (radians, any number of turns), as a b2Sweep holds its ends. */
export interface PoseSpec {
  x: number;
  y: number;
  angle: number;
}

/**
 * A motion for the sweep view. `cast`: b2ShapeCast moves B by `translation` (A stays).
 * `toi`: b2TimeOfImpact sweeps each shape's body origin (localCenter 0) and angle linearly from
 * its transform in the case (angle atan2(s, c)) to `endA` / `endB`, over [0, tMax].
 */
export type SweepSpec =
  | { mode: 'cast'; translation: XY }
  | { mode: 'toi'; endA: PoseSpec; endB: PoseSpec; tMax: number };

export interface ExplorerCase {
  a: ShapeSpec;
  xfA: TransformSpec;
  b: ShapeSpec;
  xfB: TransformSpec;
  /** The sweep view's motion; absent when the view is off. */
  sweep?: SweepSpec;
}

/** The kinds the picker offers (polygon-raw only arrives through a link from the compare harness). */
export const shapeKinds: readonly ShapeKind[] = ['box', 'rounded-box', 'polygon', 'circle', 'capsule', 'edge', 'chain'];

/** Polygon presets (counter-clockwise points; b2PolygonShape.Set builds the hull). */
export const polygonPresets: Readonly<Record<string, XY[]>> = {
  triangle: [[-0.5, -0.4], [0.6, -0.4], [0, 0.7]],
  pentagon: Array.from({ length: 5 }, (_, i) => [0.6 * Math.cos((2 * Math.PI * i) / 5), 0.6 * Math.sin((2 * Math.PI * i) / 5)] as XY),
  octagon: Array.from({ length: 8 }, (_, i) => [0.6 * Math.cos((2 * Math.PI * (i + 0.5)) / 8), 0.6 * Math.sin((2 * Math.PI * (i + 0.5)) / 8)] as XY),
  sliver: [[-1, -0.05], [1, -0.05], [1, 0.05], [-1, 0.05]],
};

/** A default shape of each kind, sized to be seen at the default zoom. */
export function defaultShape(kind: ShapeKind): ShapeSpec {
  switch (kind) {
    case 'box':
      return { kind, hx: 1, hy: 0.5 };
    case 'rounded-box':
      return { kind, hx: 0.8, hy: 0.4, radius: 0.1 };
    case 'capsule':
      return { kind, center1: [-0.5, 0], center2: [0.5, 0], radius: 0.25 };
    case 'polygon':
      return { kind, points: polygonPresets.pentagon.map(([x, y]) => [x, y]) };
    case 'circle':
      return { kind, radius: 0.5, p: [0, 0] };
    case 'edge':
      // Right to left, so the one-sided normal (e.y, -e.x) points up: shapes collide from above.
      return { kind, v0: [3, 0.5], v1: [1.5, 0], v2: [-1.5, 0], v3: [-3, 0.5], oneSided: true };
    case 'polygon-raw':
      return defaultShape('polygon');
    case 'chain':
      // Listed right to left so the one-sided normals point up (b2ChainShape's doc).
      return { kind, vertices: [[3, 0.5], [1, 0], [-1, 0], [-3, 0.5]], loop: false, prev: [4, 1.5], next: [-4, 1.5], child: 1 };
  }
}

export function identity(x = 0, y = 0): TransformSpec {
  return { x, y, s: 0, c: 1 };
}

/** The transform with the rotation of `angle` radians (Math.sin/Math.cos, as b2Rot.Set). */
export function rotated(xf: TransformSpec, angle: number): TransformSpec {
  return { x: xf.x, y: xf.y, s: Math.sin(angle), c: Math.cos(angle) };
}

/** The case the page opens with: B's bottom face resting on A's top face (A's edge 2). */
export function defaultCase(): ExplorerCase {
  return { a: defaultShape('box'), xfA: identity(), b: defaultShape('box'), xfB: { x: 0.3, y: 0.99, s: 0, c: 1 } };
}

/** The name of a shape's kind as the panels show it. */
export function kindLabel(spec: ShapeSpec): string {
  if (spec.kind === 'polygon-raw') return 'polygon (raw fields)';
  if (spec.kind === 'rounded-box') return 'rounded box';
  return spec.kind === 'edge' ? (spec.oneSided ? 'one-sided edge' : 'two-sided edge') : spec.kind;
}

/** The angle of a transform's rotation, atan2(s, c). */
export function angleOf(xf: TransformSpec): number {
  return Math.atan2(xf.s, xf.c);
}

/** How far a shape reaches from its body origin (a circle around the origin holds it). */
export function reach(spec: ShapeSpec): number {
  const far = (points: readonly XY[], pad = 0): number => Math.max(0, ...points.map(([x, y]) => Math.hypot(x, y))) + pad;
  switch (spec.kind) {
    case 'box':
      return Math.hypot(spec.hx, spec.hy);
    case 'rounded-box':
      return Math.hypot(spec.hx, spec.hy) + spec.radius;
    case 'capsule':
      return far([spec.center1, spec.center2], spec.radius);
    case 'polygon':
      return far(spec.points);
    case 'polygon-raw':
      return far(spec.vertices, spec.radius);
    case 'circle':
      return far([spec.p], spec.radius);
    case 'edge':
      return far([spec.v1, spec.v2]);
    case 'chain':
      return far(spec.vertices);
  }
}

/**
 * The case with a motion of the given mode, set up so the two shapes start apart and meet on the
 * way: B starts where it is when its reach and A's do not overlap, else up and to the left of A,
 * clear of it; it then moves across A's origin to the point opposite its start (a shape cast in a
 * straight line; a time of impact also turns it a quarter turn, while A stays).
 */
export function withDefaultSweep(c: ExplorerCase, mode: SweepSpec['mode']): ExplorerCase {
  const clear = reach(c.a) + reach(c.b);
  const dx = c.xfB.x - c.xfA.x;
  const dy = c.xfB.y - c.xfA.y;
  const xfB = Math.hypot(dx, dy) > clear ? c.xfB : { ...c.xfB, x: c.xfA.x - (clear + 0.5), y: c.xfA.y + 0.5 * (clear + 0.5) };
  // The end: B's start mirrored through A's origin.
  const end: XY = [2 * c.xfA.x - xfB.x, 2 * c.xfA.y - xfB.y];
  if (mode === 'cast') return { ...c, xfB, sweep: { mode, translation: [end[0] - xfB.x, end[1] - xfB.y] } };
  return {
    ...c,
    xfB,
    sweep: {
      mode,
      endA: { x: c.xfA.x, y: c.xfA.y, angle: angleOf(c.xfA) },
      endB: { x: end[0], y: end[1], angle: angleOf(xfB) + Math.PI / 2 },
      tMax: 1,
    },
  };
}
