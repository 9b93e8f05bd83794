// A polygon costs the same heap however its vertices were written (src/README.md rule 10). Ports
// and adapters fill a polygon through its views (`p.m_vertices[i].x = …`, `.Set`, `.Copy`), as C++
// code writes the arrays; if the shape kept the 16 views that made, it would hold about 1 kB more
// than one built by SetAsBox, and a world of such polygons, allocated body by body, would be
// spread over that much more memory. The test keeps many polygons alive, built each way, and
// compares the heap each one holds (used heap after a full GC, over the count) with Set's, in
// both builds. The numbers are measured, not derived; the bound only asks that no path keeps
// anything per polygon that Set does not (16 views and their arrays are about 1 kB).
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import { heapPerObject, hexagon, hexagonNormals } from '../support/heap_per_object';

type Lib = typeof F64;
type Polygon = F64.b2PolygonShape;

/** How many polygons of one kind are kept alive for one measurement. */
const COUNT = 4000;

/** Heap bytes held per polygon that `make` returns (test/support/heap_per_object.ts). */
function heapPerPolygon(make: (i: number) => Polygon): number {
  return heapPerObject(COUNT, make, (p) => p.m_count >= 3);
}

/** Every way a user fills a polygon, each giving the same hexagon. */
function constructionPaths(lib: Lib): Record<string, (i: number) => Polygon> {
  const points = hexagon.map(([x, y]) => ({ x, y }));
  const vectors = hexagon.map(([x, y]) => new lib.b2Vec2(x, y));
  const normalVectors = hexagonNormals.map(([x, y]) => new lib.b2Vec2(x, y));
  const source = new lib.b2PolygonShape().Set(points);
  const hull = lib.b2ComputeHull(points);
  // Fills by hand, as C++ code and the ports' adapters do: m_count, then each coordinate.
  const byHand = (write: (p: Polygon, k: number) => void) => () => {
    const p = new lib.b2PolygonShape();
    p.m_count = hexagon.length;
    for (let k = 0; k < hexagon.length; ++k) write(p, k);
    return p;
  };
  return {
    'SetAsBox': () => new lib.b2PolygonShape().SetAsBox(0.5, 0.25),
    'Set({x, y}[])': () => new lib.b2PolygonShape().Set(points),
    'Set(b2Vec2[])': () => new lib.b2PolygonShape().Set(vectors),
    'Set(b2Hull)': () => new lib.b2PolygonShape().Set(hull),
    'Clone': () => source.Clone(),
    'm_vertices[i].x = …': byHand((p, k) => {
      p.m_vertices[k].x = hexagon[k][0];
      p.m_vertices[k].y = hexagon[k][1];
      p.m_normals[k].x = hexagonNormals[k][0];
      p.m_normals[k].y = hexagonNormals[k][1];
    }),
    'm_vertices[i].Set(x, y)': byHand((p, k) => {
      p.m_vertices[k].Set(hexagon[k][0], hexagon[k][1]);
      p.m_normals[k].Set(hexagonNormals[k][0], hexagonNormals[k][1]);
    }),
    'm_vertices[i].Copy(v)': byHand((p, k) => {
      p.m_vertices[k].Copy(vectors[k]);
      p.m_normals[k].Copy(normalVectors[k]);
    }),
    'views read, then written': byHand((p, k) => {
      const vertices = p.m_vertices;
      const normals = p.m_normals;
      vertices[k].Set(hexagon[k][0], hexagon[k][1]);
      normals[k].Set(hexagonNormals[k][0], hexagonNormals[k][1]);
    }),
  };
}

describe.each([
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
])('a polygon holds the same heap however it was filled (%s build)', (_, lib) => {
  const paths = constructionPaths(lib);
  // The reference: the hexagon built by Set. A polygon filled by hand holds at most that.
  let setBytes = 0;
  beforeAll(() => {
    setBytes = heapPerPolygon(paths['Set({x, y}[])']);
  });

  test('a polygon built by Set holds under 0.44 kB (the shape and m_packed)', () => {
    // Measured 0.38 kB in Node 20 (376 B for Set's hexagon, 384 B for SetAsBox, both builds); 0.46 kB
    // (456 to 464 B) while m_centroid was a b2Vec2 of two heap numbers and m_radius a field V8 kept
    // as a third; one that kept its 16 views held 1.50 kB.
    // A reading can be inflated by what the jest worker allocates meanwhile (a clean-clone CI run
    // read 1,002 B once, on a tree where a quiet run reads 376 B): the bound applies to the
    // smallest of up to three readings.
    let bytes = setBytes;
    for (let k = 0; k < 2 && !(bytes < 440); ++k) bytes = Math.min(bytes, heapPerPolygon(paths['Set({x, y}[])']));
    expect(bytes).toBeGreaterThan(100);
    expect(bytes).toBeLessThan(440);
  });

  test.each(Object.keys(paths).filter((name) => name !== 'Set({x, y}[])'))('%s holds no more than Set does, within 48 bytes', (name) => {
    const bytes = heapPerPolygon(paths[name]);
    expect(bytes).toBeLessThan(setBytes + 48);
  });
});
