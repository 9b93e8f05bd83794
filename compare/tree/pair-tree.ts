// Pair types tree-box2dcore and tree-planck, made here for a given peer driver: b2collide's
// b2BroadPhase / b2DynamicTree against @box2d/core's (pair-tree-core.ts) and planck's
// (pair-tree-planck.ts) on the same seeded call sequences (see README.md). No peer package is
// imported here.

import type { Comparison, Drawing, Family, PairType } from '../runner/types';
import type { Rng } from '../runner/rng';
import { B2collideDriver, type TreeDriver } from './drivers';
import { box2dCoreTreeDifferences, planckTreeDifferences } from './differences';
import { symptomStep, treeMargins, type PeerKind } from './classify-tree';
import { expandOps, type TreeCaseInput, type TreeMix } from './ops';
import { hashSnapshot, runTreeCase, snapshotEvery, applyOp, type TreeResult } from './run';

const BASE: TreeMix = {
  drift: 0, teleport: 0, resize: 0, create: 0, destroy: 0, touch: 0, query: 0, rayCast: 0, updatePairs: 0, rebuild: 0, shift: 0, stretch: 0.5, world: 20,
};

interface Shape {
  readonly name: string;
  readonly description: string;
  readonly proxies: [number, number];
  readonly steps: [number, number];
  readonly mix: TreeMix;
}

const shapes: readonly Shape[] = [
  {
    name: 'drift',
    description: 'bodies drift in bursts with small displacements (most moves stay inside their fat boxes); queries, rays, pairs',
    proxies: [40, 200],
    steps: [150, 300],
    mix: { ...BASE, drift: 6, teleport: 0.5, resize: 0.5, create: 0.5, destroy: 0.5, touch: 0.3, query: 1, rayCast: 1, updatePairs: 1 },
  },
  {
    name: 'teleport',
    description: 'bodies jump, grow, shrink, appear and vanish: every move re-inserts; queries, rays, pairs',
    proxies: [40, 200],
    steps: [150, 300],
    mix: { ...BASE, teleport: 3, resize: 1, create: 2, destroy: 2, touch: 0.3, query: 1, rayCast: 1, updatePairs: 1, world: 30 },
  },
  {
    name: 'jump',
    description:
      'bodies only jump (displacement 0), appear and vanish: no fat box outgrows its proxy, so neither peer\'s MoveProxy departure is reached and whole sequences compare',
    proxies: [40, 300],
    steps: [150, 300],
    mix: { ...BASE, teleport: 3, create: 2, destroy: 2, touch: 0.3, query: 1, rayCast: 1, updatePairs: 1, stretch: 0, world: 30 },
  },
  {
    name: 'crowd',
    description: 'thousands of proxies in a small world, a few hundred mixed calls (tree snapshots every 25 calls)',
    proxies: [1500, 3000],
    steps: [100, 200],
    mix: { ...BASE, drift: 3, teleport: 2, resize: 1, create: 1, destroy: 1, query: 1, rayCast: 1, updatePairs: 0.5, world: 40 },
  },
  {
    name: 'rebuild-shift',
    description: 'small trees with RebuildBottomUp and ShiftOrigin among teleports and queries',
    proxies: [5, 40],
    steps: [40, 80],
    mix: { ...BASE, teleport: 2, drift: 2, create: 1, destroy: 1, query: 1, rayCast: 1, updatePairs: 1, rebuild: 0.5, shift: 0.5, world: 10 },
  },
];

/** The tree families, named `<prefix>-<shape>` (each pair type its own names and random streams). */
export function treeFamilies(prefix: string): Family<TreeCaseInput>[] {
  return shapes.map((s) => ({
    name: `${prefix}-${s.name}`,
    description: s.description,
    generate: (rng: Rng): TreeCaseInput => ({
      family: s.name,
      seed: rng.nextU32() | 0,
      proxies: rng.int(s.proxies[0], s.proxies[1]),
      steps: rng.int(s.steps[0], s.steps[1]),
      mix: s.mix,
    }),
  }));
}

/**
 * A pair list as sorted unordered pairs: each once for planck (it reports a pair of two moving
 * proxies twice), as often as reported for core (C++ too reports a pair twice when a proxy was
 * buffered twice). What both peers' pair lists are compared as (differences.ts: pair order).
 */
function pairKey(out: string, once: boolean): string {
  const pairs = out.split(' ').slice(1).filter((p) => p !== '');
  const norm = pairs.map((p) => {
    const [a, b] = p.split('-').map(Number);
    return a < b ? `${a}-${b}` : `${b}-${a}`;
  });
  return (once ? [...new Set(norm)] : norm).sort().join(' ');
}

const AREA_RATIO_REL = 1e-12;

