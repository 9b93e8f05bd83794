// A frozen part of a v2.4.1 b2Manifold, in both builds: each of the five colliders names the part
// (its own name first, never V8's "Cannot assign to read only property") and leaves the manifold
// exactly as it was, wherever the call would write that part; a part the call does not write
// (the points array, a point object, its id, and every part when the call finds no contact) does
// not stop it, and the answer is the one an unfrozen manifold gets. Before, every collider met a
// V8 TypeError, some after writing pointCount.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;
type Manifold = InstanceType<Lib['b2Manifold']>;

const builds: [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

/** Every object of a manifold a caller could freeze, by path ('' is the manifold itself). */
const parts = [
  '',
  'localNormal',
  'localPoint',
  'points',
  'points.0',
  'points.0.localPoint',
  'points.0.id',
  'points.0.id.cf',
  'points.1',
  'points.1.localPoint',
  'points.1.id',
  'points.1.id.cf',
] as const;

function partOf(m: Manifold, path: string): object {
  return path === '' ? m : (path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], m) as object);
}

/** The name b2CheckOutputManifold gives a part: `manifold.points[0].id.cf`. */
function nameOf(path: string): string {
  return `manifold${path === '' ? '' : '.'}${path.replace(/\.(\d)/g, '[$1]')}`;
}

/** Every field a collider could change, impulses included, as one string. */
function snapshot(m: Manifold): string {
  return JSON.stringify({
    type: m.type,
    pointCount: m.pointCount,
    localNormal: [m.localNormal.x, m.localNormal.y],
    localPoint: [m.localPoint.x, m.localPoint.y],
    points: m.points.map((p) => [p.localPoint.x, p.localPoint.y, p.normalImpulse, p.tangentImpulse, p.id.cf.indexA, p.id.cf.indexB, p.id.cf.typeA, p.id.cf.typeB]),
  });
}

/** A manifold holding values no collider writes here, so that any write shows. */
function filled(L: Lib): Manifold {
  const m = new L.b2Manifold();
  m.type = L.b2ManifoldType.e_faceB;
  m.pointCount = 2;
  m.localNormal.Set(0.6, 0.8);
  m.localPoint.Set(9, 10);
  m.points.forEach((p, i) => {
    p.localPoint.Set(11 + i, 12 + i);
    p.normalImpulse = 3 + i;
    p.tangentImpulse = 5 + i;
    p.id.cf.Set(7, 6, 1, 1);
  });
  return m;
}

interface Case {
  /** The collider's name, which starts its error message. */
  readonly name: string;
  /** Calls it into m, touching (a contact) or apart. */
  readonly call: (L: Lib, m: Manifold, touching: boolean) => void;
  /** The points a contact writes here (1, or 2 for the polygon colliders, which probe both). */
  readonly points: number;
}

function xf(L: Lib, x: number, y: number) {
  const t = new L.b2Transform();
  t.p.Set(x, y);
  return t;
}
const box = (L: Lib) => new L.b2PolygonShape().SetAsBox(1, 1);
const edge = (L: Lib) => new L.b2EdgeShape().SetTwoSided(new L.b2Vec2(-2, 0), new L.b2Vec2(2, 0));

// Touching: circles 1 apart with radii 1 and 1; a circle of radius 1 at 1.5 from a unit box's
// centre (0.5 deep); two unit boxes 1.9 apart (0.1 deep, two points); a circle of radius 1 at 0.5
// above an edge; a unit box at 0.9 above an edge (two points). Apart: everything 5 away.
const cases: Case[] = [
  { name: 'b2CollideCircles', points: 1, call: (L, m, t) => L.b2CollideCircles(m, new L.b2CircleShape(1), xf(L, 0, 0), new L.b2CircleShape(1), xf(L, t ? 1 : 5, 0)) },
  { name: 'b2CollidePolygonAndCircle', points: 1, call: (L, m, t) => L.b2CollidePolygonAndCircle(m, box(L), xf(L, 0, 0), new L.b2CircleShape(1), xf(L, t ? 1.5 : 5, 0)) },
  { name: 'b2CollidePolygons', points: 2, call: (L, m, t) => L.b2CollidePolygons(m, box(L), xf(L, 0, 0), box(L), xf(L, 0, t ? 1.9 : 5)) },
  { name: 'b2CollideEdgeAndCircle', points: 1, call: (L, m, t) => L.b2CollideEdgeAndCircle(m, edge(L), xf(L, 0, 0), new L.b2CircleShape(1), xf(L, 0, t ? 0.5 : 5)) },
  { name: 'b2CollideEdgeAndPolygon', points: 2, call: (L, m, t) => L.b2CollideEdgeAndPolygon(m, edge(L), xf(L, 0, 0), box(L), xf(L, 0, t ? 0.9 : 5)) },
];

