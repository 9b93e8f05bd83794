// Explains a tree case's first divergence: replays the reference up to the call where the peer
// departed and checks whether one of the peer's known departures from C++ (differences.ts)
// produces exactly what the peer did. A confirmed one becomes a margin named 'known:<id>' with a
// value below its epsilon; anything else stays unexplained.

import { b2Vec2 } from 'b2collide';
import { B2collideDriver, SNAPSHOT_STRIDE } from './drivers';
import { expandOps, rayCastAnswer, type Box, type TreeCaseInput, type TreeOp } from './ops';
import { applyOp, hashSnapshot, type TreeResult } from './run';
import type { Comparison, Margin } from '../runner/types';

export type PeerKind = 'box2dcore' | 'planck';

/** The step a symptom names ('<what>@<step>'), or -1. */
export function symptomStep(symptom: string): number {
  const m = /@(\d+)$/.exec(symptom);
  return m === null ? -1 : Number(m[1]);
}

/**
 * A confirmed departure: the reference replayed with that one departure forced (its witness,
 * runner/types.ts) did what the peer did at the step.
 */
function known(id: string, change: string, answer: unknown): Margin {
  return { name: `known:${id}`, value: 0, epsilon: 1, witness: { change, answer } };
}

/** The reference driver after the calls before `step`. */
function replayBefore(ops: readonly TreeOp[], step: number): B2collideDriver {
  const d = new B2collideDriver();
  for (let k = 0; k < step; ++k) applyOp(d, ops[k]);
  return d;
}

function fatBox(d: B2collideDriver, handle: number): Box {
  const t = d.bp.m_tree;
  const i = 4 * d.proxies.get(handle)!;
  return [t.m_aabb[i], t.m_aabb[i + 1], t.m_aabb[i + 2], t.m_aabb[i + 3]];
}

const contains = (outer: Box, inner: Box): boolean =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

/** C++ MoveProxy's fat box for the move (b2_dynamic_tree.cpp:142-164). */
function movedFat(box: Box, d: [number, number]): Box {
  const fat: Box = [box[0] - 0.1, box[1] - 0.1, box[2] + 0.1, box[3] + 0.1];
  const dx = 4 * d[0];
  const dy = 4 * d[1];
  if (dx < 0) fat[0] += dx;
  else fat[2] += dx;
  if (dy < 0) fat[1] += dy;
  else fat[3] += dy;
  return fat;
}

/** The reference tree's snapshot with only nodes above height 1 shifted (core's ShiftOrigin). */
function coreShiftSnapshot(d: B2collideDriver, origin: [number, number]): number[] {
  const s = d.snapshot();
  for (let k = 1; k < s.length; k += SNAPSHOT_STRIDE) {
    if (s[k + 4] <= 1) continue;
    s[k + 5] -= origin[0];
    s[k + 6] -= origin[1];
    s[k + 7] -= origin[0];
    s[k + 8] -= origin[1];
  }
  return s;
}

/** The leaf's insertion sibling under C++'s or planck's cost formulas, with the smallest relative gap where they split. */
function descend(d: B2collideDriver, leaf: Box, planckFormula: boolean): number {
  const t = d.bp.m_tree;
  const m = t.m_aabb;
  const box = (id: number): Box => [m[4 * id], m[4 * id + 1], m[4 * id + 2], m[4 * id + 3]];
  const union = (a: Box, b: Box): Box => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
  const perim = (b: Box): number => (planckFormula ? 2.0 * (b[2] - b[0] + b[3] - b[1]) : 2.0 * (b[2] - b[0] + (b[3] - b[1])));
  let index = t.m_root;
  if (index < 0) return -1;
  while (t.m_child1[index] !== -1) {
    const c1 = t.m_child1[index];
    const c2 = t.m_child2[index];
    const area = perim(box(index));
    const combinedArea = perim(union(box(index), leaf));
    const cost = 2.0 * combinedArea;
    const inheritance = 2.0 * (combinedArea - area);
    const childCost = (c: number): number => {
      const newArea = perim(union(leaf, box(c)));
      if (t.m_child1[c] === -1) return newArea + inheritance;
      const oldArea = perim(box(c));
      return planckFormula ? newArea + inheritance - oldArea : newArea - oldArea + inheritance;
    };
    const cost1 = childCost(c1);
    const cost2 = childCost(c2);
    if (cost < cost1 && cost < cost2) break;
    index = cost1 < cost2 ? c1 : c2;
  }
  return index;
}

