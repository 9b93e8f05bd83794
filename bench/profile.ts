// Runs only b2collide on one family for a few seconds, for `node --cpu-prof` or `--prof`:
//   npm run build && TSX_TSCONFIG_PATH=tsconfig.run.json node --cpu-prof --import tsx bench/profile.ts mixed 5
// Keeps the profile free of the peers (box2d-wasm is not even loaded) and of the bench's own bookkeeping.

import { b2collide } from './adapters/polygon_polygon';
import { buildPolygonFamilies } from './polygon_pairs';

const familyName = process.argv[2] ?? 'mixed';
const seconds = Number(process.argv[3] ?? '5');
const family = buildPolygonFamilies(2048, 0x5eed).find((f) => f.name === familyName);
if (family === undefined) throw new Error(`no family named ${familyName}`);
const runner = b2collide.prepare(family.pairs);

const end = Date.now() + seconds * 1000;
let passes = 0;
let sum = 0;
while (Date.now() < end) {
  sum += runner.pass();
  ++passes;
}
const ns = (seconds * 1e9) / (passes * family.pairs.length);
console.log(`b2collide on ${familyName}: ${passes} passes, about ${ns.toFixed(1)} ns/call (checksum ${sum})`);