/** Whether a call that finds a contact writes this part: the manifold, its two vectors, and each written point's localPoint and id.cf. */
function written(path: string, points: number): boolean {
  if (path === '' || path === 'localNormal' || path === 'localPoint') return true;
  const m = /^points\.(\d)\.(localPoint|id\.cf)$/.exec(path);
  return m !== null && Number(m[1]) < points;
}

function outcome(L: Lib, c: Case, path: string, touching: boolean): { result: string; unchanged: boolean; answer: string } {
  const m = filled(L);
  const before = snapshot(m);
  Object.freeze(partOf(m, path));
  try {
    c.call(L, m, touching);
    return { result: 'answered', unchanged: snapshot(m) === before, answer: snapshot(m) };
  } catch (e) {
    return { result: `${(e as Error).constructor.name}: ${(e as Error).message}`, unchanged: snapshot(m) === before, answer: '' };
  }
}

describe.each(cases)('$name', (c) => {
  describe.each(parts.map((p) => [p === '' ? 'manifold' : p, p] as const))('frozen %s', (_label, path) => {
    test.each(builds)('%s: refused with its name and nothing written where the call writes it, else the unfrozen answer', (_build, L) => {
      for (const touching of [true, false]) {
        const got = outcome(L, c, path, touching);
        const refuses = path === '' || (touching && written(path, c.points));
        if (refuses) {
          expect(got.result).toBe(`Error: ${c.name}: ${nameOf(path)} is frozen; pass an object the result can be written into`);
          expect(got.unchanged).toBe(true);
        } else {
          const free = filled(L);
          c.call(L, free, touching);
          expect(got.result).toBe('answered');
          expect(got.answer).toBe(snapshot(free));
        }
      }
    });
  });

  test('both builds give the same outcome for every frozen part', () => {
    for (const path of parts) {
      for (const touching of [true, false]) {
        expect(outcome(F32 as unknown as Lib, c, path, touching).result).toBe(outcome(F64, c, path, touching).result);
      }
    }
  });

  test('the touching case finds a contact and the apart case none (the cases test what they say)', () => {
    for (const [, L] of builds) {
      const m = new L.b2Manifold();
      c.call(L, m, true);
      expect(m.pointCount).toBe(c.points);
      c.call(L, m, false);
      expect(m.pointCount).toBe(0);
    }
  });
});

// b2CollideShapes writes pointCount itself for a pair no collider takes (two edges).
test.each(builds)('%s: b2CollideShapes names a frozen manifold for a pair without a collider', (_build, L) => {
  const m = filled(L);
  const before = snapshot(m);
  Object.freeze(m);
  expect(() => L.b2CollideShapes(m, edge(L), 0, xf(L, 0, 0), edge(L), 0, xf(L, 0, 0))).toThrow(
    /^b2CollideShapes: manifold is frozen; pass an object the result can be written into$/,
  );
  expect(snapshot(m)).toBe(before);
});

// One read-only field, the rest of its part writable (Object.defineProperty): the colliders that
// write back every field before their first write (the two polygon colliders) refuse it as well,
// with nothing written. The circle colliders write back one field per part, which covers a frozen
// part (the rule the docs state), not a single read-only field.
const everyField = ['localNormal.x', 'localNormal.y', 'localPoint.x', 'localPoint.y', 'points.0.localPoint.y', 'points.1.localPoint.y', 'points.0.id.cf.typeB', 'points.1.id.cf.typeB'];
describe.each(cases.filter((c) => c.points === 2))('$name', (c) => {
  test.each(builds)('%s: a single read-only field it writes is refused by name, nothing written', (_build, L) => {
    for (const field of everyField) {
      const m = filled(L);
      const path = field.split('.');
      const key = path.pop()!;
      const owner = partOf(m, path.join('.')) as Record<string, unknown>;
      Object.defineProperty(owner, key, { value: owner[key], writable: false });
      const before = snapshot(m);
      expect(() => c.call(L, m, true)).toThrow(new RegExp(`^${c.name}: the manifold refused a write \\(.*\\); pass a b2Manifold the result can be written into$`));
      expect(snapshot(m)).toBe(before);
    }
  });
});
