// The tree kind: a call sequence on one b2BroadPhase (CreateProxy, MoveProxy, DestroyProxy,
// TouchProxy, Query, RayCast, UpdatePairs, RebuildBottomUp, ShiftOrigin), compare/tree/ops.ts's
// generator at sizes that fit a per-case budget. Compared: every call's answer (proxy ids, whether
// a move re-inserted, query and ray-cast callback order with each call's maxFraction, the AddPair
// order), then the whole node pool (every node's links, height, moved flag and fat box; the free
// list), the move buffer, height, balance and area ratio.

import { expandOps, type TreeMix, type TreeOp } from '../tree/ops';
import type { Rng } from '../runner/rng';
import type { NativeKind } from './kind';
import type { Precision } from './precision';
import { Tokens } from './tokens';

export interface TreeCase {
  readonly family: string;
  readonly seed: number;
  readonly proxies: number;
  readonly steps: number;
  readonly mix: TreeMix;
}

const BASE: TreeMix = {
  drift: 0, teleport: 0, resize: 0, create: 0, destroy: 0, touch: 0, query: 0, rayCast: 0, updatePairs: 0, rebuild: 0, shift: 0, stretch: 0.5, world: 20,
};

const SHAPES: readonly { name: string; proxies: [number, number]; steps: [number, number]; mix: TreeMix }[] = [
  { name: 'drift', proxies: [5, 40], steps: [20, 60], mix: { ...BASE, drift: 6, teleport: 0.5, resize: 0.5, create: 0.5, destroy: 0.5, touch: 0.3, query: 1, rayCast: 1, updatePairs: 1 } },
  { name: 'teleport', proxies: [5, 40], steps: [20, 60], mix: { ...BASE, teleport: 3, resize: 1, create: 2, destroy: 2, touch: 0.3, query: 1, rayCast: 1, updatePairs: 1, world: 30 } },
  { name: 'crowd', proxies: [60, 160], steps: [10, 30], mix: { ...BASE, drift: 3, teleport: 2, resize: 1, create: 1, destroy: 1, query: 1, rayCast: 1, updatePairs: 0.5, world: 15 } },
  { name: 'rebuild-shift', proxies: [1, 20], steps: [10, 40], mix: { ...BASE, teleport: 2, drift: 2, create: 1, destroy: 1, query: 1, rayCast: 1, updatePairs: 1, rebuild: 0.5, shift: 0.5, world: 10 } },
];

/**
 * A ray-cast callback's answer, the same in b2native.cpp: a function of the proxy's handle and the
 * maxFraction it was given, exact in both precisions, so that skipping (-1), stopping (0),
 * clipping (half) and continuing all occur.
 */
export function nativeRayAnswer(handle: number, maxFraction: number): number {
  const k = handle % 7;
  if (k === 0) return -1;
  if (k === 1) return 0;
  if (k <= 3) return maxFraction * 0.5;
  return maxFraction;
}

// A case's calls, expanded once for its request and b2collide's answer (the runner passes the
// same input object to both).
const expanded = new WeakMap<TreeCase, TreeOp[]>();

/** The case's calls with every number rounded for the precision. */
function ops(c: TreeCase, precision: Precision): TreeOp[] {
  let list = expanded.get(c);
  if (list === undefined) expanded.set(c, (list = expandRounded(c, precision)));
  return list;
}

function expandRounded(c: TreeCase, precision: Precision): TreeOp[] {
  const r = precision.round;
  const box = (b: readonly number[]): [number, number, number, number] => [r(b[0]), r(b[1]), r(b[2]), r(b[3])];
  const xy = (v: readonly number[]): [number, number] => [r(v[0]), r(v[1])];
  return expandOps({ family: c.family, seed: c.seed, proxies: c.proxies, steps: c.steps, mix: c.mix }).map((op): TreeOp => {
    switch (op.kind) {
      case 'create':
        return { ...op, box: box(op.box) };
      case 'move':
        return { ...op, box: box(op.box), d: xy(op.d) };
      case 'query':
        return { ...op, box: box(op.box) };
      case 'rayCast':
        return { ...op, p1: xy(op.p1), p2: xy(op.p2), maxFraction: r(op.maxFraction) };
      case 'shift':
        return { ...op, origin: xy(op.origin) };
      default:
        return op;
    }
  });
}

const POOL_FIELDS = ['m_root', 'm_nodeCapacity', 'm_nodeCount', 'm_freeList', 'm_proxyCount', 'm_moveCount'];

/** The names of a tree answer's tokens: each call's answer (by call number), then the pool. */
function treeFieldNames(c: TreeCase, tokens: readonly string[]): string[] {
  const list = expanded.get(c);
  if (list === undefined) return [];
  const names: string[] = [];
  let k = 0;
  list.forEach((op, i) => {
    const at = `call ${i} (${op.kind})`;
    const listed = (per: number, what: string): void => {
      const n = Number(tokens[k]);
      names.push(`${at} count`);
      for (let j = 0; j < n * per; ++j) names.push(`${at} ${what} ${Math.floor(j / per)}`);
      k += 1 + n * per;
    };
    if (op.kind === 'create' || op.kind === 'move') {
      names.push(at);
      k += 1;
    } else if (op.kind === 'query') listed(1, 'id');
    else if (op.kind === 'rayCast') listed(2, 'id and maxFraction');
    else if (op.kind === 'updatePairs') listed(2, 'pair');
  });
  names.push(...POOL_FIELDS);
  const moves = Number(tokens[k + 5]);
  for (let j = 0; j < moves; ++j) names.push(`m_moveBuffer[${j}]`);
  names.push('height', 'balance', 'area ratio');
  const start = names.length;
  for (let j = start; j < tokens.length; ++j) names.push(`node pool word ${j - start}`);
  return names;
}

