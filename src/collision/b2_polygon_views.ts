// The b2Vec2 views a polygon hands out as m_vertices, m_normals and m_centroid (src/README.md
// rule 10), held in a small cache of the polygons read last instead of on the polygon. A polygon
// filled through its views (`p.m_vertices[i].x = …`, as ports and adapters do) therefore keeps
// nothing of them: it costs the bytes of one built by Set or SetAsBox, and a world of such
// polygons lies in memory as compactly. The views hold no numbers of their own (every read and
// write goes to m_packed), so a view array made again for a polygon reads and writes exactly what
// an earlier one did.

import { b2_maxPolygonVertices } from '../common/b2_settings';
import type { b2Vec2 } from '../common/b2_math';
import { b2MakeVec2View } from '../common/b2_vec2_view';

/** The views over one polygon's m_packed (layout at b2PolygonShape.m_packed). */
export interface b2PolygonViews {
  readonly vertices: readonly b2Vec2[];
  readonly normals: readonly b2Vec2[];
  readonly centroid: b2Vec2;
}

// How many polygons' views are kept: code that reads a few polygons in turn (copying vertices from
// one to another, a proxy and its polygon) gets the same arrays on every read. A power of two.
// f32: integer
const CACHED_POLYGONS = 8;
const cachedPacked: (readonly number[] | null)[] = Array.from({ length: CACHED_POLYGONS }, () => null);
const cachedViews: (b2PolygonViews | null)[] = Array.from({ length: CACHED_POLYGONS }, () => null);
// The slot the next new entry replaces (the oldest).
// f32: integer
let nextSlot = 0;

// The views are m_packed's writers, hence the cast. The centroid is at [32, 33] (layout at
// b2PolygonShape.m_packed).
function makeViews(packed: readonly number[]): b2PolygonViews {
  const storage = packed as number[];
  return {
    vertices: Array.from({ length: b2_maxPolygonVertices }, (_, i) => b2MakeVec2View(storage, i << 1, (i << 1) | 1)),
    normals: Array.from({ length: b2_maxPolygonVertices }, (_, i) => b2MakeVec2View(storage, (i << 1) | 16, (i << 1) | 17)),
    centroid: b2MakeVec2View(storage, 32, 33),
  };
}

/**
 * The views over `packed` (a polygon's m_packed): the cached ones when this polygon is among the
 * last CACHED_POLYGONS read, else new ones that replace the oldest entry. Not in C++.
 */
// f32: integer (slot arithmetic only)
export function b2PolygonViewsOf(packed: readonly number[]): b2PolygonViews {
  for (let k = 0; k < CACHED_POLYGONS; ++k) {
    if (cachedPacked[k] === packed) {
      return cachedViews[k] as b2PolygonViews;
    }
  }
  const views = makeViews(packed);
  cachedPacked[nextSlot] = packed;
  cachedViews[nextSlot] = views;
  nextSlot = (nextSlot + 1) & (CACHED_POLYGONS - 1);
  return views;
}

/** Whether views over `packed` are cached now (the tests of rule 10 ask). Not in C++. */
export function b2PolygonViewsCached(packed: readonly number[]): boolean {
  return cachedPacked.includes(packed);
}
