// Where a b2Polygon keeps its numbers: one number array (`b2Polygon.packed`) holding every vertex,
// normal, the centroid and the radius, which the colliders, proxies, casts and mass read directly.
// A polygon hands out b2Vec2 views of that array as `vertices[i]`, `normals[i]` and `centroid`, so
// `polygon.vertices[i].x = 1` still writes the polygon, as C's struct field does. The views are
// kept in a small cache of the polygons read last, not on the polygon, so a polygon filled through
// them costs the bytes of one made by b2MakeBox (the v2.4.1 layer's polygons do the same,
// src/collision/b2_polygon_views.ts). Not in C, where the struct's fixed arrays are this storage.

import { b2DescribeValue } from '../common/b2_checks';
import { b2Vec2 } from './math_functions';

/**
 * The layout of b2Polygon.packed: vertex i at [2i, 2i + 1], normal i at
 * [B2_PACKED_NORMALS + 2i, B2_PACKED_NORMALS + 2i + 1] (i < 8), the centroid at
 * [B2_PACKED_CENTROID, B2_PACKED_CENTROID + 1], the radius at B2_PACKED_RADIUS. On hot paths vertex
 * i is [i << 1, (i << 1) | 1] and normal i [(i << 1) | 16, (i << 1) | 17] (exact, as 2i < 16).
 */
export const B2_PACKED_NORMALS = 16;
/** Where the centroid's x lies in b2Polygon.packed. */
export const B2_PACKED_CENTROID = 32;
/** Where the centroid's y lies in b2Polygon.packed. */
export const B2_PACKED_CENTROID_Y = 33;
/** Where the radius lies in b2Polygon.packed. */
export const B2_PACKED_RADIUS = 34;
/** The length of b2Polygon.packed. */
export const B2_PACKED_LENGTH = 35;

/**
 * A number array of `length` zeros that V8 keeps unboxed in the heap: its elements kind is set to
 * double by the first value written (not a whole number) and stays double when zeros follow. A
 * Float64Array of this size would keep its numbers outside the heap, behind two more objects.
 */
// f32: integer (a length)
export function b2NewPackedArray(length: number): number[] {
  const storage = Array.from({ length }, () => 0.5);
  storage.fill(0);
  return storage;
}

// x and y are own enumerable accessors (so { ...v }, JSON.stringify and jest's toEqual see a view
// as they see a b2Vec2), the same two functions on every view so that V8 gives all views one map.
// A view's index is even (every x lies at an even slot), so its y is at index | 1.
function getX(this: b2Vec2View): number {
  return this.array[this.index];
}
function setX(this: b2Vec2View, value: number): void {
  this.array[this.index] = value;
}
function getY(this: b2Vec2View): number {
  return this.array[this.index | 1];
}
function setY(this: b2Vec2View, value: number): void {
  this.array[this.index | 1] = value;
}
const xProperty: PropertyDescriptor = { get: getX, set: setX, enumerable: true };
const yProperty: PropertyDescriptor = { get: getY, set: setY, enumerable: true };

/**
 * A b2Vec2 whose x and y are array[index] and array[index | 1] (index even); `instanceof b2Vec2` holds. Made by
 * the library only (a polygon's vertices, normals and centroid). Not in C.
 */
class b2Vec2View {
  declare readonly array: number[];
  declare readonly index: number;
  declare x: number;
  declare y: number;

  constructor(array: number[], /* f32: integer */ index: number) {
    Object.defineProperties(this, {
      array: { value: array },
      index: { value: index },
      x: xProperty,
      y: yProperty,
    });
  }

  /** What console.log shows in Node (it would show [Getter/Setter]). */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `b2Vec2 { x: ${this.x}, y: ${this.y} }`;
  }
}
Object.setPrototypeOf(b2Vec2View.prototype, b2Vec2.prototype);

/** The views over one polygon's packed array. */
export interface b2PolygonViews {
  readonly vertices: b2Vec2[];
  readonly normals: b2Vec2[];
  readonly centroid: b2Vec2;
}

/**
 * Element i of a view array: reads give the view; an assignment (`vertices[i] = v`, as code written
 * for C's struct does) copies v's x and y into the polygon, where replacing the element would write
 * nothing the polygon holds. Anything but an object is a named error, never a V8 TypeError.
 */
function elementProperty(list: string, /* f32: integer */ i: number, view: b2Vec2View): PropertyDescriptor {
  return {
    get: () => view,
    set: (value: unknown) => {
      if (typeof value !== 'object' || value === null) {
        throw new Error(`b2Polygon: ${list}[${i}] takes a b2Vec2 (its x and y are copied), got ${b2DescribeValue(value)}`);
      }
      view.x = (value as b2Vec2).x;
      view.y = (value as b2Vec2).y;
    },
    enumerable: true,
  };
}

