// Properties of b2DynamicTree and b2BroadPhase under random call sequences (fast-check):
// Validate passes after every call, every query equals a brute-force scan of the fat boxes,
// GetMaxBalance stays <= 1 after inserts, and UpdatePairs reports each overlapping new pair once.
import fc from 'fast-check';
import { b2AABB, b2BroadPhase, b2DynamicTree, b2RayCastInput, b2Vec2 } from 'b2collide';

type Op =
  | { kind: 'create'; x: number; y: number; w: number; h: number }
  | { kind: 'move'; pick: number; dx: number; dy: number; grow: number }
  | { kind: 'destroy'; pick: number }
  | { kind: 'query'; x: number; y: number; w: number; h: number };

const coord = fc.double({ min: -50, max: 50, noNaN: true });
const size = fc.double({ min: 0, max: 6, noNaN: true });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), x: coord, y: coord, w: size, h: size }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), dx: fc.double({ min: -5, max: 5, noNaN: true }), dy: fc.double({ min: -5, max: 5, noNaN: true }), grow: fc.double({ min: -0.5, max: 1, noNaN: true }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('destroy' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('query' as const), x: coord, y: coord, w: size, h: size }) },
);

function aabb(lx: number, ly: number, ux: number, uy: number): b2AABB {
  const a = new b2AABB();
  a.lowerBound.Set(lx, ly);
  a.upperBound.Set(ux, uy);
  return a;
}

/** Fat-box overlap as C++ b2TestOverlap, by brute force over the live proxies. */
function bruteQuery(t: b2DynamicTree<number>, live: number[], q: b2AABB): number[] {
  return live
    .filter((id) => {
      const f = t.GetFatAABB(id);
      return !(q.lowerBound.x - f.upperBound.x > 0 || q.lowerBound.y - f.upperBound.y > 0 || f.lowerBound.x - q.upperBound.x > 0 || f.lowerBound.y - q.upperBound.y > 0);
    })
    .sort((a, b) => a - b);
}

