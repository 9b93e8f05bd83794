// Bad input to the twelve v3 colliders: each throws an Error that names the collider and the field,
// before it writes anything (the manifold, and for the chain colliders the cache, keep every value
// they had), in both builds. C trusts its input (and asserts in debug builds only); these checks
// are the library's (docs/bad-input.md). Where C asserts, the error replaces the NaN manifold a
// release build of C would give: a capsule axis shorter than FLT_EPSILON, b2MakeCapsule's
// squared length at most FLT_EPSILON.

import * as F32 from '../../build/f32/v3/index';
import * as F64 from '../../src/v3/index';

type Lib = typeof F64;
type Manifold = InstanceType<Lib['b2Manifold']>;
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function transform(lib: Lib, x: number, y: number) {
  const xf = new lib.b2Transform();
  xf.p.x = x;
  xf.p.y = y;
  xf.q.c = 1;
  return xf;
}
function circle(lib: Lib) {
  const c = new lib.b2Circle();
  c.radius = 0.5;
  return c;
}
function capsule(lib: Lib) {
  const c = new lib.b2Capsule();
  c.center1.x = -0.5;
  c.center2.x = 0.5;
  c.radius = 0.25;
  return c;
}
function segment(lib: Lib) {
  const s = new lib.b2Segment();
  s.point1.x = -1;
  s.point2.x = 1;
  return s;
}
function chainSegment(lib: Lib) {
  const s = new lib.b2ChainSegment();
  s.ghost1.x = -2;
  s.segment.point1.x = -1;
  s.segment.point2.x = 1;
  s.ghost2.x = 2;
  return s;
}
/** The unit box, counter-clockwise, as b2MakeBox(0.5, 0.5) gives it. */
function box(lib: Lib) {
  const p = new lib.b2Polygon();
  const v = [[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]];
  const n = [[0, -1], [1, 0], [0, 1], [-1, 0]];
  p.count = 4;
  for (let i = 0; i < 4; ++i) {
    p.vertices[i].x = v[i][0];
    p.vertices[i].y = v[i][1];
    p.normals[i].x = n[i][0];
    p.normals[i].y = n[i][1];
  }
  return p;
}

type Kind = 'circle' | 'capsule' | 'segment' | 'chain' | 'polygon';
/** How far each shape reaches above and below its origin. */
const halfHeight: Record<Kind, number> = { circle: 0.5, capsule: 0.25, segment: 0, chain: 0, polygon: 0.5 };
const make: Record<Kind, (lib: Lib) => Any> = { circle, capsule, segment, chain: chainSegment, polygon: box };

const colliders: [string, Kind, Kind, boolean][] = [
  ['b2CollideCircles', 'circle', 'circle', false],
  ['b2CollideCapsuleAndCircle', 'capsule', 'circle', false],
  ['b2CollideSegmentAndCircle', 'segment', 'circle', false],
  ['b2CollidePolygonAndCircle', 'polygon', 'circle', false],
  ['b2CollideCapsules', 'capsule', 'capsule', false],
  ['b2CollideSegmentAndCapsule', 'segment', 'capsule', false],
  ['b2CollidePolygonAndCapsule', 'polygon', 'capsule', false],
  ['b2CollidePolygons', 'polygon', 'polygon', false],
  ['b2CollideSegmentAndPolygon', 'segment', 'polygon', false],
  ['b2CollideChainSegmentAndCircle', 'chain', 'circle', false],
  ['b2CollideChainSegmentAndCapsule', 'chain', 'capsule', true],
  ['b2CollideChainSegmentAndPolygon', 'chain', 'polygon', true],
];

interface Args {
  m: Manifold;
  a: Any;
  xfA: Any;
  b: Any;
  xfB: Any;
  cache?: Any;
}

