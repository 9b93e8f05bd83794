// The allocation check of the twelve v3 colliders and b2CarryImpulsesById: each runs over every
// recorded case of its test/v3/vectors/manifold_*.json file (the C's own inputs) into one reused
// manifold, through the same measurement as the v2.4.1 functions (alloc_check.ts). One build per
// process: `f32` (build/f32/v3, the float32 twin), `f64` (src/v3) or `dist` (the built package's
// `b2collide/v3`, dist/f32/cjs/v3/index.cjs, after `npm run build`).
//
// Run it compiled by tsc, not under tsx: esbuild (tsx) keeps a class's bare field declarations
// (`public x: number;`, as in the float32 twin's classes) as fields defined to undefined, which
// V8 then stores every double into as a new heap number; tsc with the repository's ES2020 target
// (as ts-jest and the package build use) emits no such field. From the repository root:
//   npx tsc --module commonjs --target ES2020 --moduleResolution node --esModuleInterop --skipLibCheck \
//     --outDir /tmp/v3alloc bench/v3_manifold_alloc.ts && node --expose-gc /tmp/v3alloc/bench/v3_manifold_alloc.js f32

import * as F64 from '../src/v3/index';
import { allocatesPerCall, measureAllocation } from './alloc_check';
import { run } from './alloc_functions';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { HexTransform, HexVec, ShapeJson, VectorFile } from '../test/v3/support/manifold_vector_cases';

// Run from the repository root.
const vectorDir = path.resolve('test/v3/vectors') + path.sep;
const loadManifoldVectors = (name: string): VectorFile => JSON.parse(fs.readFileSync(`${vectorDir}manifold_${name}.json`, 'utf8')) as VectorFile;
const bits = new DataView(new ArrayBuffer(4));
function fromHex(h: string): number {
  bits.setUint32(0, parseInt(h, 16));
  return bits.getFloat32(0);
}

type Lib = typeof F64;

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'f32';
  const lib: Lib =
    which === 'f64' ? F64 : which === 'dist' ? ((await import(path.resolve('dist/f32/cjs/v3/index.cjs'))) as unknown as Lib) : ((await import('../build/f32/v3/index')) as unknown as Lib);

  const setVec = (v: { x: number; y: number }, h: HexVec) => {
    v.x = fromHex(h[0]);
    v.y = fromHex(h[1]);
  };
  const xf = (h: HexTransform) => {
    const t = new lib.b2Transform();
    t.p.x = fromHex(h[0]);
    t.p.y = fromHex(h[1]);
    t.q.c = fromHex(h[2]);
    t.q.s = fromHex(h[3]);
    return t;
  };
  const shape = (s: ShapeJson): unknown => {
    if (s.vertices) {
      const p = new lib.b2Polygon();
      p.count = s.vertices.length;
      s.vertices.forEach((v, i) => setVec(p.vertices[i], v));
      s.normals!.forEach((n, i) => setVec(p.normals[i], n));
      setVec(p.centroid, s.centroid!);
      p.radius = fromHex(s.radius!);
      return p;
    }
    if (s.ghost1) {
      const g = new lib.b2ChainSegment();
      setVec(g.ghost1, s.ghost1);
      setVec(g.segment.point1, s.point1!);
      setVec(g.segment.point2, s.point2!);
      setVec(g.ghost2, s.ghost2!);
      return g;
    }
    if (s.point1) {
      const g = new lib.b2Segment();
      setVec(g.point1, s.point1);
      setVec(g.point2, s.point2!);
      return g;
    }
    if (s.center1) {
      const c = new lib.b2Capsule();
      setVec(c.center1, s.center1);
      setVec(c.center2, s.center2!);
      c.radius = fromHex(s.radius!);
      return c;
    }
    const c = new lib.b2Circle();
    setVec(c.center, s.center!);
    c.radius = fromHex(s.radius!);
    return c;
  };

  const colliders: [string, string][] = [
    ['circles', 'b2CollideCircles'], ['capsule_circle', 'b2CollideCapsuleAndCircle'], ['segment_circle', 'b2CollideSegmentAndCircle'],
    ['polygon_circle', 'b2CollidePolygonAndCircle'], ['capsules', 'b2CollideCapsules'], ['segment_capsule', 'b2CollideSegmentAndCapsule'],
    ['polygon_capsule', 'b2CollidePolygonAndCapsule'], ['polygons', 'b2CollidePolygons'], ['segment_polygon', 'b2CollideSegmentAndPolygon'],
    ['chain_circle', 'b2CollideChainSegmentAndCircle'], ['chain_capsule', 'b2CollideChainSegmentAndCapsule'], ['chain_polygon', 'b2CollideChainSegmentAndPolygon'],
  ];

  let failed = false;
  const report = async (name: string, n: number, runner: ReturnType<typeof run>) => {
    for (let w = 0; w < 200; ++w) runner.pass(); // warm up: optimised code before measuring
    const passes = Math.ceil(200000 / n);
    const a = await measureAllocation(runner, passes, n);
    const bad = allocatesPerCall(a);
    failed ||= bad;
    console.log(`${name.padEnd(34)} ${String(a.calls).padStart(8)} calls ${String(a.bytes).padStart(8)} bytes ${String(a.gcs).padStart(3)} GCs${bad ? '  ALLOCATES' : ''}`);
  };

  for (const [file, name] of colliders) {
    const cases = loadManifoldVectors(file).cases;
    const n = cases.length;
    const as = cases.map((c) => shape(c.shapeA));
    const bs = cases.map((c) => shape(c.shapeB));
    const xas = cases.map((c) => xf(c.xfA));
    const xbs = cases.map((c) => xf(c.xfB));
    const caches = cases.map(() => new lib.b2SimplexCache());
    const m = new lib.b2Manifold();
    const fn = (lib as unknown as Record<string, (...args: unknown[]) => { pointCount: number }>)[name];
    const withCache = name.includes('ChainSegmentAndCapsule') || name.includes('ChainSegmentAndPolygon');
    const runner = withCache
      ? run(n, (i) => fn(m, as[i], xas[i], bs[i], xbs[i], caches[i]).pointCount)
      : run(n, (i) => fn(m, as[i], xas[i], bs[i], xbs[i]).pointCount);
    await report(name, n, runner);
  }

  // b2CarryImpulsesById over the polygon cases' manifolds, each against the next case's.
  const cases = loadManifoldVectors('polygons').cases;
  const manifolds = cases.map((c) => {
    const m = new lib.b2Manifold();
    lib.b2CollidePolygons(m, shape(c.shapeA) as InstanceType<Lib['b2Polygon']>, xf(c.xfA), shape(c.shapeB) as InstanceType<Lib['b2Polygon']>, xf(c.xfB));
    return m;
  });
  const n = manifolds.length;
  await report('b2CarryImpulsesById', n, run(n, (i) => lib.b2CarryImpulsesById(manifolds[i], manifolds[(i + 1) % n]).pointCount));

  console.log(failed ? 'some function allocates per call' : `no allocation per call (${which})`);
  process.exitCode = failed ? 1 : 0;
}

void main();