export const treeKind: NativeKind<TreeCase> = {
  name: 'tree',
  description: 'b2BroadPhase call sequences: every answer in callback order, the node pool with its free list, the move buffer, height, balance, area ratio',
  generate(rng: Rng) {
    const s = rng.pick(SHAPES);
    return { family: s.name, seed: rng.nextU32(), proxies: rng.int(s.proxies[0], s.proxies[1]), steps: rng.int(s.steps[0], s.steps[1]), mix: s.mix };
  },
  request(c, precision) {
    const list = ops(c, precision);
    const t = new Tokens(precision).letter('R').int(list.length);
    for (const op of list) {
      switch (op.kind) {
        case 'create':
          t.letter('c').int(op.handle).xy(op.box.slice(0, 2)).xy(op.box.slice(2));
          break;
        case 'move':
          t.letter('m').int(op.handle).xy(op.box.slice(0, 2)).xy(op.box.slice(2)).xy(op.d);
          break;
        case 'destroy':
          t.letter('d').int(op.handle);
          break;
        case 'touch':
          t.letter('t').int(op.handle);
          break;
        case 'query':
          t.letter('q').xy(op.box.slice(0, 2)).xy(op.box.slice(2));
          break;
        case 'rayCast':
          t.letter('r').xy(op.p1).xy(op.p2).real(op.maxFraction);
          break;
        case 'updatePairs':
          t.letter('u');
          break;
        case 'rebuild':
          t.letter('b');
          break;
        case 'shift':
          t.letter('s').xy(op.origin);
          break;
      }
    }
    return t.line();
  },
  ours(c, precision) {
    const lib = precision.lib;
    const bp = new lib.b2BroadPhase<number>();
    const aabb = new lib.b2AABB();
    const setBox = (b: readonly number[]): InstanceType<typeof lib.b2AABB> => {
      aabb.lowerBound.Set(b[0], b[1]);
      aabb.upperBound.Set(b[2], b[3]);
      return aabb;
    };
    const proxyOf = new Map<number, number>();
    const t = new Tokens(precision);
    const ray = new lib.b2RayCastInput();
    for (const op of ops(c, precision)) {
      switch (op.kind) {
        case 'create': {
          const id = bp.CreateProxy(setBox(op.box), op.handle);
          proxyOf.set(op.handle, id);
          t.int(id);
          break;
        }
        case 'move': {
          const before = bp.m_moveCount;
          bp.MoveProxy(proxyOf.get(op.handle)!, setBox(op.box), new lib.b2Vec2(op.d[0], op.d[1]));
          t.int(bp.m_moveCount > before ? 1 : 0);
          break;
        }
        case 'destroy':
          bp.DestroyProxy(proxyOf.get(op.handle)!);
          proxyOf.delete(op.handle);
          break;
        case 'touch':
          bp.TouchProxy(proxyOf.get(op.handle)!);
          break;
        case 'query': {
          const found: number[] = [];
          bp.Query((id: number) => {
            found.push(id);
            return true;
          }, setBox(op.box));
          t.int(found.length);
          for (const id of found) t.int(id);
          break;
        }
        case 'rayCast': {
          ray.p1.Set(op.p1[0], op.p1[1]);
          ray.p2.Set(op.p2[0], op.p2[1]);
          ray.maxFraction = op.maxFraction;
          const found: [number, number][] = [];
          bp.RayCast((sub: { maxFraction: number }, id: number) => {
            found.push([id, sub.maxFraction]);
            return nativeRayAnswer(bp.GetUserData(id), sub.maxFraction);
          }, ray);
          t.int(found.length);
          for (const [id, f] of found) t.int(id).real(f);
          break;
        }
        case 'updatePairs': {
          const pairs: number[] = [];
          bp.UpdatePairs((a: number, b: number) => {
            pairs.push(a, b);
          });
          t.int(pairs.length / 2);
          for (const h of pairs) t.int(h);
          break;
        }
        case 'rebuild':
          bp.m_tree.RebuildBottomUp();
          break;
        case 'shift':
          bp.ShiftOrigin(new lib.b2Vec2(op.origin[0], op.origin[1]));
          break;
      }
    }
    const tree = bp.m_tree;
    t.int(tree.m_root).int(tree.m_nodeCapacity).int(tree.m_nodeCount).int(tree.m_freeList).int(bp.m_proxyCount).int(bp.m_moveCount);
    for (let i = 0; i < bp.m_moveCount; ++i) t.int(bp.m_moveBuffer[i]);
    t.int(bp.GetTreeHeight()).int(bp.GetTreeBalance()).real(bp.GetTreeQuality());
    const box = tree.m_aabb;
    for (let id = 0; id < tree.m_nodeCapacity; ++id) {
      t.int(id);
      if (tree.m_height[id] < 0) {
        t.int(tree.m_parent[id]).int(tree.m_height[id]);
        continue;
      }
      t.int(tree.m_parent[id]).int(tree.m_child1[id]).int(tree.m_child2[id]).int(tree.m_height[id]).int(tree.m_moved[id]);
      t.real(box[4 * id]).real(box[4 * id + 1]).real(box[4 * id + 2]).real(box[4 * id + 3]);
    }
    return t.parts;
  },
  touching: () => true,
  field: (k, c, tokens) => treeFieldNames(c, tokens)[k] ?? `word ${k}`,
};