/** Spoilers by the kind of argument they break: [what, the field named in the message, how]. */
const shapeSpoilers: Record<Kind, [string, RegExp, (s: Any) => void][]> = {
  circle: [
    ['a NaN radius', /\.radius is not finite/, (s) => (s.radius = NaN)],
    ['a negative radius', /\.radius is -1; a radius must be 0 or more/, (s) => (s.radius = -1)],
    ['a string center.x', /\.center\.x expected a number, got string '1'/, (s) => (s.center.x = '1')],
    ['a null center', /\.center expected a b2Vec2/, (s) => (s.center = null)],
  ],
  capsule: [
    ['an infinite center2.y', /\.center2 is not finite/, (s) => (s.center2.y = Infinity)],
    ['coincident centers', /too close|too short/, (s) => (s.center2.x = s.center1.x)],
    ['a radius beyond FLT_MAX', /\.radius 1e\+39 is beyond/, (s) => (s.radius = 1e39)],
  ],
  segment: [
    ['a NaN point1.x', /\.point1 is not finite/, (s) => (s.point1.x = NaN)],
    ['coincident points', /too close|too short/, (s) => (s.point2.x = s.point1.x)],
  ],
  chain: [
    ['a NaN ghost1.y', /\.ghost1 is not finite/, (s) => (s.ghost1.y = NaN)],
    ['a missing segment', /\.segment expected a b2Segment/, (s) => (s.segment = undefined)],
    ['a string point2.x', /\.segment\.point2\.x expected a number/, (s) => (s.segment.point2.x = 'x')],
  ],
  polygon: [
    ['a count of 0', /\.count 0 is not a whole number in \[1, 8\]/, (s) => (s.count = 0)],
    ['a count of 9', /\.count 9 is not a whole number in \[1, 8\]/, (s) => (s.count = 9)],
    ['a count of 2.5', /\.count 2\.5 is not a whole number/, (s) => (s.count = 2.5)],
    ['an infinite vertex', /\.vertices\[2\] is not finite/, (s) => (s.vertices[2].y = -Infinity)],
    ['a NaN normal', /\.normals\[3\] is not finite/, (s) => (s.normals[3].x = NaN)],
    ['a negative radius', /\.radius is -0\.5; a radius must be 0 or more/, (s) => (s.radius = -0.5)],
  ],
};

const otherSpoilers: [string, RegExp, (a: Args) => void, boolean?][] = [
  ['a NaN xfA.p.x', /xfA\.p\.x is not finite/, (a) => (a.xfA.p.x = NaN)],
  ['a string xfB.q.s', /xfB\.q\.s expected a number/, (a) => (a.xfB.q.s = '0')],
  ['a null xfB', /xfB expected a b2Transform/, (a) => (a.xfB = null as unknown as Any)],
  ['a frozen manifold', /manifold is frozen/, (a) => Object.freeze(a.m)],
  ['a frozen points[1].anchorB', /manifold\.points\[1\]\.anchorB is frozen/, (a) => Object.freeze(a.m.points[1].anchorB)],
  ['a frozen normal', /manifold\.normal is frozen/, (a) => Object.freeze(a.m.normal)],
  ['a null points[0].anchorA', /manifold\.points\[0\]\.anchorA expected an object to write the result into, got null/, (a) => ((a.m.points[0] as Any).anchorA = null)],
  ['points that are not an array', /manifold\.points expected an array of two b2ManifoldPoint/, (a) => ((a.m as Any).points = { 0: a.m.points[0], 1: a.m.points[1] })],
  // The output check writes each field back (its own value): a field that refuses that write is named.
  ['a read-only points[0].separation', /manifold\.points\[0\]\.separation refuses writes/,
    (a) => Object.defineProperty(a.m.points[0], 'separation', { value: a.m.points[0].separation, writable: false })],
  ['a read-only pointCount', /manifold\.pointCount refuses writes/, (a) => Object.defineProperty(a.m, 'pointCount', { value: a.m.pointCount, writable: false })],
  ['a getter-only normal.y', /manifold\.normal\.y refuses writes/, (a) => Object.defineProperty(a.m.normal, 'y', { get: () => 0 })],
  ['a sealed points[1] without its persisted', /manifold\.points\[1\]\.persisted is missing and manifold\.points\[1\] is sealed/,
    (a) => { delete (a.m.points[1] as Any).persisted; Object.seal(a.m.points[1]); }],
  ['a non-extensible normal without its x', /manifold\.normal\.x is missing/, (a) => { delete (a.m.normal as Any).x; Object.preventExtensions(a.m.normal); }],
  ['a cache count of 4', /cache\.count 4 is not a whole number in \[0, 3\]/, (a) => (a.cache!.count = 4), true],
  // Shown as given in float32 too (it was rounded through Math.fround to NaN before the message).
  ['an undefined cache count', /cache\.count undefined is not a whole number in \[0, 3\]/, (a) => (a.cache!.count = undefined as never), true],
  ['a cache index beyond shape B', /cache\.indexB\[0\] 9 is not a whole number/, (a) => ((a.cache!.count = 1), (a.cache!.indexB[0] = 9)), true],
  // The cache's write-back probe finds these (it replaced Object.isFrozen on the hot path).
  ['a frozen cache', /cache is frozen/, (a) => Object.freeze(a.cache), true],
  ['a frozen cache.indexA', /cache\.indexA is frozen/, (a) => Object.freeze(a.cache!.indexA), true],
  ['a frozen empty cache.indexB (nothing to write back)', /cache\.indexB is frozen/, (a) => ((a.cache!.indexB = Object.freeze([]) as never)), true],
];

