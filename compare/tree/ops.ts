// The call sequences a tree case replays: generated from the case's own seed, so that the case
// input stays a few numbers and every engine replays exactly the same calls.

import { Rng } from '../runner/rng';

/** One case: which family drew it, its seed and its size. Plain JSON, as the report needs. */
export interface TreeCaseInput {
  readonly family: string;
  readonly seed: number;
  /** Proxies created before the mixed steps start. */
  readonly proxies: number;
  /** Mixed steps after the initial creation. */
  readonly steps: number;
  /** Probabilities of each kind of move, and whether rebuild/shift steps occur. */
  readonly mix: TreeMix;
}

export interface TreeMix {
  /** Small moves along a velocity (displacement = velocity). */
  readonly drift: number;
  /** Jumps far away (displacement = the jump). */
  readonly teleport: number;
  /** Box grows or shrinks in place (displacement 0). */
  readonly resize: number;
  readonly create: number;
  readonly destroy: number;
  readonly touch: number;
  readonly query: number;
  readonly rayCast: number;
  readonly updatePairs: number;
  /** RebuildBottomUp (O(n³): small cases only). */
  readonly rebuild: number;
  readonly shift: number;
  /** Probability that a teleport passes its jump as the displacement (else 0). */
  readonly stretch: number;
  /** World half-size: boxes live in [-world, world]². */
  readonly world: number;
}

/** Bounds as [lowerX, lowerY, upperX, upperY]. */
export type Box = [number, number, number, number];

export type TreeOp =
  | { readonly kind: 'create'; readonly handle: number; readonly box: Box }
  | { readonly kind: 'move'; readonly handle: number; readonly box: Box; readonly d: [number, number] }
  | { readonly kind: 'destroy'; readonly handle: number }
  | { readonly kind: 'touch'; readonly handle: number }
  | { readonly kind: 'query'; readonly box: Box }
  | { readonly kind: 'rayCast'; readonly p1: [number, number]; readonly p2: [number, number]; readonly maxFraction: number }
  | { readonly kind: 'updatePairs' }
  | { readonly kind: 'rebuild' }
  | { readonly kind: 'shift'; readonly origin: [number, number] };

interface Body {
  handle: number;
  box: Box;
  vx: number;
  vy: number;
}

