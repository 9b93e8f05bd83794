// Recipes for b2GrowableStack, b2DynamicTree and b2BroadPhase, with callbacks that create, move or
// destroy proxies or query again during Query, RayCast and UpdatePairs. C++ re-reads its node
// array at every step, so a proxy it reports is a live leaf whose fat AABB overlaps the box (or
// the ray's box) at that moment, or a leaf the callback destroyed earlier in the same walk, whose
// stale stack entry C++ still pops and reports (reportFault). The tree's node arrays (m_aabb,
// m_parent, m_child1, m_child2, m_height, m_moved) and the broad phase's buffers are storage,
// checked by Validate, not attacked; their numeric fields and every proxy id are.

import type { Rng } from '../../compare/runner/rng';
import type { Call, Recipe } from '../recipe';
import { expect, overlaps } from './checks';
import { aabb, broadPhase, rayInput, tree, vec, type AABB, type L, type Tree } from './makers';

const storage = [/\.m_(aabb|parent|child1|child2|height|moved|userData|moveBuffer|pairBuffer|queryBounds)\b/];

type Box = { lowerBound: { x: number; y: number }; upperBound: { x: number; y: number } };
function fat(t: Tree, id: number, lib: L): AABB {
  return t.GetFatAABB(id, new lib.b2AABB());
}
function live(t: Tree, id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id < t.m_nodeCapacity && t.m_height[id] === 0;
}
/**
 * Validate's verdict on an untouched call. After an attack the tree may fail Validate because of
 * the attack itself (a hand-edited m_nodeCount), not the call: then only the reports are judged.
 */
function validates(t: Tree, attacked = false): string | null {
  if (attacked) return null;
  try {
    t.Validate();
    return null;
  } catch (e) {
    return `the tree no longer validates: ${(e as Error).message}`;
  }
}
function rayBox(input: { p1: { x: number; y: number }; p2: { x: number; y: number }; maxFraction: number }): Box {
  const tx = input.p1.x + input.maxFraction * (input.p2.x - input.p1.x);
  const ty = input.p1.y + input.maxFraction * (input.p2.y - input.p1.y);
  return { lowerBound: { x: Math.min(input.p1.x, tx), y: Math.min(input.p1.y, ty) }, upperBound: { x: Math.max(input.p1.x, tx), y: Math.max(input.p1.y, ty) } };
}

type Mode = 'plain' | 'stop' | 'create' | 'destroy' | 'move' | 'query';
const modes: readonly Mode[] = ['plain', 'stop', 'create', 'destroy', 'move', 'query'];

/**
 * What a callback does to the tree when it is called (the reentrancy attack). A proxy it destroys
 * goes into `destroyed` with its fat box as it was.
 */
function meddle(lib: L, rng: Rng, t: Tree, ids: number[], mode: Mode, reported: number, destroyed: Map<number, AABB>): void {
  if (mode === 'create') for (let i = rng.int(1, 20); i > 0; --i) ids.push(t.CreateProxy(aabb(lib, rng, 5), { user: 'new' }));
  if (mode === 'destroy' && ids.length > 0) {
    const k = rng.chance(0.5) ? ids.indexOf(reported) : rng.int(0, ids.length - 1);
    if (k >= 0) {
      const id = ids.splice(k, 1)[0];
      destroyed.set(id, fat(t, id, lib));
      t.DestroyProxy(id);
    }
  }
  if (mode === 'move' && ids.length > 0) t.MoveProxy(rng.pick(ids), aabb(lib, rng, 8), vec(lib, rng, 3));
  if (mode === 'query') t.Query(() => true, aabb(lib, rng, 5));
}