/** The reference tree's ray cast with planck's segment-box formula (1 - f) * p1 + f * p2. */
function planckRayCast(d: B2collideDriver, op: Extract<TreeOp, { kind: 'rayCast' }>): string {
  const t = d.bp.m_tree;
  const m = t.m_aabb;
  const [p1x, p1y] = op.p1;
  const [p2x, p2y] = op.p2;
  const r = new b2Vec2(p2x - p1x, p2y - p1y);
  r.Normalize();
  const vx = -r.y;
  const vy = r.x;
  let maxFraction = op.maxFraction;
  const seg = (f: number): Box => {
    const tx = (1 - f) * p1x + f * p2x;
    const ty = (1 - f) * p1y + f * p2y;
    return [Math.min(p1x, tx), Math.min(p1y, ty), Math.max(p1x, tx), Math.max(p1y, ty)];
  };
  let s = seg(maxFraction);
  const calls: string[] = [];
  const stack = [t.m_root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === -1) continue;
    const [lx, ly, ux, uy] = [m[4 * id], m[4 * id + 1], m[4 * id + 2], m[4 * id + 3]];
    if (s[0] > ux || s[1] > uy || lx > s[2] || ly > s[3]) continue;
    const cx = 0.5 * (lx + ux);
    const cy = 0.5 * (ly + uy);
    const hx = 0.5 * (ux - lx);
    const hy = 0.5 * (uy - ly);
    if (Math.abs(vx * (p1x - cx) + vy * (p1y - cy)) - (Math.abs(vx) * hx + Math.abs(vy) * hy) > 0) continue;
    if (t.m_child1[id] === -1) {
      calls.push(`${id}@${maxFraction}`);
      const value = rayCastAnswer(t.m_userData[id] as number, maxFraction);
      if (value === 0) break;
      if (value > 0) {
        maxFraction = value;
        s = seg(maxFraction);
      }
    } else {
      stack.push(t.m_child1[id], t.m_child2[id]);
    }
  }
  return `rayCast ${calls.join(' ')}`;
}

/**
 * @box2d/core's UnBufferMove nulls only the first match of indexOf over its whole move array,
 * stale slots included: confirmed when, since the previous UpdatePairs, a proxy entered the move
 * buffer and was then destroyed, and the peer either threw (b2Verify on a freed node's null user
 * data) or reported every reference pair plus extra entries (a reused node queried twice).
 */
function coreStaleBuffer(ops: readonly TreeOp[], step: number, ref: TreeResult, peer: TreeResult): boolean {
  const buffered = new Set<number>();
  let destroyedBuffered = false;
  for (let k = step - 1; k >= 0 && ops[k].kind !== 'updatePairs'; --k) {
    const op = ops[k];
    if (op.kind === 'destroy') buffered.add(-1 - op.handle);
    const entered = op.kind === 'create' || op.kind === 'touch' || (op.kind === 'move' && ref.outs[k] === 'move reinserted');
    if (entered && buffered.has(-1 - op.handle)) destroyedBuffered = true;
  }
  if (!destroyedBuffered) return false;
  const p = peer.outs[step] ?? '';
  if (p.startsWith('updatePairs threw')) return true;
  const list = (out: string): string[] => out.split(' ').slice(1).filter((x) => x !== '').map((x) => x.split('-').map(Number).sort((a, b) => a - b).join('-'));
  // Every reference pair is there, plus more entries: the stale slot's extra query.
  const r = list(ref.outs[step]);
  const q = list(p);
  const remaining = [...q];
  for (const x of r) {
    const i = remaining.indexOf(x);
    if (i < 0) return false;
    remaining.splice(i, 1);
  }
  return remaining.length > 0;
}

