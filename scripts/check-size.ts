// npm test's size budgets: what a user's bundle gains from an import of b2collide, bundled,
// minified and gzipped. Each entry is bundled twice, as a user's bundler would: by rollup (with the
// package's own "sideEffects" field applied to its modules, as @rollup/plugin-node-resolve and
// Vite do) and by esbuild (which reads the field itself); both are minified by esbuild and gzipped
// at level 9, and the larger gzip size must stay within the budget. A budget that fails means a
// module that the entry does not need is reaching the bundle (module-level scratch, an enum, a
// side effect), or the library grew: look at the names printed before raising it.
// Run after `npm run build`: `tsx scripts/check-size.ts`.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { rollup } from 'rollup';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One import a user might write, and the most its bundle may weigh (bytes, minified + gzipped). */
interface Budget {
  readonly name: string;
  readonly entry: string;
  readonly maxGzip: number;
}

const budgets: readonly Budget[] = [
  // One collider with the input checks of issue 15 (typeof, range, named messages): 1.4 kB
  // measured (1,367 B), and still no shape class in it; 1,505 B since it reads transforms through
  // b2TransformNumbers, whose fallback fills a scratch array from a {p, q} (src/README.md rule 11);
  // 1,678 B with the check layer's sum of magnitudes and its range messages (2026-11-27); 2,272 B
  // (2026-11-27) once a collider names a whole argument that is not one (the manifold, shape and
  // transform checks of its cold path); 2,447 B (2026-11-27) with the rotation bound |s| + |c| <= 2
  // and its message; 2,629 B (2026-11-27) with one fast test over every number and a cold path
  // that replays the checks in order (the fast test also closed a float64/float32 difference);
  // 2,700 B (2026-11-28) with the refusal of a frozen manifold part (a try and its named cold
  // path) and the kernel that reads each number once; 2,793 B (2026-11-28) once the contact id's
  // module names a frozen output too (b2ContactID.key's try, b2ContactFeature's output checks).
  { name: 'one collider: b2CollideCircles', entry: "export { b2CollideCircles } from 'b2collide';", maxGzip: 2_900 },
  // The shapes carry their queries (TestPoint, RayCast, ComputeAABB, ComputeMass) and the checks
  // of issue 15 (the hull check of Set among them): 9.9 kB measured; 10.7 kB since an edge's
  // vertices are b2Vec2Views of its m_packed (src/README.md rule 10), which brings b2Vec2View in;
  // 11.1 kB with the check layer (shapes and proxies checked as read, 2026-11-27); 12.0 kB
  // (11,953 B, 2026-11-27) once contact features, clip vertices and manifolds check what they read;
  // 12,844 B (2026-11-27) with the colliders' whole-argument checks; 13,041 B (2026-11-27) with
  // the output probes that replaced per-call Object.isFrozen and their cold-path naming; 13,338 B
  // (2026-11-27) with the rotation bound in every collider's check; 13,406 B (2026-11-27) with
  // the queries' one fast condition and its cold naming functions, and the edge proxy's packed read;
  // 13,541 B (2026-11-27) with the circle colliders' one fast test and their cold paths; 13,931 B
  // (2026-11-28) with the five colliders' refusal of a frozen manifold part (their write tries,
  // write-back probes and named cold path) and b2CollideCircles' kernel split; 14,312 B
  // (2026-11-28) with b2WorldManifold's write-back probe and the features' frozen-output checks;
  // 14,506 B (2026-11-28) with the circle and edge modules' const bindings of their imports
  // (src/README.md rule 13) and b2CollideEdgeAndCircle's try and named cold path; 14,630 B
  // (2026-11-28) with b2CollidePolygons' write-back probe written out.
  { name: 'b2CollideShapes + b2WorldManifold', entry: "export { b2CollideShapes, b2WorldManifold } from 'b2collide';", maxGzip: 14_700 },
  // The whole collision module: manifolds, distance, shape cast, shape queries, time of impact,
  // dynamic tree, broad phase, v2.4.2's hull and the input checks (29.9 kB measured; 30.3 kB with
  // b2RotView and the transform readers of rule 11). 37.3 kB (2026-11-27) with the library's own
  // fdlibm sin/cos/atan2 (engine-independent bits), the check layer on every export, the
  // b2_common.h constants and b2PositionSolverManifold. 38.6 kB (38,552 B, 2026-11-27) with the
  // math primitives' checks and their unchecked kernels (src/README.md rule 12). 40.8 kB (40,757 B,
  // 2026-11-27) with the tree's state checks and the shapes', features' and manifolds' checks.
  // 42.1 kB (42,062 B, 2026-11-27) once every entry point names a whole argument as given.
  // 42.7 kB (42,683 B, 2026-11-27) with the output write-back probes, the cached polygon views
  // and the tree fixes the fuzz found. 43.5 kB (43,486 B, 2026-11-27) with the checks' one-condition
  // fast paths and their cold naming functions (queries, chain children, manifolds, outputs).
  // 44.3 kB (44,321 B, 2026-11-27) with the rotation bound, the time of impact's vertex bound, its
  // in-place sine and cosine and its angle cache, and the queries' one-call transform check.
  // 44.8 kB (44,835 B, 2026-11-27) with the queries' fast conditions and cold naming functions,
  // b2GetPointStates' allocation-free slot probe and the edge proxy's packed read. 45.4 kB
  // (45,412 B, 2026-11-28) with the v2.4.1 colliders' refusal of a frozen manifold part. 46.4 kB
  // (46,446 B, 2026-11-28) once every function that writes an object refuses it frozen by name
  // (write-back probes, tries around first writes, their cold naming paths).
  { name: 'the whole library', entry: "export * from 'b2collide';", maxGzip: 47_000 },
];

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { sideEffects?: unknown; exports: Record<string, { import: { default: string } }> };
const esmEntry = join(root, pkg.exports['.'].import.default);
const distDir = join(root, 'dist');