/**
 * The fault in a report of proxy id against box, or null. A proxy the callback destroyed earlier in
 * the same walk may be reported: C++ v2.4.1 b2DynamicTree::Query and RayCast (b2_dynamic_tree.h)
 * pop ids pushed before the callback ran, and FreeNode (b2_dynamic_tree.cpp) changes only the
 * node's next and height, so a freed leaf keeps its aabb and child1 == b2_nullNode: it passes the
 * overlap test and IsLeaf() and is handed to the callback. Its box is the one it had when freed.
 */
function reportFault(lib: L, t: Tree, id: number, box: Box, destroyed: Map<number, AABB>, what: string): string | null {
  const stale = live(t, id) ? undefined : destroyed.get(id);
  if (!live(t, id) && stale === undefined) return `reported proxy ${id}, which is not a live proxy`;
  if (!overlaps(stale ?? fat(t, id, lib), box)) return `reported proxy ${id}, whose fat AABB does not overlap ${what}`;
  return null;
}

function queryRecipe(lib: L, rng: Rng, mode: Mode) {
  const { tree: t, ids, data } = tree(lib, rng);
  const box = aabb(lib, rng, 4);
  const faults: string[] = [];
  const reported: number[] = [];
  const destroyed = new Map<number, AABB>();
  const callback = (id: number): boolean => {
    reported.push(id);
    const fault = reportFault(lib, t, id, box, destroyed, 'the box');
    if (fault !== null) faults.push(fault);
    if (mode === 'stop' && rng.chance(0.3)) return false;
    if (mode !== 'plain' && mode !== 'stop' && rng.chance(0.5)) meddle(lib, rng, t, ids, mode, id, destroyed);
    return true;
  };
  const check = (_r: unknown, attacked: boolean): string | null => {
    if (faults.length > 0) return faults[0];
    if (attacked) return null;
    if (mode === 'plain') {
      const want = ids.filter((id) => overlaps(fat(t, id, lib), box)).sort((a, b) => a - b);
      const got = [...reported].sort((a, b) => a - b);
      if (want.join() !== got.join()) return `reported [${got}], the overlapping proxies are [${want}]`;
    }
    return validates(t);
  };
  return { t, box, callback, check, opaque: [callback, ...data], reset: () => ((reported.length = 0), (faults.length = 0)) };
}

const treeQuery: Recipe[] = modes.map((mode) => (lib, rng) => {
  const q = queryRecipe(lib, rng, mode);
  return { self: q.t, args: [q.callback, q.box], opaque: q.opaque, notAttacked: storage, checkUnderAttack: true, check: q.check, alsoNamed: ['b2DynamicTree.CreateProxy', 'b2DynamicTree.DestroyProxy', 'b2DynamicTree.MoveProxy'] };
});

const treeRayCast: Recipe[] = modes.map((mode) => (lib, rng) => {
  const { tree: t, ids, data } = tree(lib, rng);
  const input = rayInput(lib, rng, 6);
  const faults: string[] = [];
  const destroyed = new Map<number, AABB>();
  const callback = (sub: { maxFraction: number }, id: number): number => {
    // The box of the ray as the call reads it: an attack writes into input after this recipe ran.
    const fault = reportFault(lib, t, id, rayBox(input), destroyed, "the ray's box");
    if (fault !== null) faults.push(fault);
    if (mode === 'stop' && rng.chance(0.3)) return 0;
    if (mode !== 'plain' && mode !== 'stop' && rng.chance(0.5)) meddle(lib, rng, t, ids, mode, id, destroyed);
    return rng.chance(0.3) ? -1 : rng.chance(0.5) ? sub.maxFraction * rng.range(0.5, 1) : sub.maxFraction;
  };
  return { self: t, args: [callback, input], opaque: [callback, ...data], notAttacked: storage, checkUnderAttack: true, check: (_r, attacked) => faults[0] ?? validates(t, attacked), alsoNamed: ['b2DynamicTree.CreateProxy', 'b2DynamicTree.DestroyProxy', 'b2DynamicTree.MoveProxy', 'b2DynamicTree.Query'] };
});