describe('random call sequences', () => {
  test('Validate passes after every call; queries equal a brute-force scan; balance <= 1 after inserts', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 150 }), (ops) => {
        const t = new b2DynamicTree<number>();
        const live: number[] = [];
        const boxes = new Map<number, [number, number, number, number]>();
        for (const op of ops) {
          if (op.kind === 'create') {
            const id = t.CreateProxy(aabb(op.x, op.y, op.x + op.w, op.y + op.h), live.length);
            live.push(id);
            boxes.set(id, [op.x, op.y, op.x + op.w, op.y + op.h]);
            expect(t.GetMaxBalance()).toBeLessThanOrEqual(1);
          } else if (op.kind === 'move' && live.length > 0) {
            const id = live[op.pick % live.length];
            const [lx, ly, ux, uy] = boxes.get(id)!;
            const g = Math.max(op.grow, -Math.min(ux - lx, uy - ly) / 2);
            const a: [number, number, number, number] = [lx + op.dx - g, ly + op.dy - g, ux + op.dx + g, uy + op.dy + g];
            // Rounding can cross a shrunk box's bounds; keep it sorted.
            const nb: [number, number, number, number] = [Math.min(a[0], a[2]), Math.min(a[1], a[3]), Math.max(a[0], a[2]), Math.max(a[1], a[3])];
            boxes.set(id, nb);
            t.MoveProxy(id, aabb(...nb), new b2Vec2(op.dx, op.dy));
            // The tight box always lies inside the proxy's fat box.
            expect(t.GetFatAABB(id).Contains(aabb(...nb))).toBe(true);
          } else if (op.kind === 'destroy' && live.length > 0) {
            const i = op.pick % live.length;
            t.DestroyProxy(live[i]);
            boxes.delete(live[i]);
            live.splice(i, 1);
          } else if (op.kind === 'query') {
            const q = aabb(op.x, op.y, op.x + op.w, op.y + op.h);
            const hits: number[] = [];
            t.Query((id) => (hits.push(id), true), q);
            expect(hits.sort((a, b) => a - b)).toEqual(bruteQuery(t, live, q));
          }
          t.Validate();
        }
        t.RebuildBottomUp();
        t.Validate();
        const all = aabb(-1e3, -1e3, 1e3, 1e3);
        const hits: number[] = [];
        t.Query((id) => (hits.push(id), true), all);
        expect(hits.sort((a, b) => a - b)).toEqual([...live].sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });

  test('a ray cast calls back exactly the proxies whose fat box the segment touches (box and separating-axis tests)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(coord, coord, size, size), { minLength: 1, maxLength: 60 }), coord, coord, coord, coord, (bs, x1, y1, x2, y2) => {
        // Long enough for C++'s Normalize to normalise (|r| >= b2_epsilon), as the brute force does.
        fc.pre((x2 - x1) ** 2 + (y2 - y1) ** 2 > 1e-6);
        const t = new b2DynamicTree<number>();
        const ids = bs.map(([x, y, w, h], k) => t.CreateProxy(aabb(x, y, x + w, y + h), k));
        const input = new b2RayCastInput();
        input.p1.Set(x1, y1);
        input.p2.Set(x2, y2);
        const hits: number[] = [];
        t.RayCast((_i, id) => (hits.push(id), -1), input);
        // Brute force with the same two leaf tests as C++ (internal nodes contain their leaves, so
        // they never cull a leaf that passes both).
        const len = Math.sqrt((x2 - x1) ** 2 + (y2 - y1) ** 2);
        const rx = (x2 - x1) * (1 / len);
        const ry = (y2 - y1) * (1 / len);
        const expected = ids.filter((id) => {
          const f = t.GetFatAABB(id);
          const sx0 = Math.min(x1, x2);
          const sx1 = Math.max(x1, x2);
          const sy0 = Math.min(y1, y2);
          const sy1 = Math.max(y1, y2);
          if (sx0 > f.upperBound.x || sy0 > f.upperBound.y || f.lowerBound.x > sx1 || f.lowerBound.y > sy1) return false;
          const cx = 0.5 * (f.lowerBound.x + f.upperBound.x);
          const cy = 0.5 * (f.lowerBound.y + f.upperBound.y);
          const hx = 0.5 * (f.upperBound.x - f.lowerBound.x);
          const hy = 0.5 * (f.upperBound.y - f.lowerBound.y);
          return Math.abs(-ry * (x1 - cx) + rx * (y1 - cy)) - (Math.abs(ry) * hx + Math.abs(rx) * hy) <= 0;
        });
        expect(hits.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  test('UpdatePairs reports every overlapping pair with a moved proxy exactly once (one move per proxy)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(coord, coord, size, size), { minLength: 2, maxLength: 60 }), fc.array(fc.tuple(fc.nat(), coord, coord), { maxLength: 20 }), (bs, moves) => {
        const bp = new b2BroadPhase<number>();
        const ids = bs.map(([x, y, w, h], k) => bp.CreateProxy(aabb(x * 0.3, y * 0.3, x * 0.3 + w, y * 0.3 + h), k));
        bp.UpdatePairs(() => undefined);
        const moved = new Set<number>();
        const tried = new Set<number>();
        for (const [pick, x, y] of moves) {
          const k = pick % ids.length;
          // One move per proxy per frame: a proxy buffered twice is queried twice and C++ then
          // reports its pairs twice (broad_phase.test.ts shows that case).
          if (tried.has(k)) continue;
          tried.add(k);
          const [, , w, h] = bs[k];
          const before = bp.m_moveCount;
          bp.MoveProxy(ids[k], aabb(x * 0.3, y * 0.3, x * 0.3 + w, y * 0.3 + h), new b2Vec2(0, 0));
          if (bp.m_moveCount > before) moved.add(k);
        }
        const reported: string[] = [];
        bp.UpdatePairs((a, b) => reported.push(`${Math.min(a, b)}-${Math.max(a, b)}`));
        const expected: string[] = [];
        for (let a = 0; a < ids.length; ++a) {
          for (let b = a + 1; b < ids.length; ++b) {
            if ((moved.has(a) || moved.has(b)) && bp.TestOverlap(ids[a], ids[b])) expected.push(`${a}-${b}`);
          }
        }
        expect(reported.sort()).toEqual(expected.sort());
      }),
      { numRuns: 200 },
    );
  });
});
