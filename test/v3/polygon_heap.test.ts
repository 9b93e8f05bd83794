// A v3 b2Polygon keeps its numbers in one packed array (src/v3/polygon_packed.ts) and costs the
// same heap however it was made or filled: by b2MakeBox, b2MakePolygon, b2MakeOffsetBox,
// b2MakeRoundedBox, b2TransformPolygon, or by hand through `vertices[i].x` and `normals[i].x`,
// whose views are cached, not kept on the polygon. The test keeps many polygons alive, built each
// way, and compares the heap each one holds (used heap after full collections, over the count)
// with b2MakeBox's, in both builds. The numbers are measured, not derived: the bound on b2MakeBox's
// polygon is what the packed layout allows (the polygon, its array and the array's 35 unboxed
// numbers, about 0.4 kB; the object layout it replaced held 1.67 kB), and the per-path bound asks
// that no path keeps anything per polygon that b2MakeBox does not (17 views are about 1 kB).
import * as F32 from 'b2collide/v3';
import * as F64 from 'b2collide/v3/f64';
import { heapPerObject, hexagon, hexagonNormals } from '../support/heap_per_object';

type Lib = typeof F64;
type Polygon = F64.b2Polygon;

/** How many polygons of one kind are kept alive for one measurement. */
const COUNT = 4000;

/** Heap bytes held per polygon that `make` returns (test/support/heap_per_object.ts). */
function heapPerPolygon(make: (i: number) => Polygon): number {
  return heapPerObject(COUNT, make, (p) => p.count >= 4);
}

/** Every way a user makes or fills a polygon. */
function constructionPaths(lib: Lib): Record<string, (i: number) => Polygon> {
  const points = hexagon.map(([x, y]) => new lib.b2Vec2(x, y));
  const hull = lib.b2ComputeHull(new lib.b2Hull(), points, points.length);
  const center = new lib.b2Vec2(0.25, -0.5);
  const rotation = lib.b2MakeRot(new lib.b2Rot(), 0.5);
  const transform = new lib.b2Transform();
  transform.p.x = 1;
  transform.p.y = 2;
  lib.b2MakeRot(transform.q, 0.75);
  const source = lib.b2MakePolygon(new lib.b2Polygon(), hull, 0);
  // Fills by hand, as the explorer's and compare's adapters do: count, then each coordinate.
  const byHand = (write: (p: Polygon, k: number) => void) => () => {
    const p = new lib.b2Polygon();
    p.count = hexagon.length;
    for (let k = 0; k < hexagon.length; ++k) write(p, k);
    p.centroid.x = 0.125;
    p.radius = 0.0625;
    return p;
  };
  return {
    'b2MakeBox': () => lib.b2MakeBox(new lib.b2Polygon(), 0.5, 0.25),
    'b2MakePolygon': () => lib.b2MakePolygon(new lib.b2Polygon(), hull, 0),
    'b2MakeOffsetBox': () => lib.b2MakeOffsetBox(new lib.b2Polygon(), 0.5, 0.25, center, rotation),
    'b2MakeRoundedBox': () => lib.b2MakeRoundedBox(new lib.b2Polygon(), 0.5, 0.25, 0.1),
    'b2TransformPolygon': () => lib.b2TransformPolygon(new lib.b2Polygon(), transform, source),
    'vertices[i].x = …': byHand((p, k) => {
      p.vertices[k].x = hexagon[k][0];
      p.vertices[k].y = hexagon[k][1];
      p.normals[k].x = hexagonNormals[k][0];
      p.normals[k].y = hexagonNormals[k][1];
    }),
    'views read once, then written': byHand((p, k) => {
      const vertices = p.vertices;
      const normals = p.normals;
      vertices[k].x = hexagon[k][0];
      vertices[k].y = hexagon[k][1];
      normals[k].x = hexagonNormals[k][0];
      normals[k].y = hexagonNormals[k][1];
    }),
  };
}

