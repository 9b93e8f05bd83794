// The case as a jest test body: the shapes and transforms built with the library's API (exact
// numbers, shortest round-trip form), b2CollideShapes (and, when the case has a sweep, its
// b2ShapeCast or b2TimeOfImpact call), and expectations holding the answer the page shows. The
// expected values are what b2collide computed when the case was exported: the comment in the body
// says so, and that they must be checked against the C++ or a peer.

import { angleOf, type ExplorerCase, type PoseSpec, type ShapeSpec, type TransformSpec, type XY } from './case';
import { keyHex, manifoldTypeNames, type CaseRun } from './collide';
import type { SweepView } from './sweep';

/** A number as JavaScript source that reads back as the same float64 (-0 included). */
function lit(x: number): string {
  return Object.is(x, -0) ? '-0' : String(x);
}

const pt = ([x, y]: XY): string => `{ x: ${lit(x)}, y: ${lit(y)} }`;

function shapeSource(spec: ShapeSpec): string {
  switch (spec.kind) {
    case 'box':
      return `new b2PolygonShape().SetAsBox(${lit(spec.hx)}, ${lit(spec.hy)})`;
    case 'rounded-box':
      return `((p) => { p.m_radius = ${lit(spec.radius)}; return p; })(new b2PolygonShape().SetAsBox(${lit(spec.hx)}, ${lit(spec.hy)}))`;
    case 'capsule':
      // v2.4.1 has no capsule: the explorer's stand-in, a two-sided edge with the capsule's radius.
      return `((e) => { e.m_radius = ${lit(spec.radius)}; return e; })(new b2EdgeShape().SetTwoSided(${pt(spec.center1)}, ${pt(spec.center2)}))`;
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

/** The names an exported body uses, all from 'b2collide' (the sweep's only when the case has one). */
export const exportedNames = ['b2ChainShape', 'b2CircleShape', 'b2CollideShapes', 'b2EdgeShape', 'b2Manifold', 'b2ManifoldType', 'b2PolygonShape', 'b2Transform'] as const;
export const exportedSweepNames = ['b2ShapeCast', 'b2ShapeCastInput', 'b2ShapeCastOutput', 'b2TimeOfImpact', 'b2TOIInput', 'b2TOIOutput', 'b2TOIOutputState'] as const;

/** A sweep of the TOI input from the case's start transform to an end pose (as sweep.ts builds it). */
function sweepLines(name: string, start: TransformSpec, end: PoseSpec): string[] {
  return [
    `  toi.${name}.c0.Set(${lit(start.x)}, ${lit(start.y)});`,
    `  toi.${name}.a0 = ${lit(angleOf(start))}; // atan2(s, c) of the start transform`,
    `  toi.${name}.c.Set(${lit(end.x)}, ${lit(end.y)});`,
    `  toi.${name}.a = ${lit(end.angle)};`,
  ];
}

/** The sweep view's call and expectations: b2ShapeCast or b2TimeOfImpact on the same shapes. */
function sweepSource(c: ExplorerCase, v: SweepView): string[] {
  const s = c.sweep!;
  if (s.mode === 'cast') {
    const lines = [
      `  const cast = new b2ShapeCastInput();`,
      `  cast.proxyA.Set(shapeA, ${child(c.a)});`,
      `  cast.proxyB.Set(shapeB, ${child(c.b)});`,
      `  cast.transformA.Copy(xfA);`,
      `  cast.transformB.Copy(xfB);`,
      `  cast.translationB.Set(${lit(s.translation[0])}, ${lit(s.translation[1])});`,
      `  const castOutput = new b2ShapeCastOutput();`,
      `  expect(b2ShapeCast(castOutput, cast)).toBe(${v.hit});`,
      `  expect(castOutput.lambda).toBe(${lit(v.fraction)});`,
      `  expect(castOutput.iterations).toBe(${v.iterations});`,
    ];
    if (v.point !== undefined && v.normal !== undefined) {
      lines.push(`  expect([castOutput.point.x, castOutput.point.y]).toEqual([${lit(v.point[0])}, ${lit(v.point[1])}]);`);
      lines.push(`  expect([castOutput.normal.x, castOutput.normal.y]).toEqual([${lit(v.normal[0])}, ${lit(v.normal[1])}]);`);
    }
    return lines;
  }
  return [
    `  const toi = new b2TOIInput();`,
    `  toi.proxyA.Set(shapeA, ${child(c.a)});`,
    `  toi.proxyB.Set(shapeB, ${child(c.b)});`,
    ...sweepLines('sweepA', c.xfA, s.endA),
    ...sweepLines('sweepB', c.xfB, s.endB),
    `  toi.tMax = ${lit(s.tMax)};`,
    `  const toiOutput = new b2TOIOutput();`,
    `  b2TimeOfImpact(toiOutput, toi);`,
    `  expect(toiOutput.state).toBe(b2TOIOutputState.${v.state});`,
    `  expect(toiOutput.t).toBe(${lit(v.fraction)});`,
  ];
}

export function exportJestTest(c: ExplorerCase, run: CaseRun, link: string, sweep?: SweepView): string {
  const m = run.manifold;
  const withSweep = c.sweep !== undefined && sweep !== undefined;
  const names = withSweep ? [...exportedNames, ...exportedSweepNames] : exportedNames;
  const lines = [
    `// imports: ${names.join(', ')} from 'b2collide'`,
    `test('${c.a.kind} against ${c.b.kind}: the ${withSweep ? `manifold and ${sweep.mode === 'cast' ? 'shape cast' : 'time of impact'}` : 'manifold'} the explorer showed', () => {`,
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
  if (withSweep) lines.push(...sweepSource(c, sweep));
  lines.push('});');
  return lines.join('\n');
}
