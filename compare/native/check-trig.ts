// Checks the sine and cosine the native reference links against the JavaScript ones b2collide
// uses, angle by angle, bit for bit: in float64, driver/fdlibm_trig.cpp's sin/cos (and, for the
// record, musl's) against Math.sin/Math.cos; in float32, musl's sinf/cosf against b2collide/f32's
// b2Sinf/b2Cosf.
//   npx tsx compare/native/check-trig.ts [angles, default 4,000,000] [seed]
// The angles: uniform in [-pi, pi] (what the harness's rotations use), in [-100, 100], near the
// multiples of pi/4 up to 64 pi, and a log-uniform spread up to 1e9.

import { b2Cosf, b2Sinf } from 'b2collide/f32';
import { Rng } from '../runner/rng';
import { nativeAnswer } from './native-client';
import { FLOAT32, FLOAT64, type Precision } from './precision';

export interface TrigReport {
  readonly precision: 'f32' | 'f64';
  readonly angles: number;
  readonly sinDiffers: number;
  readonly cosDiffers: number;
  /** float64 only: musl's double sin/cos against Math.sin/Math.cos on the same angles. */
  readonly muslSinDiffers?: number;
  readonly muslCosDiffers?: number;
  /** Up to five angles where either differs. */
  readonly examples: number[];
}

/** The angle sequence of the check (seeded). */
export function trigAngles(count: number, seed: number): Float64Array {
  const rng = new Rng(seed, 0x7219);
  const out = new Float64Array(count);
  for (let i = 0; i < count; ++i) {
    switch (i & 3) {
      case 0:
        out[i] = rng.range(-Math.PI, Math.PI);
        break;
      case 1:
        out[i] = rng.range(-100, 100);
        break;
      case 2:
        out[i] = (rng.int(-256, 256) * Math.PI) / 4 + rng.range(-1e-6, 1e-6);
        break;
      default:
        out[i] = rng.sign() * 10 ** rng.range(-8, 9);
    }
  }
  return out;
}

export function checkTrig(precision: Precision, angles: Float64Array, batch = 2000): TrigReport {
  const answer = nativeAnswer(precision.name);
  const ours = precision.name === 'f32' ? [b2Sinf, b2Cosf] : [Math.sin, Math.cos];
  let sinDiffers = 0;
  let cosDiffers = 0;
  let muslSin = 0;
  let muslCos = 0;
  const stride = precision.name === 'f64' ? 4 : 2;
  const examples: number[] = [];
  for (let start = 0; start < angles.length; start += batch) {
    const end = Math.min(angles.length, start + batch);
    const parts = ['S', String(end - start)];
    for (let i = start; i < end; ++i) parts.push(precision.hex(precision.round(angles[i])));
    const tokens = answer(parts.join(' ')).split(' ');
    for (let i = start; i < end; ++i) {
      const a = precision.round(angles[i]);
      const k = stride * (i - start);
      const sin = precision.hex(ours[0](a));
      const cos = precision.hex(ours[1](a));
      const sinBad = tokens[k] !== sin;
      const cosBad = tokens[k + 1] !== cos;
      if (stride === 4 && tokens[k + 2] !== sin) ++muslSin;
      if (stride === 4 && tokens[k + 3] !== cos) ++muslCos;
      if (sinBad) ++sinDiffers;
      if (cosBad) ++cosDiffers;
      if ((sinBad || cosBad) && examples.length < 5) examples.push(a);
    }
  }
  const musl = stride === 4 ? { muslSinDiffers: muslSin, muslCosDiffers: muslCos } : {};
  return { precision: precision.name, angles: angles.length, sinDiffers, cosDiffers, ...musl, examples };
}

if (process.argv[1] !== undefined && /check-trig\.[cm]?[jt]s$/.test(process.argv[1])) {
  const count = Number(process.argv[2] ?? 4_000_000);
  const seed = Number(process.argv[3] ?? 1);
  const angles = trigAngles(count, seed);
  for (const precision of [FLOAT64, FLOAT32]) console.log(JSON.stringify(checkTrig(precision, angles)));
}
