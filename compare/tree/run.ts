// Replays a case's calls on one driver and records, step by step, what the engine answered and
// what its tree looks like, in engine-neutral terms (C++ node ids, case handles).

import type { TreeDriver } from './drivers';
import { expandOps, type TreeCaseInput, type TreeOp } from './ops';

/** One engine's record of a case. Plain JSON. */
export interface TreeResult {
  /** Per call: its kind and the engine's answer ('' for calls that answer nothing). */
  readonly outs: string[];
  /** Per call: a hash of the tree snapshot after it, or '' where the case takes no snapshot. */
  readonly trees: string[];
  /** Per call: 'height/maxBalance/areaRatio' after updatePairs, rebuild and shift calls, else ''. */
  readonly stats: string[];
}

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

/** 32-bit multiply with bitwise operators only (Math.imul runs ~100x slower under jest's VM context here). */
function mul32(a: number, b: number): number {
  return ((a & 0xffff) * b + ((((a >>> 16) * b) & 0xffff) << 16)) | 0;
}

/**
 * Hashes a snapshot (see TreeDriver.snapshot) by the bits of its numbers: two murmur-style
 * 32-bit lanes, 16 hex digits. -0 is hashed as 0.
 */
export function hashSnapshot(values: readonly number[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x2545f491;
  for (let i = 0; i < values.length; ++i) {
    f64[0] = values[i] + 0;
    h1 = mul32(h1 ^ u32[0], 0x01000193);
    h1 = mul32(h1 ^ u32[1], 0x01000193);
    h2 = mul32(h2 ^ u32[1], 0x5bd1e995);
    h2 = mul32(h2 ^ u32[0], 0x5bd1e995);
  }
  h1 = mul32(h1 ^ (h1 >>> 15), 0x2c1b3c6d);
  h2 = mul32(h2 ^ (h2 >>> 13), 0x297a2d39);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** Every how many calls a case of this size snapshots its tree (always after rebuild and shift). */
export function snapshotEvery(input: TreeCaseInput): number {
  return input.proxies > 500 ? 25 : 1;
}

/** Runs one call; returns the answer as a string. */
export function applyOp(driver: TreeDriver, op: TreeOp): string {
  switch (op.kind) {
    case 'create':
      driver.create(op.handle, op.box);
      return '';
    case 'move':
      return driver.move(op.handle, op.box, op.d) ? 'reinserted' : 'kept';
    case 'destroy':
      driver.destroy(op.handle);
      return '';
    case 'touch':
      driver.touch(op.handle);
      return '';
    case 'query':
      return driver.query(op.box).join(' ');
    case 'rayCast':
      return driver.rayCast(op.p1, op.p2, op.maxFraction).join(' ');
    case 'updatePairs':
      return driver.updatePairs().map(([a, b]) => `${a}-${b}`).join(' ');
    case 'rebuild':
      return driver.rebuild() ? '' : 'unsupported';
    case 'shift':
      driver.shift(op.origin);
      return '';
  }
}

export function runTreeCase(driver: TreeDriver, input: TreeCaseInput, ops: readonly TreeOp[] = expandOps(input)): TreeResult {
  const every = snapshotEvery(input);
  const outs: string[] = [];
  const trees: string[] = [];
  const stats: string[] = [];
  for (let i = 0; i < ops.length; ++i) {
    const op = ops[i];
    let out: string;
    let tree = '';
    let stat = '';
    try {
      out = `${op.kind} ${applyOp(driver, op)}`;
      const forced = op.kind === 'rebuild' || op.kind === 'shift' || i === ops.length - 1;
      if (forced || i % every === 0) tree = hashSnapshot(driver.snapshot());
      const withStats = op.kind === 'updatePairs' || op.kind === 'rebuild' || op.kind === 'shift';
      if (withStats) stat = `${driver.height()}/${driver.maxBalance()}/${driver.areaRatio()}`;
    } catch (e) {
      // An engine that throws (a peer whose tree an earlier call broke) ends its record here.
      outs.push(`${op.kind} threw ${(e as Error).message}`);
      trees.push('');
      stats.push('');
      break;
    }
    outs.push(out);
    trees.push(tree);
    stats.push(stat);
  }
  return { outs, trees, stats };
}
