// Random point clouds for b2PolygonShape.Set, one generator per way a hull goes wrong.

import type { Rng } from '../compare/runner/rng';
import { b2_linearSlop } from './library';

export type Cloud = { x: number; y: number }[];

export interface CloudFamily {
  readonly name: string;
  make(rng: Rng): Cloud;
}

const weld = 0.5 * b2_linearSlop;

function uniform(rng: Rng, n: number, scale: number): Cloud {
  return Array.from({ length: n }, () => ({ x: rng.range(-scale, scale), y: rng.range(-scale, scale) }));
}

export const cloudFamilies: readonly CloudFamily[] = [
  { name: 'uniform', make: (rng) => uniform(rng, rng.int(3, 8), 2) },
  {
    // Copies of points at about the weld distance, just inside or just outside it.
    name: 'near-duplicates',
    make(rng) {
      const base = uniform(rng, rng.int(3, 5), 1);
      const out = [...base];
      while (out.length < 8 && rng.chance(0.8)) {
        const p = rng.pick(base);
        const a = rng.range(0, 2 * Math.PI);
        const d = weld * (1 + rng.range(-0.01, 0.01));
        out.push({ x: p.x + d * Math.cos(a), y: p.y + d * Math.sin(a) });
      }
      return out;
    },
  },
  {
    // Points on a line with a tiny perpendicular jitter, sometimes one point well off it.
    name: 'near-collinear',
    make(rng) {
      const a = rng.range(0, Math.PI);
      const [ux, uy] = [Math.cos(a), Math.sin(a)];
      const jitter = 10 ** rng.range(-12, -2);
      const out = Array.from({ length: rng.int(3, 7) }, () => {
        const t = rng.range(-2, 2);
        const h = rng.range(-jitter, jitter);
        return { x: t * ux - h * uy, y: t * uy + h * ux };
      });
      if (rng.chance(0.5)) out.push({ x: rng.range(-2, 2), y: rng.range(-2, 2) });
      return out;
    },
  },
  {
    // Far from the origin with a small spread: float32 rounds the coordinates coarsely.
    name: 'huge-tiny-spread',
    make(rng) {
      const cx = rng.sign() * 10 ** rng.range(6, 12);
      const cy = rng.sign() * 10 ** rng.range(6, 12);
      const spread = 10 ** rng.range(-1, 2);
      return uniform(rng, rng.int(3, 8), spread).map((p) => ({ x: cx + p.x, y: cy + p.y }));
    },
  },
  { name: 'below-linearSlop', make: (rng) => uniform(rng, rng.int(3, 8), 10 ** rng.range(-4, Math.log10(b2_linearSlop))) },
  {
    // A convex polygon listed clockwise.
    name: 'clockwise',
    make(rng) {
      const n = rng.int(3, 8);
      const r = 10 ** rng.range(-1, 1);
      const start = rng.range(0, 2 * Math.PI);
      return Array.from({ length: n }, (_, i) => {
        const a = start - (2 * Math.PI * (i + rng.range(0, 0.5))) / n;
        return { x: r * Math.cos(a), y: r * Math.sin(a) };
      });
    },
  },
];
