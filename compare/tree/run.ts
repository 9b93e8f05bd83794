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

/** 53-bit string hash (two 32-bit FNV-style lanes); collisions are not a concern at these counts. */
export function hashLines(lines: readonly string[]): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const line of lines) {
    for (let i = 0; i < line.length; ++i) {
      const c = line.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ 10, 2654435761);
    h2 = Math.imul(h2 ^ 10, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
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
      if (forced || i % every === 0) tree = hashLines(driver.snapshot());
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
