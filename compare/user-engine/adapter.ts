// The plain-data interface a user's engine meets to be compared (`npm run compare -- --engine`) or
// checked against test vectors (examples/vectors/check_vectors.mjs). Every field, its units and
// conventions: compare/README.md, "Your engine". Numbers are plain JavaScript numbers; vectors are
// [x, y] arrays; nothing is kept between calls.

export type PlainXY = [number, number];

/** A convex polygon exactly as Box2D's Set built it: inject these, do not rebuild the hull. */
export interface PlainPolygon {
  type: 'polygon';
  /** Counter-clockwise; 3 to 8 of them. */
  vertices: PlainXY[];
  /** normals[i] is the outward unit normal of the edge from vertex i to vertex i + 1. */
  normals: PlainXY[];
  centroid: PlainXY;
  /** The skin, b2_polygonRadius. */
  radius: number;
}

export interface PlainCircle {
  type: 'circle';
  /** The centre in the shape's frame (C++ m_p). */
  p: PlainXY;
  radius: number;
}

export interface PlainEdge {
  type: 'edge';
  /** Ghost vertices v0 and v3 matter only when oneSided (a chain's child edge). */
  v0: PlainXY;
  v1: PlainXY;
  v2: PlainXY;
  v3: PlainXY;
  oneSided: boolean;
}

export type PlainShape = PlainPolygon | PlainCircle | PlainEdge;

/** Position p and rotation q = [sin, cos] (never an angle). */
export interface PlainTransform {
  p: PlainXY;
  q: PlainXY;
}

/** A b2Manifold; only the first pointCount points are read. */
export interface PlainManifold {
  pointCount: number;
  /** 0 e_circles, 1 e_faceA, 2 e_faceB. */
  type: number;
  localNormal: PlainXY;
  localPoint: PlainXY;
  points: { localPoint: PlainXY; indexA: number; indexB: number; typeA: number; typeB: number }[];
  /** b2WorldManifold::Initialize with the shapes' radii; computed by the harness when left out. */
  world?: { normal: PlainXY; points: PlainXY[]; separations: number[] };
}

type Collide<A extends PlainShape, B extends PlainShape> = (a: A, xfA: PlainTransform, b: B, xfB: PlainTransform) => PlainManifold;

/** What an engine module default-exports. Each function it has is compared; the others are skipped. */
export interface EngineAdapter {
  /** Shown in the report. */
  name: string;
  /** A float32 port: compared with b2collide/f32 (Box2D bit for bit) instead of the float64 build. */
  float32?: boolean;
  collidePolygons?: Collide<PlainPolygon, PlainPolygon>;
  collideCircles?: Collide<PlainCircle, PlainCircle>;
  collidePolygonAndCircle?: Collide<PlainPolygon, PlainCircle>;
  collideEdgeAndCircle?: Collide<PlainEdge, PlainCircle>;
  collideEdgeAndPolygon?: Collide<PlainEdge, PlainPolygon>;
}

/** The adapter functions, in the order of Box2D's collide functions. */
export const COLLIDE_FUNCTIONS = ['collidePolygons', 'collideCircles', 'collidePolygonAndCircle', 'collideEdgeAndCircle', 'collideEdgeAndPolygon'] as const;
export type CollideFunction = (typeof COLLIDE_FUNCTIONS)[number];