// Made once per polygon whose views are not cached (a cold path): the accessors hold their view.
function makeViews(packed: number[]): b2PolygonViews {
  const vertices: b2Vec2[] = [];
  const normals: b2Vec2[] = [];
  for (let i = 0; i < 8; ++i) {
    vertices.push(new b2Vec2View(packed, i << 1) as unknown as b2Vec2);
    normals.push(new b2Vec2View(packed, (i << 1) | B2_PACKED_NORMALS) as unknown as b2Vec2);
  }
  for (let i = 0; i < 8; ++i) {
    Object.defineProperty(vertices, i, elementProperty('vertices', i, vertices[i] as unknown as b2Vec2View));
    Object.defineProperty(normals, i, elementProperty('normals', i, normals[i] as unknown as b2Vec2View));
  }
  return { vertices, normals, centroid: new b2Vec2View(packed, B2_PACKED_CENTROID) as unknown as b2Vec2 };
}

// How many polygons' views are kept (a power of two): code that reads a few polygons in turn gets
// the same arrays on every read.
// f32: integer
const CACHED = 8;
const cachedPacked: (number[] | null)[] = [null, null, null, null, null, null, null, null];
const cachedViews: (b2PolygonViews | null)[] = [null, null, null, null, null, null, null, null];
// f32: integer
let nextSlot = 0;

/** The views over a polygon's packed array: cached when it is among the last 8 read, else made anew (replacing the oldest). */
// f32: integer (slot arithmetic only)
export function b2PolygonViewsOf(packed: number[]): b2PolygonViews {
  for (let k = 0; k < CACHED; ++k) {
    if (cachedPacked[k] === packed) {
      return cachedViews[k] as b2PolygonViews;
    }
  }
  const views = makeViews(packed);
  cachedPacked[nextSlot] = packed;
  cachedViews[nextSlot] = views;
  nextSlot = (nextSlot + 1) & (CACHED - 1);
  return views;
}

/** The fields of a b2Polygon the checks read. */
export interface PackedPolygonFields {
  readonly packed: readonly number[];
  readonly count: number;
}

/**
 * Whether polygon is a b2Polygon the library may read: a packed array of B2_PACKED_LENGTH numbers,
 * a count that is a whole number from minCount to 8, a radius in [0, FLT_MAX] and live vertices
 * and normals (and, with withCentroid, the centroid) whose magnitudes sum to at most FLT_MAX. The
 * checks' hot path (one typeof per number, one sum, house rule 7); their cold paths name what fails.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2IsPackedPolygonInRange(polygon: PackedPolygonFields, minCount: number, withCentroid: boolean): boolean {
  // The form (object, packed array, count, radius) is b2IsPackedPolygonShaped's test; then the sum.
  if (!b2IsPackedPolygonShaped(polygon, minCount)) return false;
  const p = polygon.packed as readonly number[];
  const count = polygon.count;
  let sum = p[B2_PACKED_RADIUS];
  if (withCentroid) {
    const cx = p[B2_PACKED_CENTROID];
    const cy = p[B2_PACKED_CENTROID_Y];
    if (typeof cx !== 'number' || typeof cy !== 'number') return false;
    sum = sum + Math.abs(cx) + Math.abs(cy);
  }
  for (let i = 0; i < count; ++i) {
    const k = i << 1;
    const vx = p[k];
    const vy = p[k | 1];
    const nx = p[k | 16];
    const ny = p[k | 17];
    if (typeof vx !== 'number' || typeof vy !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') return false;
    sum = sum + Math.abs(vx) + Math.abs(vy) + Math.abs(nx) + Math.abs(ny);
  }
  return sum <= 3.4028234663852886e38; // FLT_MAX = b2_maxFloat (rule 4)
}

/**
 * Whether polygon passes b2IsPackedPolygonInRange's tests but the sum over its vertices, normals
 * and centroid: a packed array of B2_PACKED_LENGTH, a whole count from minCount to 8, a radius that
 * is a number, 0 or more. b2CollidePolygons tests this up front and the numbers in the pass that
 * reads them (house rule 7); a false goes to the full checks, which name the fault.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2IsPackedPolygonShaped(polygon: PackedPolygonFields, minCount: number): boolean {
  const o: unknown = polygon;
  if (typeof o !== 'object' || o === null) return false;
  const packed: unknown = polygon.packed;
  const count = polygon.count;
  if (!(Array.isArray(packed) && packed.length === B2_PACKED_LENGTH && typeof count === 'number' && (count | 0) === count && count >= minCount && count <= 8)) {
    return false;
  }
  const r = (packed as readonly number[])[B2_PACKED_RADIUS];
  return typeof r === 'number' && r >= 0;
}

/**
 * Throws unless polygon holds a packed array as b2Polygon makes it (a plain object with
 * `vertices` and `normals` arrays is not read). The checks' cold paths call it first.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPackedPolygon(where: string, name: string, polygon: unknown): void {
  const packed: unknown = typeof polygon === 'object' && polygon !== null ? (polygon as { packed?: unknown }).packed : undefined;
  if (!(Array.isArray(packed) && packed.length === B2_PACKED_LENGTH)) {
    throw new Error(`${where}: ${name} expected a b2Polygon (new b2Polygon() filled by b2MakeBox, b2MakePolygon or the like), got ${b2DescribeValue(polygon)}`);
  }
}