/** Expands a case into its calls. Handles number proxies in creation order (the user data). */
export function expandOps(input: TreeCaseInput): TreeOp[] {
  const rng = new Rng(input.seed, 0x7ee);
  const m = input.mix;
  const W = m.world;
  const ops: TreeOp[] = [];
  const live: Body[] = [];
  let nextHandle = 0;
  const newBox = (): Box => {
    const x = rng.range(-W, W);
    const y = rng.range(-W, W);
    const w = rng.chance(0.1) ? rng.range(2, 8) : rng.range(0.05, 1.5);
    const h = rng.chance(0.1) ? rng.range(2, 8) : rng.range(0.05, 1.5);
    return [x, y, x + w, y + h];
  };
  const create = (): void => {
    const body: Body = { handle: nextHandle++, box: newBox(), vx: rng.range(-0.08, 0.08), vy: rng.range(-0.08, 0.08) };
    live.push(body);
    ops.push({ kind: 'create', handle: body.handle, box: body.box });
  };
  for (let i = 0; i < input.proxies; ++i) create();
  ops.push({ kind: 'updatePairs' });
  const weights: [TreeOp['kind'] | 'drift' | 'teleport' | 'resize', number][] = [
    ['drift', m.drift], ['teleport', m.teleport], ['resize', m.resize], ['create', m.create], ['destroy', m.destroy],
    ['touch', m.touch], ['query', m.query], ['rayCast', m.rayCast], ['updatePairs', m.updatePairs],
    ['rebuild', m.rebuild], ['shift', m.shift],
  ];
  const totalWeight = weights.reduce((s, [, w]) => s + w, 0);
  for (let s = 0; s < input.steps; ++s) {
    let r = rng.next() * totalWeight;
    let kind = weights[weights.length - 1][0];
    for (const [k, w] of weights) {
      if (r < w) {
        kind = k;
        break;
      }
      r -= w;
    }
    if (live.length === 0 && kind !== 'query' && kind !== 'rayCast' && kind !== 'updatePairs') kind = 'create';
    switch (kind) {
      case 'drift': {
        // A burst of drifting bodies, as a solver's step moves many at once.
        const n = Math.min(live.length, rng.int(1, 12));
        for (let k = 0; k < n; ++k) {
          const b = rng.pick(live);
          if (rng.chance(0.1)) {
            b.vx = rng.range(-0.08, 0.08);
            b.vy = rng.range(-0.08, 0.08);
          }
          b.box = [b.box[0] + b.vx, b.box[1] + b.vy, b.box[2] + b.vx, b.box[3] + b.vy];
          ops.push({ kind: 'move', handle: b.handle, box: b.box, d: [b.vx, b.vy] });
        }
        break;
      }
      case 'teleport': {
        const b = rng.pick(live);
        const nb = newBox();
        const d: [number, number] = [nb[0] - b.box[0], nb[1] - b.box[1]];
        b.box = nb;
        ops.push({ kind: 'move', handle: b.handle, box: nb, d: rng.chance(m.stretch) ? d : [0, 0] });
        break;
      }
      case 'resize': {
        const b = rng.pick(live);
        const g = rng.chance(0.5) ? rng.range(0.01, 0.6) : -rng.range(0, Math.min(b.box[2] - b.box[0], b.box[3] - b.box[1]) * 0.45);
        b.box = [b.box[0] - g, b.box[1] - g, b.box[2] + g, b.box[3] + g];
        ops.push({ kind: 'move', handle: b.handle, box: b.box, d: [0, 0] });
        break;
      }
      case 'create':
        create();
        break;
      case 'destroy': {
        const i = rng.int(0, live.length - 1);
        ops.push({ kind: 'destroy', handle: live[i].handle });
        live.splice(i, 1);
        break;
      }
      case 'touch':
        ops.push({ kind: 'touch', handle: rng.pick(live).handle });
        break;
      case 'query': {
        const x = rng.range(-W, W);
        const y = rng.range(-W, W);
        const e = rng.range(0, W / 4);
        ops.push({ kind: 'query', box: [x, y, x + e * rng.next(), y + e * rng.next()] });
        break;
      }
      case 'rayCast': {
        const p1: [number, number] = [rng.range(-W, W), rng.range(-W, W)];
        const p2: [number, number] = [rng.range(-W, W), rng.range(-W, W)];
        ops.push({ kind: 'rayCast', p1, p2, maxFraction: rng.chance(0.5) ? 1 : rng.range(0.1, 1) });
        break;
      }
      case 'updatePairs':
        ops.push({ kind: 'updatePairs' });
        break;
      case 'rebuild':
        ops.push({ kind: 'rebuild' });
        break;
      case 'shift': {
        const origin: [number, number] = [rng.range(-3, 3), rng.range(-3, 3)];
        for (const b of live) b.box = [b.box[0] - origin[0], b.box[1] - origin[1], b.box[2] - origin[0], b.box[3] - origin[1]];
        ops.push({ kind: 'shift', origin });
        break;
      }
    }
  }
  return ops;
}

/**
 * What a ray-cast callback returns for a proxy, the same in every engine: a function of the
 * proxy's handle (its user data) and the maxFraction the tree passed, so that clipping (a positive
 * value), skipping (negative) and stopping (0) all occur.
 */
export function rayCastAnswer(handle: number, maxFraction: number): number {
  const k = handle % 11;
  if (k === 0) return -1;
  if (k <= 3) return maxFraction * 0.7;
  if (k === 10 && handle % 3 === 0) return 0;
  return maxFraction;
}