/** A tree and one of its live ids, for the methods that take a proxy id. */
function withId(check?: (t: Tree, id: number, r: unknown, lib: L) => string | null, args: (lib: L, rng: Rng, id: number) => unknown[] = (_l, _r, id) => [id], optional: readonly number[] = []): Recipe {
  return (lib, rng) => {
    const { tree: t, ids, data } = tree(lib, rng);
    const id = rng.pick(ids);
    return { self: t, args: args(lib, rng, id), optional, opaque: data, notAttacked: storage, checkUnderAttack: true, check: (r, attacked) => (attacked ? null : (check?.(t, id, r, lib) ?? validates(t))) };
  };
}

// A mover writes its receiver (and its tree) only when the leaf is re-inserted; a frozen one is
// refused on every call (a method that may write its receiver refuses a frozen one).
const receiverWritten = (recipe: Recipe): Recipe => (lib, rng) => ({ ...recipe(lib, rng), outputs: [/^this/] });

const treeRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2DynamicTree': () => ({ args: [] }),
  'b2DynamicTree.CheckProxy': withId(undefined, (_l, _r, id) => ['b2DynamicTree.CheckProxy', id]),
  'b2DynamicTree.CreateProxy': (lib, rng) => {
    const { tree: t, data } = tree(lib, rng, rng.int(0, 20));
    const box = aabb(lib, rng);
    const user = { user: 'created' };
    // User data is the caller's: any value is valid, so it is not attacked.
    return { self: t, args: [box, user], opaque: [...data, user], notAttacked: [...storage, /^args\[1\]$/], checkUnderAttack: true, check: (r, attacked) => (attacked ? null : (expect(live(t, r as number) && t.GetUserData(r as number) === user, `id ${String(r)}`) ?? validates(t))) };
  },
  'b2DynamicTree.DestroyProxy': withId((t, id) => expect(!live(t, id), 'still live')),
  'b2DynamicTree.MoveProxy': receiverWritten(withId((t, id, r) => expect(typeof r === 'boolean', 'not a boolean') ?? expect(live(t, id), 'lost the proxy') ?? null, (lib, rng, id) => [id, aabb(lib, rng, 6), vec(lib, rng, 2)])),
  'b2DynamicTree.GetUserData': withId((_t, _id, r) => expect(typeof r === 'object' && r !== null, 'no user data')),
  'b2DynamicTree.WasMoved': withId((_t, _id, r) => expect(typeof r === 'boolean', 'not a boolean')),
  'b2DynamicTree.ClearMoved': withId((t, id) => expect(!t.WasMoved(id), 'still moved')),
  'b2DynamicTree.GetFatAABB': withId((_t, _id, r) => expect((r as AABB).lowerBound.x <= (r as AABB).upperBound.x, 'inverted box'), (lib, rng, id) => (rng.chance(0.5) ? [id] : [id, new lib.b2AABB()]), [1]),
  'b2DynamicTree.Query': treeQuery,
  'b2DynamicTree.QueryBounds': (lib, rng) => {
    const q = queryRecipe(lib, rng, 'plain');
    const b = q.t.m_queryBounds;
    [b[0], b[1], b[2], b[3]] = [q.box.lowerBound.x, q.box.lowerBound.y, q.box.upperBound.x, q.box.upperBound.y];
    return { self: q.t, args: [q.callback], opaque: q.opaque, notAttacked: storage, checkUnderAttack: true, check: q.check };
  },
  'b2DynamicTree.RayCast': treeRayCast,
  'b2DynamicTree.GetHeight': withId((_t, _id, r) => expect(Number.isInteger(r) && (r as number) >= 0, `height ${String(r)}`), () => []),
  'b2DynamicTree.GetAreaRatio': withId((_t, _id, r) => expect((r as number) >= 1 - 1e-6 || (r as number) === 0, `ratio ${String(r)}`), () => []),
  'b2DynamicTree.GetMaxBalance': withId((_t, _id, r) => expect(Number.isInteger(r) && (r as number) >= 0, `balance ${String(r)}`), () => []),
  'b2DynamicTree.Validate': withId(undefined, () => []),
  'b2DynamicTree.RebuildBottomUp': withId(undefined, () => []),
  'b2DynamicTree.ShiftOrigin': withId(undefined, (lib, rng) => [vec(lib, rng, 5)]),
};