function salt(m: Manifold): void {
  m.normal.x = 7.5;
  m.pointCount = 2;
  m.points[0].separation = 13;
  m.points[1].anchorB.y = 11;
  m.points[1].id = 0xabcd;
}
const salted = (m: Manifold) => [m.normal.x, m.pointCount, m.points[0].separation, m.points[1].anchorB.y, m.points[1].id];

function call(lib: Lib, name: string, a: Args): unknown {
  const fn = (lib as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
  return a.cache ? fn(a.m, a.a, a.xfA, a.b, a.xfB, a.cache) : fn(a.m, a.a, a.xfA, a.b, a.xfB);
}

describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('v3 colliders on bad input (%s)', (_build, lib) => {
  const fresh = (kindA: Kind, kindB: Kind, withCache: boolean): Args => {
    const m = new lib.b2Manifold();
    salt(m);
    const cache = withCache ? new lib.b2SimplexCache() : undefined;
    if (cache) cache.indexB[2] = 1; // past count 0: unread, must stay
    // B below A (a chain segment's side), overlapping by 0.05.
    const gap = halfHeight[kindA] + halfHeight[kindB] - 0.05;
    return { m, a: make[kindA](lib), xfA: transform(lib, 0, 0), b: make[kindB](lib), xfB: transform(lib, 0.25, -gap), cache };
  };

  describe.each(colliders)('%s', (name, kindA, kindB, withCache) => {
    test('the valid call works (the baseline the spoilers break)', () => {
      const a = fresh(kindA, kindB, withCache);
      expect(call(lib, name, a)).toBe(a.m);
      expect(a.m.pointCount).toBeGreaterThan(0);
    });

    const cases: [string, RegExp, (a: Args) => void][] = [
      ...shapeSpoilers[kindA].map(([w, re, f]) => [`shape A: ${w}`, re, (a: Args) => f(a.a)] as [string, RegExp, (a: Args) => void]),
      ...shapeSpoilers[kindB].map(([w, re, f]) => [`shape B: ${w}`, re, (a: Args) => f(a.b)] as [string, RegExp, (a: Args) => void]),
      ...otherSpoilers.filter(([, , , needsCache]) => !needsCache || withCache).map(([w, re, f]) => [w, re, f] as [string, RegExp, (a: Args) => void]),
    ];
    test.each(cases)('%s: a named error, nothing written', (_what, message, spoil) => {
      const a = fresh(kindA, kindB, withCache);
      spoil(a);
      const before = salted(a.m);
      const cacheBefore = a.cache ? JSON.stringify(a.cache) : '';
      let error: unknown;
      try {
        call(lib, name, a);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(new RegExp(`^${name}: `));
      expect((error as Error).message).toMatch(message);
      expect(salted(a.m)).toEqual(before);
      if (a.cache) expect(JSON.stringify(a.cache)).toBe(cacheBefore);
    });
  });
});

// A whole argument that is not the struct (`{}`, an array): named as given, not by the field it
// lacks ("capsuleB.center1 expected a b2Vec2, got undefined" did not show the value).
describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('v3 colliders on a whole argument that is not one (%s)', (_build, lib) => {
  const slots: [keyof Args, string][] = [['m', 'manifold'], ['a', ''], ['b', ''], ['cache', 'cache']];
  test.each(colliders)('%s', (name, kindA, kindB, withCache) => {
    const names: Record<Kind, string> = { circle: 'Circle', capsule: 'Capsule', segment: 'Segment', chain: 'ChainSegment', polygon: 'Polygon' };
    for (const [slot, argName] of slots) {
      if (slot === 'cache' && !withCache) continue;
      for (const [label, value, shown] of [['{}', () => ({}), 'an object'], ['[1, 2]', () => [1, 2], 'an array [1, 2]']] as const) {
        const gap = halfHeight[kindA] + halfHeight[kindB] - 0.05;
        const m = new lib.b2Manifold();
        salt(m);
        const a: Args = { m, a: make[kindA](lib), xfA: transform(lib, 0, 0), b: make[kindB](lib), xfB: transform(lib, 0.25, -gap), cache: withCache ? new lib.b2SimplexCache() : undefined };
        (a as unknown as Record<string, unknown>)[slot] = value();
        let message = '';
        try {
          call(lib, name, a);
        } catch (e) {
          message = (e as Error).message;
        }
        const kind = slot === 'a' ? kindA : kindB;
        const want = slot === 'm' ? 'manifold expected a b2Manifold' : slot === 'cache' ? 'cache expected a b2SimplexCache' : `expected a b2${names[kind]}`;
        expect([slot, label, message]).toEqual([slot, label, expect.stringContaining(`${want}${slot === 'm' ? ' to write the result into' : ''}, got ${shown}`)]);
        expect(message.startsWith(`${name}: ${argName}`)).toBe(true);
        if (slot !== 'm') expect(salted(m)).toEqual([7.5, 2, 13, 11, 0xabcd]);
      }
    }
  });
});

// The output check writes back what each field holds: an output it accepts is left exactly as the
// caller had it when a later check throws (-0, NaN and a number float32 cannot hold included, in
// the float32 build too), and the outputs it accepts are the ones C's struct assignment can fill.
describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('v3 collider output check (%s)', (_build, lib) => {
  const args = (m: Manifold): Args => {
    const b = box(lib);
    return { m, a: box(lib), xfA: transform(lib, 0, 0), b, xfB: transform(lib, 0.25, -0.95) };
  };
  const fresh = () => {
    const m = new lib.b2Manifold();
    const a = args(m);
    lib.b2CollidePolygons(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    return m;
  };

  test('a refused call leaves every field as it was, bit for bit', () => {
    const m = new lib.b2Manifold();
    m.normal.x = -0;
    m.normal.y = 0.1; // not a float32
    m.points[0].separation = NaN;
    m.points[1].normalImpulse = 1e300; // beyond float32
    m.points[1].id = 0x1234;
    m.pointCount = 2;
    const a = args(m);
    a.b.radius = -1;
    expect(() => lib.b2CollidePolygons(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never)).toThrow(/polygonB\.radius is -1/);
    expect(Object.is(m.normal.x, -0)).toBe(true);
    expect(m.normal.y).toBe(0.1);
    expect(m.points[0].separation).toBeNaN();
    expect(m.points[1].normalImpulse).toBe(1e300);
    expect([m.points[1].id, m.pointCount]).toEqual([0x1234, 2]);
  });

  test('a sealed b2Manifold (every part sealed) is written whole, as a fresh one is', () => {
    const m = new lib.b2Manifold();
    for (const o of [m, m.normal, ...m.points.flatMap((p) => [p, p.point, p.anchorA, p.anchorB])]) Object.seal(o);
    const a = args(m);
    lib.b2CollidePolygons(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    expect(m.pointCount).toBe(2);
    expect(JSON.stringify(m)).toBe(JSON.stringify(fresh()));
  });

  test('a normal with a getter and a setter takes the result through the setter', () => {
    const m = new lib.b2Manifold();
    let y = 0;
    const writes: number[] = [];
    Object.defineProperty(m.normal, 'y', { get: () => y, set: (v: number) => { writes.push(v); y = v; }, enumerable: true });
    const a = args(m);
    lib.b2CollidePolygons(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    expect(m.normal.y).toBe(fresh().normal.y);
    // First the check's write-back of what it held (0), last the result.
    expect(writes[0]).toBe(0);
    expect(writes[writes.length - 1]).toBe(fresh().normal.y);
  });

  test('a b2ManifoldPoint without its tangentImpulse, not sealed, gains it as before', () => {
    const m = new lib.b2Manifold();
    delete (m.points[0] as Any).tangentImpulse;
    const a = args(m);
    lib.b2CollidePolygons(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    expect(m.points[0].tangentImpulse).toBe(0);
    expect(m.points[0].separation).toBe(fresh().points[0].separation);
  });
});

// b2CollidePolygons tests the polygons' numbers in the pass that copies them (not up front): any
// fault still gets the error the up-front checks gave, in their order, before any write.
describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('b2CollidePolygons numbers checked in its pass (%s)', (_build, lib) => {
  const run = (spoil: (a: Args) => void): string => {
    const m = new lib.b2Manifold();
    salt(m);
    const a: Args = { m, a: box(lib), xfA: transform(lib, 0, 0), b: box(lib), xfB: transform(lib, 0.25, -0.95) };
    spoil(a);
    const before = salted(m);
    let message = '';
    try {
      lib.b2CollidePolygons(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(salted(m)).toEqual(before);
    return message;
  };
  test.each([
    ['a NaN vertex of A and a null xfB: A first', /^b2CollidePolygons: polygonA\.vertices\[2\] is not finite/, (a: Args) => ((a.a.vertices[2].x = NaN), (a.xfB = null as never))],
    ['a bad centroid of B and a count of 0 on A: A first', /^b2CollidePolygons: polygonA\.count 0/, (a: Args) => ((a.b.centroid.y = Infinity), (a.a.count = 0))],
    ['a centroid beyond FLT_MAX (not read by the collider)', /polygonB\.centroid .*beyond|polygonB\.centroid is not finite/, (a: Args) => (a.b.centroid.x = 1e39)],
    ['a string vertex 0 of A (the frame origin)', /polygonA\.vertices\[0\]\.y expected a number, got string/, (a: Args) => (a.a.vertices[0].y = '0.5' as never)],
    ['a BigInt normal of B', /polygonB\.normals\[3\]\.x expected a number/, (a: Args) => (a.b.packed[22] = BigInt(1) as never)],
    ['a vertex of B beyond FLT_MAX', /polygonB\.vertices\[1\]/, (a: Args) => (a.b.vertices[1].y = -1e39)],
  ])('%s', (_what, message, spoil) => {
    expect(run(spoil)).toMatch(message);
  });
  test('numbers each within FLT_MAX whose sum is not still collide', () => {
    const m = new lib.b2Manifold();
    const a = box(lib);
    const b = box(lib);
    b.centroid.x = 3e38; // not read by the collider
    a.centroid.x = -3e38;
    lib.b2CollidePolygons(m, a as never, transform(lib, 0, 0) as never, b as never, transform(lib, 0.25, -0.95) as never);
    expect(m.pointCount).toBe(2);
  });
});

// b2CollidePolygonAndCircle tests the polygon's numbers in its edge search (not up front), as
// b2CollidePolygons does: any fault still gets the error the up-front checks gave, in their order
// (manifold, polygonA, circleB, transforms), before any write.
describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('b2CollidePolygonAndCircle numbers checked in its pass (%s)', (_build, lib) => {
  const run = (spoil: (a: Args) => void): string => {
    const m = new lib.b2Manifold();
    salt(m);
    const a: Args = { m, a: box(lib), xfA: transform(lib, 0, 0), b: circle(lib), xfB: transform(lib, 0.25, -0.95) };
    spoil(a);
    const before = salted(m);
    let message = '';
    try {
      lib.b2CollidePolygonAndCircle(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(salted(m)).toEqual(before);
    return message;
  };
  test.each([
    ['a NaN vertex of A and a null xfB: A first', /^b2CollidePolygonAndCircle: polygonA\.vertices\[2\] is not finite/, (a: Args) => ((a.a.vertices[2].x = NaN), (a.xfB = null as never))],
    ['a NaN normal of A and a negative radius of B: A first', /^b2CollidePolygonAndCircle: polygonA\.normals\[1\] is not finite/, (a: Args) => ((a.a.normals[1].y = NaN), (a.b.radius = -1))],
    ['a bad centroid of A and a string xfA.p.x: A first', /^b2CollidePolygonAndCircle: polygonA\.centroid/, (a: Args) => ((a.a.centroid.y = Infinity), (a.xfA.p.x = '0' as never))],
    ['a centroid beyond FLT_MAX (not read by the collider)', /polygonA\.centroid .*beyond|polygonA\.centroid is not finite/, (a: Args) => (a.a.centroid.x = 1e39)],
    ['a string vertex 0 of A', /polygonA\.vertices\[0\]\.y expected a number, got string/, (a: Args) => (a.a.vertices[0].y = '0.5' as never)],
    ['a BigInt normal of A', /polygonA\.normals\[3\]\.x expected a number/, (a: Args) => (a.a.packed[22] = BigInt(1) as never)],
    ['a vertex of A beyond FLT_MAX', /polygonA\.vertices\[1\]/, (a: Args) => (a.a.vertices[1].y = -1e39)],
    ['a radius of A beyond FLT_MAX', /polygonA\.radius/, (a: Args) => (a.a.radius = 1e39)],
    ['a count of 9 and a null circle: A first', /polygonA\.count 9/, (a: Args) => ((a.a.count = 9), (a.b = null as never))],
  ])('%s', (_what, message, spoil) => {
    expect(run(spoil)).toMatch(message);
  });
  test('numbers each within FLT_MAX whose sum is not still collide', () => {
    const m = new lib.b2Manifold();
    const a = box(lib);
    a.centroid.x = 3e38; // not read by the collider
    a.centroid.y = -3e38;
    lib.b2CollidePolygonAndCircle(m, a as never, transform(lib, 0, 0) as never, circle(lib) as never, transform(lib, 0.25, -0.95) as never);
    expect(m.pointCount).toBe(1);
  });
});

// b2CollidePolygonAndCapsule likewise tests polygonA's numbers in the collider's copy: the old
// order (manifold, polygonA, capsuleB, transforms, b2MakeCapsule's length) holds for any fault.
describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('b2CollidePolygonAndCapsule numbers checked in its pass (%s)', (_build, lib) => {
  const run = (spoil: (a: Args) => void): string => {
    const m = new lib.b2Manifold();
    salt(m);
    const a: Args = { m, a: box(lib), xfA: transform(lib, 0, 0), b: capsule(lib), xfB: transform(lib, 0.25, -0.7) };
    spoil(a);
    const before = salted(m);
    let message = '';
    try {
      lib.b2CollidePolygonAndCapsule(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(salted(m)).toEqual(before);
    return message;
  };
  // Centers 2^-12 apart: a squared length of 2^-24, above 0 but not above FLT_EPSILON (2^-23).
  const shorten = (a: Args) => ((a.b.center2.x = a.b.center1.x + 2 ** -12), (a.b.center2.y = a.b.center1.y));
  test.each([
    ['a NaN vertex of A and a null xfB: A first', /^b2CollidePolygonAndCapsule: polygonA\.vertices\[2\] is not finite/, (a: Args) => ((a.a.vertices[2].x = NaN), (a.xfB = null as never))],
    ['a NaN normal of A and a capsule too short for b2MakeCapsule: A first', /^b2CollidePolygonAndCapsule: polygonA\.normals\[1\] is not finite/, (a: Args) => ((a.a.normals[1].y = NaN), shorten(a))],
    ['a capsule too short for b2MakeCapsule', /^b2CollidePolygonAndCapsule: capsuleB\.center1 .* and capsuleB\.center2 .* are too close/, shorten],
    ['a bad centroid of A and an infinite capsule radius: A first', /^b2CollidePolygonAndCapsule: polygonA\.centroid/, (a: Args) => ((a.a.centroid.x = NaN), (a.b.radius = Infinity))],
    ['a BigInt normal of A', /polygonA\.normals\[3\]\.x expected a number/, (a: Args) => (a.a.packed[22] = BigInt(1) as never)],
  ])('%s', (_what, message, spoil) => {
    expect(run(spoil)).toMatch(message);
  });
  test('the valid call collides', () => {
    const m = new lib.b2Manifold();
    lib.b2CollidePolygonAndCapsule(m, box(lib) as never, transform(lib, 0, 0) as never, capsule(lib) as never, transform(lib, 0.25, -0.7) as never);
    expect(m.pointCount).toBeGreaterThan(0);
  });
});

// b2CollideSegmentAndPolygon likewise tests polygonB's numbers in the collider's copy: the old
// order (manifold, segmentA, polygonB, transforms, b2MakeCapsule's length) holds for any fault.
describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('b2CollideSegmentAndPolygon numbers checked in its pass (%s)', (_build, lib) => {
  const run = (spoil: (a: Args) => void): string => {
    const m = new lib.b2Manifold();
    salt(m);
    const a: Args = { m, a: segment(lib), xfA: transform(lib, 0, 0), b: box(lib), xfB: transform(lib, 0.25, -0.45) };
    spoil(a);
    const before = salted(m);
    let message = '';
    try {
      lib.b2CollideSegmentAndPolygon(m, a.a as never, a.xfA as never, a.b as never, a.xfB as never);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(salted(m)).toEqual(before);
    return message;
  };
  // Points 2^-12 apart: a squared length of 2^-24, above 0 but not above FLT_EPSILON (2^-23).
  const shorten = (a: Args) => ((a.a.point2.x = a.a.point1.x + 2 ** -12), (a.a.point2.y = a.a.point1.y));
  test.each([
    ['a NaN vertex of B and a null xfB: B first', /^b2CollideSegmentAndPolygon: polygonB\.vertices\[2\] is not finite/, (a: Args) => ((a.b.vertices[2].x = NaN), (a.xfB = null as never))],
    ['a NaN normal of B and a segment too short for b2MakeCapsule: B first', /^b2CollideSegmentAndPolygon: polygonB\.normals\[1\] is not finite/, (a: Args) => ((a.b.normals[1].y = NaN), shorten(a))],
    ['a segment too short for b2MakeCapsule', /^b2CollideSegmentAndPolygon: segmentA\.point1 .* and segmentA\.point2 .* are too close/, shorten],
    ['a NaN segment point and a bad centroid of B: the segment first', /^b2CollideSegmentAndPolygon: segmentA\.point1 is not finite/, (a: Args) => ((a.a.point1.x = NaN), (a.b.centroid.x = NaN))],
    ['a bad centroid of B', /^b2CollideSegmentAndPolygon: polygonB\.centroid/, (a: Args) => (a.b.centroid.y = -Infinity)],
    ['a BigInt normal of B', /polygonB\.normals\[3\]\.x expected a number/, (a: Args) => (a.b.packed[22] = BigInt(1) as never)],
  ])('%s', (_what, message, spoil) => {
    expect(run(spoil)).toMatch(message);
  });
  test('the valid call collides', () => {
    const m = new lib.b2Manifold();
    lib.b2CollideSegmentAndPolygon(m, segment(lib) as never, transform(lib, 0, 0) as never, box(lib) as never, transform(lib, 0.25, -0.45) as never);
    expect(m.pointCount).toBeGreaterThan(0);
  });
});
