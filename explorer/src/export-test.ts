// The case as a jest test body: the shapes and transforms built with the library's API (exact
// numbers, shortest round-trip form), b2CollideShapes, and expectations holding the answer the
// page shows. The expected values are what b2collide computed when the case was exported: the
// comment in the body says so, and that they must be checked against the C++ or a peer.

import type { ExplorerCase, ShapeSpec, TransformSpec, XY } from './case';
import { keyHex, manifoldTypeNames, type CaseRun } from './collide';

/** A number as JavaScript source that reads back as the same float64 (-0 included). */
function lit(x: number): string {
  return Object.is(x, -0) ? '-0' : String(x);
}

const pt = ([x, y]: XY): string => `{ x: ${lit(x)}, y: ${lit(y)} }`;

function shapeSource(spec: ShapeSpec): string {
  switch (spec.kind) {
    case 'box':
      return `new b2PolygonShape().SetAsBox(${lit(spec.hx)}, ${lit(spec.hy)})`;
    case 'polygon':
      return `new b2PolygonShape().Set([${spec.points.map(pt).join(', ')}])`;
    case 'polygon-raw':
      // An immediately-invoked builder writing the fields as the compare harness does.
      return `((p) => { p.m_count = ${spec.vertices.length}; ${spec.vertices.map((v, i) => `p.m_vertices[${i}].Set(${lit(v[0])}, ${lit(v[1])}); p.m_normals[${i}].Set(${lit(spec.normals[i][0])}, ${lit(spec.normals[i][1])});`).join(' ')} p.m_centroid.Set(${lit(spec.centroid[0])}, ${lit(spec.centroid[1])}); p.m_radius = ${lit(spec.radius)}; return p; })(new b2PolygonShape())`;
    case 'circle':
      return `new b2CircleShape().Set(${pt(spec.p)}, ${lit(spec.radius)})`;
    case 'edge':
      return spec.oneSided
        ? `new b2EdgeShape().SetOneSided(${pt(spec.v0)}, ${pt(spec.v1)}, ${pt(spec.v2)}, ${pt(spec.v3)})`
        : `new b2EdgeShape().SetTwoSided(${pt(spec.v1)}, ${pt(spec.v2)})`;
    case 'chain':
      return spec.loop
        ? `new b2ChainShape().CreateLoop([${spec.vertices.map(pt).join(', ')}])`
        : `new b2ChainShape().CreateChain([${spec.vertices.map(pt).join(', ')}], ${spec.vertices.length}, ${pt(spec.prev)}, ${pt(spec.next)})`;
  }
}

const xfSource = (xf: TransformSpec): string => `new b2Transform().SetPositionSinCos(${lit(xf.x)}, ${lit(xf.y)}, ${lit(xf.s)}, ${lit(xf.c)})`;
const child = (spec: ShapeSpec): number => (spec.kind === 'chain' ? spec.child : 0);

export function exportJestTest(c: ExplorerCase, run: CaseRun, link: string): string {
  const m = run.manifold;
  const lines = [
    `// imports: b2ChainShape, b2CircleShape, b2CollideShapes, b2EdgeShape, b2Manifold, b2ManifoldType, b2PolygonShape, b2Transform from 'b2collide'`,
    `test('${c.a.kind} against ${c.b.kind}: the manifold the explorer showed', () => {`,
    `  // Open in the explorer: ${link}`,
    `  const shapeA = ${shapeSource(c.a)};`,
    `  const xfA = ${xfSource(c.xfA)};`,
    `  const shapeB = ${shapeSource(c.b)};`,
    `  const xfB = ${xfSource(c.xfB)};`,
    `  const manifold = new b2Manifold();`,
    `  const swapped = b2CollideShapes(manifold, shapeA, ${child(c.a)}, xfA, shapeB, ${child(c.b)}, xfB);`,
    `  // Expected: b2collide's answer when this case was exported from the explorer. Before keeping`,
    `  // this test, check these values against the C++ (box2d-wasm) or a peer and say which.`,
    `  expect(swapped).toBe(${run.swapped});`,
    `  expect(manifold.pointCount).toBe(${m.pointCount});`,
  ];
  if (m.pointCount > 0) {
    lines.push(`  expect(manifold.type).toBe(b2ManifoldType.${manifoldTypeNames[m.type]});`);
    lines.push(`  expect([manifold.localNormal.x, manifold.localNormal.y]).toEqual([${lit(m.localNormal.x)}, ${lit(m.localNormal.y)}]);`);
    for (let i = 0; i < m.pointCount; ++i) {
      const p = m.points[i];
      lines.push(`  expect(manifold.points[${i}].id.key).toBe(${keyHex(p.id.key)});`);
      lines.push(`  expect([manifold.points[${i}].localPoint.x, manifold.points[${i}].localPoint.y]).toEqual([${lit(p.localPoint.x)}, ${lit(p.localPoint.y)}]);`);
    }
  }
  lines.push('});');
  return lines.join('\n');
}