function bpWithId(check?: (bp: ReturnType<typeof broadPhase>['bp'], id: number, r: unknown, lib: L) => string | null, args: (lib: L, rng: Rng, id: number, ids: number[]) => unknown[] = (_l, _r, id) => [id], optional: readonly number[] = []): Recipe {
  return (lib, rng) => {
    const { bp, ids, data } = broadPhase(lib, rng);
    const id = rng.pick(ids);
    return { self: bp, args: args(lib, rng, id, ids), optional, opaque: data, notAttacked: storage, checkUnderAttack: true, check: (r, attacked) => (attacked ? null : ((check ? check(bp, id, r, lib) : null) ?? validates(bp.m_tree as Tree))) };
  };
}

const pairModes: readonly Mode[] = ['plain', 'create', 'destroy', 'move', 'query'];
const updatePairs: Recipe[] = pairModes.map((mode) => (lib, rng) => {
  const { bp, ids, data } = broadPhase(lib, rng);
  if (rng.chance(0.5)) {
    bp.UpdatePairs(() => undefined);
    for (let i = rng.int(0, 4); i > 0; --i) bp.MoveProxy(rng.pick(ids), aabb(lib, rng, 5), vec(lib, rng, 1));
  }
  const t = bp.m_tree as Tree;
  // The buffer with its repeats: a proxy moved twice since the last UpdatePairs is in it twice.
  const buffered = Array.from(bp.m_moveBuffer.slice(0, bp.m_moveCount)).filter((id) => id >= 0);
  const moved = new Set<number>(buffered);
  const idOf = new Map<unknown, number>(ids.map((id, i) => [data[i], id]));
  const touched = new Set<number>();
  const faults: string[] = [];
  const pairs: string[] = [];
  const callback = (a: unknown, b: unknown): void => {
    const ia = idOf.get(a);
    const ib = idOf.get(b);
    if (ia === undefined || ib === undefined) faults.push(`AddPair got user data that is not a proxy's (${JSON.stringify(a)}, ${JSON.stringify(b)})`);
    else if (!live(t, ia) || !live(t, ib) || t.GetUserData(ia) !== a || t.GetUserData(ib) !== b) faults.push(`AddPair for proxy ${ia} or ${ib}, destroyed during UpdatePairs`);
    else {
      if (!touched.has(ia) && !touched.has(ib) && !overlaps(fat(t, ia, lib), fat(t, ib, lib))) faults.push(`AddPair for ${ia} and ${ib}, whose fat AABBs do not overlap`);
      pairs.push(`${Math.min(ia, ib)}-${Math.max(ia, ib)}`);
    }
    if (mode !== 'plain' && rng.chance(0.5)) {
      const before = new Set(ids);
      if (mode === 'create') {
        const d = { user: 'new' };
        ids.push(bp.CreateProxy(aabb(lib, rng, 5), d as never));
        idOf.set(d, ids[ids.length - 1]);
      } else if (mode === 'destroy' && ids.length > 0) {
        const id = ids.splice(rng.int(0, ids.length - 1), 1)[0];
        bp.DestroyProxy(id);
        touched.add(id);
        for (const [k, v] of idOf) if (v === id) idOf.delete(k);
      } else if (mode === 'move' && ids.length > 0) {
        const id = rng.pick(ids);
        bp.MoveProxy(id, aabb(lib, rng, 8), vec(lib, rng, 2));
        touched.add(id);
      } else if (mode === 'query') bp.Query(() => true, aabb(lib, rng, 5));
      void before;
    }
  };
  const check = (_r: unknown, attacked: boolean): string | null => {
    if (faults.length > 0) return faults[0];
    if (attacked) return null;
    if (mode === 'plain') {
      // C++ (b2_broad_phase.cpp v2.4.1) queries once per move-buffer entry (UpdatePairs' loop over
      // m_moveBuffer; BufferMove does not look for the id already being there), and QueryCallback
      // skips a reported proxy only when it is the querying one or `moved && proxyId >
      // m_queryProxyId`. So a pair is reported once per buffer entry of its querying proxy: a
      // proxy buffered twice gives its pairs twice, which the contact manager's AddPair absorbs.
      const want: string[] = [];
      for (const q of buffered)
        for (const p of ids)
          if (p !== q && !(moved.has(p) && p > q) && overlaps(fat(t, q, lib), fat(t, p, lib))) want.push(`${Math.min(p, q)}-${Math.max(p, q)}`);
      const got = [...pairs].sort();
      if (got.join() !== want.sort().join()) return `pairs [${got}], want [${want}]`;
    }
    return validates(t);
  };
  return { self: bp, args: [callback], opaque: [callback, ...data], notAttacked: storage, checkUnderAttack: true, check, alsoNamed: ['b2BroadPhase.CreateProxy', 'b2BroadPhase.DestroyProxy', 'b2BroadPhase.MoveProxy', 'b2BroadPhase.Query'] };
});

const bpRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2BroadPhase': () => ({ args: [] }),
  'b2BroadPhase.CreateProxy': (lib, rng) => {
    const { bp, data } = broadPhase(lib, rng, rng.int(0, 20));
    const user = { user: 'created' };
    return { self: bp, args: [aabb(lib, rng), user], opaque: [...data, user], notAttacked: [...storage, /^args\[1\]$/], checkUnderAttack: true, check: (r, attacked) => (attacked ? null : expect(bp.GetUserData(r as number) === user, 'user data')) };
  },
  'b2BroadPhase.DestroyProxy': bpWithId((bp) => validates(bp.m_tree as Tree)),
  'b2BroadPhase.MoveProxy': receiverWritten(bpWithId(undefined, (lib, rng, id) => [id, aabb(lib, rng, 6), vec(lib, rng, 2)])),
  'b2BroadPhase.TouchProxy': bpWithId(),
  'b2BroadPhase.QueryCallback': bpWithId((_bp, _id, r) => expect(typeof r === 'boolean', 'not a boolean')),
  'b2BroadPhase.UpdatePairs': updatePairs,
  'b2BroadPhase.GetUserData': bpWithId((_bp, _id, r) => expect(typeof r === 'object' && r !== null, 'no user data')),
  'b2BroadPhase.TestOverlap': bpWithId((_bp, _id, r) => expect(typeof r === 'boolean', 'not a boolean'), (_l, rng, id, ids) => [id, rng.pick(ids)]),
  // The output box is optional (a new b2AABB when left out), so undefined there is no attack.
  'b2BroadPhase.GetFatAABB': bpWithId(undefined, (lib, rng, id) => (rng.chance(0.5) ? [id] : [id, new lib.b2AABB()]), [1]),
  'b2BroadPhase.GetProxyCount': bpWithId(undefined, () => []),
  'b2BroadPhase.GetTreeHeight': bpWithId(undefined, () => []),
  'b2BroadPhase.GetTreeBalance': bpWithId(undefined, () => []),
  'b2BroadPhase.GetTreeQuality': bpWithId(undefined, () => []),
  'b2BroadPhase.Query': (lib, rng) => {
    const { bp, data } = broadPhase(lib, rng);
    const box = aabb(lib, rng, 4);
    const t = bp.m_tree as Tree;
    const faults: string[] = [];
    const cb = (id: number): boolean => {
      if (!live(t, id) || !overlaps(fat(t, id, lib), box)) faults.push(`reported ${id}`);
      return true;
    };
    return { self: bp, args: [cb, box], opaque: [cb, ...data], notAttacked: storage, checkUnderAttack: true, check: () => faults[0] ?? null };
  },
  'b2BroadPhase.RayCast': (lib, rng) => {
    const { bp, data } = broadPhase(lib, rng);
    const cb = (sub: { maxFraction: number }): number => sub.maxFraction;
    return { self: bp, args: [cb, rayInput(lib, rng, 6)], opaque: [cb, ...data], notAttacked: storage };
  },
  'b2BroadPhase.ShiftOrigin': bpWithId(undefined, (lib, rng) => [vec(lib, rng, 5)]),
};

const stackRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2GrowableStack': (_lib, rng) => ({ args: [rng.int(1, 300)], optional: [0] }),
  'b2GrowableStack.Reset': (lib, rng) => {
    const s = new lib.b2GrowableStack(rng.int(1, 8));
    s.Push(rng.int(0, 99));
    return { self: s, args: [], check: () => expect(s.GetCount() === 0, 'Reset') };
  },
  'b2GrowableStack.Push': (lib, rng) => {
    const s = new lib.b2GrowableStack(rng.int(1, 4));
    for (let i = rng.int(0, 6); i > 0; --i) s.Push(i);
    const n = s.GetCount();
    const v = rng.int(-1, 1000);
    return { self: s, args: [v], check: () => expect(s.GetCount() === n + 1 && s.Pop() === v, 'Push lost the value') };
  },
  'b2GrowableStack.Pop': (lib, rng) => {
    const s = new lib.b2GrowableStack(rng.int(1, 4));
    const v = rng.int(-1, 1000);
    s.Push(v);
    return { self: s, args: [], check: (r) => expect(r === v && s.GetCount() === 0, `Pop ${String(r)}`) };
  },
  'b2GrowableStack.GetCount': (lib, rng) => ({ self: new lib.b2GrowableStack(rng.int(1, 4)), args: [], check: (r) => expect(r === 0, 'count') }),
  'b2GrowableStack.GetCapacity': (lib, rng) => {
    const n = rng.int(1, 40);
    return { self: new lib.b2GrowableStack(n), args: [], check: (r) => expect(r === n, `capacity ${String(r)}`) };
  },
};

/**
 * The scratch box Query, QueryBounds and UpdatePairs write before they read a node; UpdatePairs'
 * pair buffer and counters, filled before its callbacks run (an error from a proxy call made in a
 * callback comes after them, as the pairs would in C++).
 */
const scratch = [/\.m_queryBounds\b/];
const pairScratch = [/\.m_queryBounds\b/, /\.m_pairBuffer\b/, /\.m_pairCount$/, /\.m_queryProxyId$/];

/** Adds what every recipe in a family shares to each recipe's call. */
function withCall(recipes: Record<string, Recipe | Recipe[]>, extra: (id: string, call: Call) => Partial<Call>): Record<string, Recipe | Recipe[]> {
  const wrap = (id: string, r: Recipe): Recipe => (lib, rng) => {
    const call = r(lib, rng);
    return { ...call, ...extra(id, call) };
  };
  return Object.fromEntries(Object.entries(recipes).map(([id, r]) => [id, Array.isArray(r) ? r.map((v) => wrap(id, v)) : wrap(id, r as Recipe)]));
}

// A b2BroadPhase method checks with its own name what the tree's method it forwards to would
// refuse, so its messages start with b2BroadPhase.X; each recipe keeps its own alsoNamed.
const delegated = (id: string): Partial<Call> => ({ scratch: id === 'b2BroadPhase.UpdatePairs' ? pairScratch : scratch });

export const treeRecipesAll: Record<string, Recipe | Recipe[]> = withCall({ ...treeRecipes, ...bpRecipes, ...stackRecipes }, delegated);
