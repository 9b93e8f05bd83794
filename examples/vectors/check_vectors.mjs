// Checks an engine against the test vectors `npm run compare -- --export DIR` writes.
//   node examples/vectors/check_vectors.mjs DIR [--engine ./my_adapter.mjs] [--float32] [--tolerance T]
// Without --engine it checks b2collide (the float64 build, or b2collide/f32 with --float32). An
// engine module default-exports an adapter (see b2collide_adapter.mjs). A float32 engine must give
// Box2D's bits exactly; a float64 one the float64 answer: pointCount, type and every feature index
// exactly, every number within T times (1 + the largest input coordinate) (default 1e-12).
// Prints one line per file and exits 1 on any failure, naming the first failing vector.

import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { b2collideAdapter } from './b2collide_adapter.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { engine: { type: 'string' }, float32: { type: 'boolean', default: false }, tolerance: { type: 'string', default: '1e-12' } },
});
if (positionals.length !== 1) {
  console.error('usage: check_vectors.mjs DIR [--engine ./adapter.mjs] [--float32] [--tolerance T]');
  process.exit(2);
}
const engine = values.engine
  ? (await import(pathToFileURL(resolve(values.engine)).href)).default
  : b2collideAdapter(await import(values.float32 ? 'b2collide/f32' : 'b2collide'), values.float32);
const float32 = engine.float32 === true;
const tolerance = Number(values.tolerance);

const bits = new DataView(new ArrayBuffer(4));
const hex = (x) => (bits.setFloat32(0, x), bits.getUint32(0).toString(16).padStart(8, '0'));
const functionOf = { polygons: 'collidePolygons', circles: 'collideCircles', 'polygon-circle': 'collidePolygonAndCircle', 'edge-circle': 'collideEdgeAndCircle', 'edge-polygon': 'collideEdgeAndPolygon' };

/** The first difference between the engine's manifold and the expected one, or null. */
function difference(got, want, scale) {
  if (got.pointCount !== want.pointCount) return `pointCount ${got.pointCount}, expected ${want.pointCount}`;
  if (want.pointCount === 0) return null;
  if (got.type !== want.type) return `type ${got.type}, expected ${want.type}`;
  const same = (g, w) => (float32 ? hex(g) === w : Math.abs(g - w) <= tolerance * scale);
  const pairs = [['localNormal', got.localNormal, want.localNormal], ['localPoint', got.localPoint, want.localPoint]];
  for (let i = 0; i < want.pointCount; ++i) {
    const g = got.points[i];
    const w = want.points[i];
    for (const f of ['indexA', 'indexB', 'typeA', 'typeB']) if (g[f] !== w[f]) return `points[${i}].${f} ${g[f]}, expected ${w[f]}`;
    pairs.push([`points[${i}].localPoint`, g.localPoint, w.localPoint]);
  }
  for (const [name, g, w] of pairs) {
    for (const k of [0, 1]) if (!same(g[k], w[k])) return `${name}[${k}] ${float32 ? hex(g[k]) : g[k]}, expected ${w[k]}`;
  }
  return null;
}

/** The largest |number| anywhere inside a value (the scale the tolerance is relative to). */
function largest(value) {
  if (typeof value === 'number') return Math.abs(value);
  if (value === null || typeof value !== 'object') return 0;
  return Math.max(0, ...Object.values(value).map(largest));
}

let failed = 0;
for (const file of readdirSync(positionals[0]).filter((f) => f.endsWith('.jsonl')).sort()) {
  let count = 0;
  let firstFailure = null;
  let failures = 0;
  for (const line of readFileSync(resolve(positionals[0], file), 'utf8').split('\n')) {
    if (line === '') continue;
    const v = JSON.parse(line);
    const collide = engine[functionOf[v.collide]];
    if (typeof collide !== 'function') break; // the engine does not have this function
    ++count;
    const scale = 1 + largest([v.a, v.b, v.xfA.p, v.xfB.p]);
    const got = collide(v.a, v.xfA, v.b, v.xfB);
    const diff = difference(got, float32 ? v.float32.manifold : v.float64.manifold, scale);
    if (diff !== null) {
      ++failures;
      firstFailure ??= `${v.family} #${v.index}: ${diff}`;
    }
  }
  failed += failures;
  console.log(`${file.padEnd(34)} ${count === 0 ? 'skipped (engine lacks it)' : `${count - failures}/${count} match${failures > 0 ? `; first failure ${firstFailure}` : ''}`}`);
}
console.log(failed === 0 ? `${engine.name}: every vector matches` : `${engine.name}: ${failed} vectors differ`);
process.exit(failed === 0 ? 0 : 1);