/** The comparer of a peer kind (planck compares UpdatePairs' pairs as a set, the others as a multiset). */
export function compareTree(kind: PeerKind) {
  return (_input: TreeCaseInput, ref: TreeResult, peer: TreeResult): Comparison => {
    let maxRel = 0;
    const outOfBound: string[] = [];
    for (let i = 0; i < ref.outs.length; ++i) {
      const r = ref.outs[i];
      const p = peer.outs[i] ?? 'nothing (the peer stopped earlier)';
      const diverged = (what: string, detail: string): Comparison => ({
        discrete: [`call ${i} (${r.split(' ')[0]}): ${detail}`],
        outOfBound,
        maxAbs: 0,
        maxRel,
        maxUlps: 0,
        symptom: `${what}@${i}`,
      });
      if (r !== p) {
        const pairs = r.startsWith('updatePairs');
        // Pair order is a listed difference of both peers; the pairs must match (as a set for planck).
        const once = kind === 'planck';
        const excused = pairs && pairKey(r, once) === pairKey(p, once);
        if (!excused) return diverged('answer', `reference '${r.slice(0, 60)}', peer '${p.slice(0, 60)}'`);
      }
      if (ref.trees[i] !== peer.trees[i]) return diverged('tree', 'the tree snapshot differs (node ids, links, heights or fat boxes)');
      if (ref.stats[i] !== peer.stats[i]) {
        const [rh, rb, ra] = ref.stats[i].split('/');
        const [ph, pb, pa] = peer.stats[i].split('/');
        if (rh !== ph || rb !== pb) return diverged('stats', `height/balance ${rh}/${rb} vs ${ph}/${pb}`);
        if (pa !== 'NaN') {
          const a = Number(ra);
          const b = Number(pa);
          const rel = Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
          maxRel = Math.max(maxRel, rel);
          if (rel > AREA_RATIO_REL) outOfBound.push(`call ${i}: area ratio ${a} vs ${b}`);
        }
      }
    }
    return { discrete: [], outOfBound, maxAbs: 0, maxRel, maxUlps: 0, symptom: outOfBound.length > 0 ? 'area-ratio' : 'none' };
  };
}

/**
 * A tree divergence seen at a snapshot that was taken only every few calls: step both engines
 * from the start and name the first call whose snapshot differs.
 */
function pinpoint(makePeer: () => TreeDriver, input: TreeCaseInput, comparison: Comparison): Comparison {
  const step = symptomStep(comparison.symptom);
  if (!comparison.symptom.startsWith('tree@') || snapshotEvery(input) === 1) return comparison;
  const ops = expandOps(input);
  const ref = new B2collideDriver();
  const peer = makePeer();
  const from = step - (step % snapshotEvery(input));
  try {
    for (let k = 0; k <= step; ++k) {
      applyOp(ref, ops[k]);
      applyOp(peer, ops[k]);
      if (k >= from && hashSnapshot(ref.snapshot()) !== hashSnapshot(peer.snapshot())) {
        return { ...comparison, symptom: `tree@${k}`, discrete: [...comparison.discrete, `first differing snapshot at call ${k}`] };
      }
    }
  } catch {
    // The peer threw on the way (its own record shows where); keep the step found.
  }
  return comparison;
}

function draw(): Drawing {
  // A case is a call sequence over hundreds of boxes; the report lists the first divergent call instead.
  return { shapes: [], edges: [], marks: [] };
}

/** The pair type of one peer: `kind` picks its families, rules and known differences, makePeer its driver. */
export function treePairType(kind: PeerKind, peerName: string, makePeer: () => TreeDriver): PairType<TreeCaseInput, TreeResult> {
  const margins = treeMargins(kind);
  const ref = { name: 'b2collide', run: (input: TreeCaseInput) => runTreeCase(new B2collideDriver(), input) };
  return {
    name: kind === 'planck' ? 'tree-planck' : 'tree-box2dcore',
    families: treeFamilies(kind === 'planck' ? 'tree-planck' : 'tree-core'),
    reference: ref,
    peer: { name: peerName, run: (input) => runTreeCase(makePeer(), input) },
    compare: compareTree(kind),
    margins: (input, comparison, r, p) => {
      const pinned = pinpoint(makePeer, input, comparison);
      // The pinned step's snapshot, for checks that compare a replayed tree with the peer's.
      const step = symptomStep(pinned.symptom);
      const peerAt = step >= 0 && pinned.symptom.startsWith('tree@') && p.trees[step] === '' ? withSnapshot(makePeer, input, step, p) : p;
      return margins(input, pinned, r, peerAt);
    },
    draw,
    knownDifferences: kind === 'planck' ? planckTreeDifferences : box2dCoreTreeDifferences,
    tolerances: [
      'node ids, parent/child links, heights, fat boxes (exact, -0 = 0), move answers, query and ray-cast callbacks (ids, order, maxFraction): exact at every call',
      kind === 'planck'
        ? 'pairs from UpdatePairs: the same set of unordered pairs (order and duplicates are listed differences)'
        : 'pairs from UpdatePairs: the same unordered pairs, each as often (order is a listed difference)',
      `area ratio (planck): relative ${AREA_RATIO_REL}`,
      "a case stops comparing at its first divergence; 'known:<id>' margins mark a divergence the listed difference reproduces",
    ],
  };
}

/** The peer's result with a snapshot filled in at `step` (for cases that snapshot every few calls). */
function withSnapshot(makePeer: () => TreeDriver, input: TreeCaseInput, step: number, p: TreeResult): TreeResult {
  const ops = expandOps(input);
  const peer = makePeer();
  for (let k = 0; k <= step; ++k) applyOp(peer, ops[k]);
  const trees = [...p.trees];
  trees[step] = hashSnapshot(peer.snapshot());
  return { ...p, trees };
}
