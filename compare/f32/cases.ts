// Engine-neutral descriptions of one float32 collision case: two shapes, two transforms. Both the
// box2d-wasm side and the b2collide/f32 side build their own objects from these plain numbers.

export type XY = readonly [number, number];

export type ShapeSpec =
  /** Built with b2PolygonShape::Set on both sides (the hull, normals and centroid are compared). */
  | { readonly kind: 'polygon-points'; readonly points: readonly XY[] }
  /** b2PolygonShape::SetAsBox(hx, hy) or, with center and angle, the four-argument form. */
  | { readonly kind: 'box'; readonly hx: number; readonly hy: number; readonly center?: XY; readonly angle?: number }
  /** Fields written directly (vertices, normals, centroid, radius), as the compare families give them. */
  | { readonly kind: 'polygon-raw'; readonly vertices: readonly XY[]; readonly normals: readonly XY[]; readonly centroid: XY; readonly radius: number }
  | { readonly kind: 'circle'; readonly p: XY; readonly radius: number }
  /** SetTwoSided(v1, v2) when !oneSided (v0, v3 ignored), else SetOneSided(v0, v1, v2, v3). */
  | { readonly kind: 'edge'; readonly v0: XY; readonly v1: XY; readonly v2: XY; readonly v3: XY; readonly oneSided: boolean }
  /**
   * CreateLoop(vertices) or CreateChain(vertices, prev, next); collides through GetChildEdge(child)
   * as C++ b2ChainAndCircleContact / b2ChainAndPolygonContact do; b2TestOverlap takes the chain
   * and the child index.
   */
  | { readonly kind: 'chain'; readonly vertices: readonly XY[]; readonly loop: boolean; readonly prev: XY; readonly next: XY; readonly child: number };

/** Position and rotation given as (s, c): no trigonometry, so both sides see the same bits. */
export interface TransformSpec {
  readonly p: XY;
  readonly q: XY;
}

export interface PairCase {
  readonly a: ShapeSpec;
  readonly b: ShapeSpec;
  readonly xfA: TransformSpec;
  readonly xfB: TransformSpec;
}

/** The collide function C++ Box2D v2.4.1 uses for a pair of shape kinds (shape A first). */
export type CollideKind = 'polygons' | 'circles' | 'polygon-circle' | 'edge-circle' | 'edge-polygon';

/** How the shape collides: a chain collides as its child edge. */
function shapeClass(s: ShapeSpec): 'polygon' | 'circle' | 'edge' {
  return s.kind === 'circle' ? 'circle' : s.kind === 'edge' || s.kind === 'chain' ? 'edge' : 'polygon';
}

/** The child index b2TestOverlap gets: the chain's child, 0 for the other shapes. */
export function childIndex(s: ShapeSpec): number {
  return s.kind === 'chain' ? s.child : 0;
}

export function collideKind(c: PairCase): CollideKind {
  const key = `${shapeClass(c.a)}-${shapeClass(c.b)}`;
  switch (key) {
    case 'polygon-polygon':
      return 'polygons';
    case 'circle-circle':
      return 'circles';
    case 'polygon-circle':
      return 'polygon-circle';
    case 'edge-circle':
      return 'edge-circle';
    case 'edge-polygon':
      return 'edge-polygon';
    default:
      throw new Error(`no Box2D collide function for ${key}`);
  }
}

/**
 * The layout of one case's result as 32-bit words, the same on both sides: the b2Manifold struct
 * exactly as C++ lays it out (two 5-word points, localNormal, localPoint, type, pointCount), then
 * b2WorldManifold (normal, two points, two separations), then b2TestOverlap as 0/1.
 */
export const RESULT_FIELDS: readonly string[] = [
  'points[0].localPoint.x', 'points[0].localPoint.y', 'points[0].normalImpulse', 'points[0].tangentImpulse', 'points[0].id.key',
  'points[1].localPoint.x', 'points[1].localPoint.y', 'points[1].normalImpulse', 'points[1].tangentImpulse', 'points[1].id.key',
  'localNormal.x', 'localNormal.y', 'localPoint.x', 'localPoint.y', 'type', 'pointCount',
  'world.normal.x', 'world.normal.y', 'world.points[0].x', 'world.points[0].y', 'world.points[1].x', 'world.points[1].y',
  'world.separations[0]', 'world.separations[1]',
  'overlap',
];
export const MANIFOLD_WORDS = 16;
/** The word holding the manifold's pointCount. */
export const POINT_COUNT_WORD = 15;
export const WORLD_WORDS = 8;
export const RESULT_WORDS = RESULT_FIELDS.length;
/** Word indices holding integers rather than float32 bits. */
export const INTEGER_WORDS: ReadonlySet<number> = new Set([4, 9, 14, 15, 24]);

/**
 * What every field holds before a case runs, on both sides, so that fields a function leaves
 * untouched compare equal only if both sides left them untouched.
 */
export const SENTINEL_FLOAT = -1234.5;
export const SENTINEL_KEY = 0xa5a5a5a5;
export const SENTINEL_TYPE = 7;
export const SENTINEL_COUNT = 9;

/** Names of the words that differ between two results. */
export function differingFields(a: Uint32Array, b: Uint32Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < RESULT_WORDS; ++i) {
    if (a[i] !== b[i]) out.push(RESULT_FIELDS[i]);
  }
  return out;
}