/** Margins for the first divergence of a tree case (see the header). */
export function treeMargins(kind: PeerKind) {
  return (input: TreeCaseInput, comparison: Comparison, ref: TreeResult, peer: TreeResult): Margin[] => {
    const step = symptomStep(comparison.symptom);
    if (step < 0) return [];
    const ops = expandOps(input);
    const op = ops[step];
    const what = comparison.symptom.split('@')[0];
    if (op.kind === 'rebuild') {
      if (kind === 'box2dcore' && peer.outs[step] === 'rebuild unsupported') return [known('core-no-rebuild', 'RebuildBottomUp left out, as @box2d/core does', 'rebuild unsupported')];
      // planck's rebuilt tree is empty: root -1 and no nodes (differences.ts, planck-rebuild-drops-leaves).
      if (kind === 'planck' && what === 'tree' && peer.trees[step] === hashSnapshot([-1])) return [known('planck-rebuild-drops-leaves', 'the rebuilt tree emptied, as planck does', { tree: hashSnapshot([-1]) })];
      return [];
    }
    if (op.kind === 'updatePairs' && kind === 'box2dcore' && what === 'answer' && coreStaleBuffer(ops, step, ref, peer)) {
      return [known('core-unbuffer-first-match', 'UnBufferMove clearing only the first match, stale slots included', peer.outs[step])];
    }
    const d = replayBefore(ops, step);
    if (op.kind === 'shift' && kind === 'box2dcore' && what === 'tree') {
      const shifted = hashSnapshot(coreShiftSnapshot(d, op.origin));
      return shifted === peer.trees[step] ? [known('core-shift-origin', 'ShiftOrigin moving only the nodes above height 1', { tree: shifted })] : [];
    }
    if (op.kind === 'move' && what === 'answer') {
      const tree = fatBox(d, op.handle);
      const fat = movedFat(op.box, op.d);
      const r4 = 4 * 0.1;
      const cxxHuge: Box = [fat[0] - r4, fat[1] - r4, fat[2] + r4, fat[3] + r4];
      if (kind === 'box2dcore' && peer.outs[step] === 'move reinserted') {
        const coreHuge: Box = [fat[0] - r4, op.box[1] - r4, fat[2] + r4, op.box[3] + r4];
        if (contains(tree, op.box) && contains(cxxHuge, tree) && !contains(coreHuge, tree)) return [known('core-huge-aabb-y', 'MoveProxy\'s huge box built from the unfattened y extent, as @box2d/core does', 'move reinserted')];
      }
      if (kind === 'planck' && peer.outs[step] === 'move kept') {
        if (contains(tree, op.box) && !contains(cxxHuge, tree)) return [known('planck-no-shrink', 'MoveProxy without the huge-box test, as planck does', 'move kept')];
      }
      return [];
    }
    if (op.kind === 'rayCast' && kind === 'planck' && what === 'answer') {
      const answer = planckRayCast(d, op);
      return answer === peer.outs[step] ? [known('planck-ray-segment', 'the ray\'s segment box as (1 - f) p1 + f p2, as planck does', answer)] : [];
    }
    if ((op.kind === 'create' || op.kind === 'move') && what === 'tree' && kind === 'planck') {
      // The leaf's new fat box, then the tree it is inserted into (a move removes the leaf first).
      let leaf: Box;
      if (op.kind === 'create') {
        leaf = [op.box[0] - 0.1, op.box[1] - 0.1, op.box[2] + 0.1, op.box[3] + 0.1];
      } else {
        leaf = movedFat(op.box, op.d);
        d.bp.m_tree.DestroyProxy(d.proxies.get(op.handle)!);
      }
      const cxx = descend(d, leaf, false);
      const planck = descend(d, leaf, true);
      return cxx !== planck ? [known('planck-cost-rounding', 'the insertion costs in planck\'s operation order', { sibling: planck, cxxSibling: cxx })] : [];
    }
    return [];
  };
}
