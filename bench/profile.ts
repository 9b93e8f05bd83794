// Runs only b2collide on one family for a few seconds, for `node --cpu-prof` or `--prof`:
//   npm run build && TSX_TSCONFIG_PATH=tsconfig.run.json node --cpu-prof --import tsx bench/profile.ts mixed 5
// Keeps the profile free of the peers and of the bench's own bookkeeping.

import { polygonAdapters } from './adapters/polygon_polygon';
import { loadBox2DWasm } from './engines/box2d_wasm';
import { buildPolygonFamilies } from './polygon_pairs';

const familyName = process.argv[2] ?? 'mixed';
const seconds = Number(process.argv[3] ?? '5');
const family = buildPolygonFamilies(2048, 0x5eed).find((f) => f.name === familyName);
if (family === undefined) throw new Error(`no family named ${familyName}`);
const { box2d } = await loadBox2DWasm();
const runner = polygonAdapters(box2d)[0].prepare(family.pairs);

const end = Date.now() + seconds * 1000;
let passes = 0;
let sum = 0;
while (Date.now() < end) {
  sum += runner.pass();
  ++passes;
}
const ns = (seconds * 1e9) / (passes * family.pairs.length);
console.log(`b2collide on ${familyName}: ${passes} passes, about ${ns.toFixed(1)} ns/call (checksum ${sum})`);
