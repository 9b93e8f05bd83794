// Checks b2Sin, b2Cos, b2SinCosInPlace and b2Atan2 (src/common/b2_fdlibm_trig.ts) against this
// Node's Math.sin, Math.cos and Math.atan2 bit for bit, over many more inputs than the unit test.
// Usage: npx tsx scripts/check-fdlibm-trig.ts [angles, default 20000000] [seed, default 1]
// Prints the counts and exits 1 on any difference. The expected bits are Node 20's (V8 11.3, whose
// Math.sin/cos/atan2 are fdlibm's); another engine's Math functions may differ, which is the point.

// The kernels, which take every double (the exported b2Sin, b2Cos and b2Atan2 refuse NaN and ±Infinity).
import { b2Atan2Unchecked as b2Atan2, b2CosUnchecked as b2Cos, b2SinUnchecked as b2Sin, b2SinCosInPlace } from '../src/common/b2_fdlibm_trig';
import { Rng } from '../compare/runner/rng';
import { atan2Specials, fillAtan2Pairs, fillTrigAngles, sameBits, trigSpecials } from './fdlibm/trig_inputs';

const total = Number(process.argv[2] ?? 20_000_000);
const seed = Number(process.argv[3] ?? 1);
const BATCH = 1_000_000;
const rng = new Rng(seed, 0x7419);
const angles = new Float64Array(BATCH);
const ys = new Float64Array(BATCH);
const xs = new Float64Array(BATCH);
const pair = new Float64Array(2);
let trigChecked = 0;
let trigDiffer = 0;
let atan2Checked = 0;
let atan2Differ = 0;
const examples: string[] = [];

function checkAngle(x: number): void {
  pair[0] = x;
  b2SinCosInPlace(pair, 0);
  const s = Math.sin(x);
  const c = Math.cos(x);
  ++trigChecked;
  if (!sameBits(b2Sin(x), s) || !sameBits(b2Cos(x), c) || !sameBits(pair[0], s) || !sameBits(pair[1], c)) {
    ++trigDiffer;
    if (examples.length < 10) examples.push(`sin/cos(${x})`);
  }
}

function checkPair(y: number, x: number): void {
  ++atan2Checked;
  if (!sameBits(b2Atan2(y, x), Math.atan2(y, x))) {
    ++atan2Differ;
    if (examples.length < 10) examples.push(`atan2(${y}, ${x})`);
  }
}

const start = Date.now();
for (const x of trigSpecials()) checkAngle(x);
for (const [y, x] of atan2Specials()) checkPair(y, x);
for (let done = 0; done < total; done += BATCH) {
  const n = Math.min(BATCH, total - done);
  fillTrigAngles(rng, angles);
  fillAtan2Pairs(rng, ys, xs);
  for (let i = 0; i < n; ++i) {
    checkAngle(angles[i]);
    checkPair(ys[i], xs[i]);
  }
}
const seconds = ((Date.now() - start) / 1000).toFixed(1);
console.log(`node ${process.version} (V8 ${process.versions.v8}), seed ${seed}, ${seconds} s`);
console.log(`sin/cos/sincos: ${trigChecked} angles, ${trigDiffer} differ from Math.sin/Math.cos`);
console.log(`atan2: ${atan2Checked} pairs, ${atan2Differ} differ from Math.atan2`);
for (const e of examples) console.log(`  differs: ${e}`);
process.exitCode = trigDiffer + atan2Differ === 0 ? 0 : 1;