async function rollupBundle(entry: string): Promise<string> {
  const bundle = await rollup({
    input: 'entry',
    onwarn: (warning) => {
      throw new Error(`check-size: rollup warns: ${warning.message}`);
    },
    plugins: [
      {
        name: 'b2collide-package',
        resolveId(id, importer) {
          if (id === 'entry') return id;
          if (id === 'b2collide') return { id: esmEntry, moduleSideEffects: pkg.sideEffects !== false };
          if (importer !== undefined && importer.startsWith(distDir) && id.startsWith('.')) {
            return { id: resolve(dirname(importer), id), moduleSideEffects: pkg.sideEffects !== false };
          }
          return null;
        },
        load(id) {
          return id === 'entry' ? entry : null;
        },
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output[0].code;
}

async function esbuildBundle(entry: string): Promise<string> {
  const result = await build({ stdin: { contents: entry, resolveDir: root, loader: 'js' }, bundle: true, format: 'esm', platform: 'neutral', write: false });
  return result.outputFiles[0].text;
}

async function minifiedGzip(code: string): Promise<{ min: number; gzip: number }> {
  const result = await build({ stdin: { contents: code, loader: 'js' }, minify: true, format: 'esm', write: false });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The top-level classes in a bundle, to show what an entry pulls in. */
function classNames(code: string): string {
  return [...code.matchAll(/^class (\w+)/gm)].map((m) => m[1]).join(' ');
}

let failed = 0;
for (const { name, entry, maxGzip } of budgets) {
  const viaRollup = await rollupBundle(entry);
  const viaEsbuild = await esbuildBundle(entry);
  const r = await minifiedGzip(viaRollup);
  const e = await minifiedGzip(viaEsbuild);
  const gzip = Math.max(r.gzip, e.gzip);
  const ok = gzip <= maxGzip;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${gzip} B gzip (budget ${maxGzip}); rollup ${r.min} B min / ${r.gzip} B gzip, esbuild ${e.min} B min / ${e.gzip} B gzip`);
  console.log(`     classes (rollup): ${classNames(viaRollup)}`);
}
// The b2collide-compare bin (dist/compare/, rollup.compare.config.js): the harness alone, all its
// chunks together (111 kB gzip measured). It imports the library from the package's own dist, so
// no class of the library may be defined in it: a second copy would be compared with itself.
const binDir = join(distDir, 'compare');
// 152.8 kB (2026-11-27) with the witnesses, the native reference's pair types and --engine's
// distance, TOI, query and tree kinds; 163.4 kB (2026-11-27) with the forced-decision witnesses
// (the peers' epsilons, planck's fold, separations and clip replayed in copies of b2collide);
// 187.3 kB (2026-11-27) with the v3 rows: native-v3's recorded calls and v3-phaser with its witnesses;
// 196.9 kB (2026-11-27) with v3-phaser-query and its forced copies of v3.0's ray casts and masses.
const binBudget = 200_000;
if (!existsSync(binDir)) {
  failed++;
  console.log('OVER the b2collide-compare bin: dist/compare/ is missing (npm run build)');
} else {
  const code = readdirSync(binDir)
    .filter((name) => name.endsWith('.mjs'))
    .sort()
    .map((name) => readFileSync(join(binDir, name), 'utf8'))
    .join('\n');
  const gzip = gzipSync(code, { level: 9 }).length;
  // The library's classes all carry Box2D's b2 prefix; the harness's own do not.
  const copied = classNames(code)
    .split(' ')
    .filter((name) => name.startsWith('b2'))
    .join(' ');
  const ok = gzip <= binBudget && copied === '';
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} the b2collide-compare bin: ${gzip} B gzip (budget ${binBudget}); library classes bundled: ${copied === '' ? 'none' : copied}`);
}
if (failed > 0) {
  console.error(`check-size: ${failed} of ${budgets.length + 1} budgets exceeded`);
  process.exit(1);
}