describe.each([
  ['float32', F32 as unknown as Lib],
  ['float64', F64],
])('a v3 polygon holds the same heap however it was made or filled (%s build)', (_, lib) => {
  const paths = constructionPaths(lib);
  let boxBytes = 0;
  beforeAll(() => {
    boxBytes = heapPerPolygon(paths['b2MakeBox']);
  });

  test('a polygon made by b2MakeBox holds under 0.5 kB (the polygon, its packed array of 35 numbers)', () => {
    // 35 unboxed numbers alone are 280 bytes.
    expect(boxBytes).toBeGreaterThan(280);
    expect(boxBytes).toBeLessThan(500);
  });

  test.each(Object.keys(paths).filter((name) => name !== 'b2MakeBox'))('%s holds no more than b2MakeBox does, within 48 bytes', (name) => {
    const bytes = heapPerPolygon(paths[name]);
    expect(bytes).toBeLessThan(boxBytes + 48);
  });
});

describe.each([
  ['float32', F32 as unknown as Lib],
  ['float64', F64],
])('a v3 polygon reads and writes through its fields as C does (%s build)', (_, lib) => {
  test('vertices[i], normals[i], centroid and radius read and write the packed numbers', () => {
    const p = lib.b2MakeBox(new lib.b2Polygon(), 1, 0.5);
    // b2MakeBox's vertex 2 is (halfWidth, halfHeight), its normal 1 is (1, 0) (geometry.c).
    expect([p.vertices[2].x, p.vertices[2].y, p.normals[1].x, p.normals[1].y]).toEqual([1, 0.5, 1, 0]);
    p.vertices[2].x = 3;
    p.normals[1].y = 0.25;
    p.centroid.y = -2;
    p.radius = 0.5;
    expect([p.packed[4], p.packed[19], p.packed[33], p.packed[34]]).toEqual([3, 0.25, -2, 0.5]);
    // A view held on to keeps reading the polygon after other polygons' views were made.
    const held = p.vertices[0];
    for (let i = 0; i < 20; ++i) void new lib.b2Polygon().vertices;
    p.packed[0] = 7;
    expect(held.x).toBe(7);
    expect(held instanceof lib.b2Vec2).toBe(true);
    expect({ ...p.vertices[2] }).toEqual({ x: 3, y: 0.5 });
  });

  test('assigning an element of vertices copies its x and y into the polygon', () => {
    const p = lib.b2MakeBox(new lib.b2Polygon(), 1, 0.5);
    const view = p.vertices[0];
    (p.vertices as F64.b2Vec2[])[0] = new lib.b2Vec2(5, 6);
    // The same view, now reading the copied numbers from packed (vertex 0 at slots 0 and 1).
    expect(p.vertices[0]).toBe(view);
    expect([p.packed[0], p.packed[1]]).toEqual([5, 6]);
    (p.normals as F64.b2Vec2[])[1] = { x: 0, y: -1 } as F64.b2Vec2;
    expect([p.packed[18], p.packed[19]]).toEqual([0, -1]);
  });

  test('assigning a non-object to an element is a named error, not a V8 TypeError', () => {
    const p = lib.b2MakeBox(new lib.b2Polygon(), 1, 0.5);
    expect(() => {
      (p.vertices as unknown as unknown[])[2] = 5;
    }).toThrow(/^b2Polygon: vertices\[2\] takes a b2Vec2 \(its x and y are copied\), got 5$/);
    expect(p.packed[4]).toBe(1);
  });

  test('a plain object with vertices and normals arrays is refused by name', () => {
    const box = lib.b2MakeBox(new lib.b2Polygon(), 1, 0.5);
    const plain = { vertices: box.vertices, normals: box.normals, centroid: box.centroid, radius: 0, count: 4 } as unknown as Polygon;
    expect(() => lib.b2CollidePolygons(new lib.b2Manifold(), plain, new lib.b2Transform(), box, new lib.b2Transform())).toThrow(
      /^b2CollidePolygons: polygonA expected a b2Polygon \(new b2Polygon\(\) filled by b2MakeBox/,
    );
    expect(() => lib.b2ComputePolygonAABB(new lib.b2AABB(), plain, new lib.b2Transform())).toThrow(/^b2ComputePolygonAABB: shape expected a b2Polygon/);
  });
});
