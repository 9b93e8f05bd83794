// Bad input to geometry.c's functions: where C asserts, divides by zero or reads past its arrays,
// both builds throw an Error that names the function and the value as given, and write nothing.

import * as F64 from '../../src/v3/index';
import * as F32 from '../../build/f32/v3/index';

type Lib = typeof F64;
const builds: readonly [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

function box(lib: Lib) {
  return lib.b2MakeBox(new lib.b2Polygon(), 1, 0.5);
}
function circle(lib: Lib, radius = 0.5) {
  const c = new lib.b2Circle();
  c.center.x = 1;
  c.radius = radius;
  return c;
}
function capsule(lib: Lib, radius = 0.25) {
  const c = new lib.b2Capsule();
  c.center1.x = -1;
  c.center2.x = 1;
  c.radius = radius;
  return c;
}
function segment(lib: Lib) {
  const s = new lib.b2Segment();
  s.point1.x = -1;
  s.point2.x = 1;
  return s;
}
function ray(lib: Lib) {
  const r = new lib.b2RayCastInput();
  r.origin.x = -3;
  r.translation.x = 6;
  r.maxFraction = 1;
  return r;
}
function cast(lib: Lib) {
  const input = new lib.b2ShapeCastInput();
  input.proxy.points[0].x = -3;
  input.proxy.count = 1;
  input.proxy.radius = 0.1;
  input.translation.x = 6;
  input.maxFraction = 1;
  return input;
}
function hull(lib: Lib, points: readonly [number, number][]) {
  const h = new lib.b2Hull();
  points.forEach(([x, y], i) => {
    h.points[i].x = x;
    h.points[i].y = y;
  });
  h.count = points.length;
  return h;
}
const square: [number, number][] = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
];

/** Each row: what is wrong, the call, and the message it must throw (both builds). */
const rows: readonly [string, (lib: Lib) => unknown, RegExp][] = [
  ['a zero half-width (C asserts > 0)', (lib) => lib.b2MakeBox(new lib.b2Polygon(), 0, 1), /^b2MakeBox: halfWidth must be positive, got 0$/],
  ['a string half-height', (lib) => lib.b2MakeBox(new lib.b2Polygon(), 1, '1' as never), /^b2MakeBox: halfHeight expected a number, got string '1'$/],
  ['a NaN half-width', (lib) => lib.b2MakeSquare(new lib.b2Polygon(), NaN), /^b2MakeSquare: halfWidth is not finite \(NaN\)$/],
  ['a negative radius (C asserts >= 0)', (lib) => lib.b2MakeRoundedBox(new lib.b2Polygon(), 1, 1, -0.1), /^b2MakeRoundedBox: radius must be a number in \[0, FLT_MAX\], got -0\.1/],
  [
    'a rotation that is not unit (C does not check it)',
    (lib) => lib.b2MakeOffsetBox(new lib.b2Polygon(), 1, 1, new lib.b2Vec2(), new lib.b2Rot(2, 0)),
    /^b2MakeOffsetBox: rotation \(c 2, s 0\) is not a unit rotation/,
  ],
  ['the zero rotation', (lib) => lib.b2MakeOffsetRoundedBox(new lib.b2Polygon(), 1, 1, new lib.b2Vec2(), new lib.b2Rot(), 0.1), /^b2MakeOffsetRoundedBox: rotation \(c 0, s 0\)/],
  ['a hull b2ComputeHull failed on (count 0)', (lib) => lib.b2MakePolygon(new lib.b2Polygon(), new lib.b2Hull(), 0), /^b2MakePolygon: hull\.count 0 is not a whole number from 3 to 8/],
  ['a hull count of 9', (lib) => lib.b2MakePolygon(new lib.b2Polygon(), Object.assign(hull(lib, square), { count: 9 }), 0), /^b2MakePolygon: hull\.count 9 is not a whole number from 3 to 8/],
  [
    'a clockwise hull (C asserts b2ValidateHull)',
    (lib) => lib.b2MakePolygon(new lib.b2Polygon(), hull(lib, [...square].reverse()), 0),
    /^b2MakePolygon: the hull is not valid \(b2ValidateHull is false/,
  ],
  ['a NaN hull point', (lib) => lib.b2MakeOffsetPolygon(new lib.b2Polygon(), hull(lib, [[NaN, 0], ...square.slice(1)]), new lib.b2Vec2(), new lib.b2Rot(1, 0)), /^b2MakeOffsetPolygon: hull\.points\[0\] is not finite \(NaN, 0\)$/],
  [
    'a position that makes the polygon collapse in float32 or pass FLT_MAX',
    (lib) => lib.b2MakeOffsetPolygon(new lib.b2Polygon(), hull(lib, square), new lib.b2Vec2(3e38, 3e38), new lib.b2Rot(1, 0)),
    /^b2MakeOffsetPolygon: the polygon's (area .* is not above FLT_EPSILON|coordinates would pass ±FLT_MAX)/,
  ],
  ['a polygon count of 9 (C reads past its arrays)', (lib) => lib.b2TransformPolygon(new lib.b2Polygon(), new lib.b2Transform(), Object.assign(box(lib), { count: 9 })), /^b2TransformPolygon: polygon\.count 9 is not a whole number from 1 to 8/],
  ['a polygon count of 2.5', (lib) => lib.b2ComputePolygonAABB(new lib.b2AABB(), Object.assign(box(lib), { count: 2.5 }), new lib.b2Transform()), /^b2ComputePolygonAABB: shape\.count 2\.5 is not a whole number/],
  ['a polygon count given as a string', (lib) => lib.b2RayCastPolygon(new lib.b2CastOutput(), ray(lib), Object.assign(box(lib), { count: '4' })), /^b2RayCastPolygon: shape\.count string '4' is not a whole number/],
  ['a NaN live vertex', (lib) => lib.b2PointInPolygon(new lib.b2Vec2(), (() => { const p = box(lib); p.vertices[3].y = NaN; return p; })()), /^b2PointInPolygon: shape\.vertices\[3\] is not finite \(-1, NaN\)$/],
  ['a negative density', (lib) => lib.b2ComputeCircleMass(new lib.b2MassData(), circle(lib), -1), /^b2ComputeCircleMass: density must be finite and not negative, got -1$/],
  [
    'a polygon of zero area (C asserts area > FLT_EPSILON)',
    (lib) => lib.b2ComputePolygonMass(new lib.b2MassData(), (() => { const p = box(lib); for (const v of p.vertices) v.y = 0; return p; })(), 1),
    /^b2ComputePolygonMass: the polygon's area 0 is not above FLT_EPSILON/,
  ],
  ['a negative circle radius', (lib) => lib.b2ComputeCircleAABB(new lib.b2AABB(), circle(lib, -1), new lib.b2Transform()), /^b2ComputeCircleAABB: shape\.radius must be a number in \[0, FLT_MAX\], got -1$/],
  ['an infinite transform', (lib) => lib.b2ComputeSegmentAABB(new lib.b2AABB(), segment(lib), Object.assign(new lib.b2Transform(), { p: Object.assign(new lib.b2Vec2(), { x: Infinity }) })), /^b2ComputeSegmentAABB: xf\.p is not finite \(Infinity, 0\)$/],
  [
    'a box that would pass FLT_MAX',
    (lib) => lib.b2ComputeCircleAABB(new lib.b2AABB(), Object.assign(circle(lib, 3e38), { center: new lib.b2Vec2(3e38, 0) }), (() => { const t = new lib.b2Transform(); t.q.c = 1; return t; })()),
    /^b2ComputeCircleAABB: the box .* would pass ±FLT_MAX/,
  ],
  ['a ray with maxFraction -1 (C asserts b2IsValidRay)', (lib) => lib.b2RayCastCircle(new lib.b2CastOutput(), Object.assign(ray(lib), { maxFraction: -1 }), circle(lib)), /^b2RayCastCircle: input\.maxFraction must be a number in \[0, B2_HUGE = 100000\), got -1$/],
  ['a ray with a NaN origin', (lib) => lib.b2RayCastCapsule(new lib.b2CastOutput(), Object.assign(ray(lib), { origin: Object.assign(new lib.b2Vec2(), { x: NaN }) }), capsule(lib)), /^b2RayCastCapsule: input\.origin is not finite \(NaN, 0\)$/],
  ['a string oneSided', (lib) => lib.b2RayCastSegment(new lib.b2CastOutput(), ray(lib), segment(lib), 'yes' as never), /^b2RayCastSegment: oneSided expected a boolean, got string 'yes'$/],
  ['a null segment', (lib) => lib.b2RayCastSegment(new lib.b2CastOutput(), ray(lib), null as never, false), /^b2RayCastSegment: shape expected a b2Segment, got null$/],
  ['a point that is a string', (lib) => lib.b2PointInCircle('1,2' as never, circle(lib)), /^b2PointInCircle: point expected \{x, y\}, got string '1,2'$/],
  ['a capsule with a negative radius', (lib) => lib.b2PointInCapsule(new lib.b2Vec2(), capsule(lib, -1)), /^b2PointInCapsule: shape\.radius must be a number in \[0, FLT_MAX\], got -1$/],
  ['a cast proxy without points', (lib) => lib.b2ShapeCastCircle(new lib.b2CastOutput(), Object.assign(cast(lib), { proxy: new lib.b2ShapeProxy() }), circle(lib)), /^b2ShapeCastCircle: input\.proxy has no points \(count 0\)/],
  ['a cast proxy count of 9', (lib) => lib.b2ShapeCastPolygon(new lib.b2CastOutput(), (() => { const c = cast(lib); c.proxy.count = 9; return c; })(), box(lib)), /^b2ShapeCastPolygon: input\.proxy\.count 9 is not a whole number from 1 to 8/],
  ['a numeric canEncroach', (lib) => lib.b2ShapeCastSegment(new lib.b2CastOutput(), Object.assign(cast(lib), { canEncroach: 1 }), segment(lib)), /^b2ShapeCastSegment: input\.canEncroach expected a boolean, got 1$/],
  ['a mover with a NaN radius', (lib) => lib.b2CollideMoverAndPolygon(new lib.b2PlaneResult(), box(lib), capsule(lib, NaN)), /^b2CollideMoverAndPolygon: mover\.radius must be a number in \[0, FLT_MAX\], got NaN$/],
  ['a frozen output', (lib) => lib.b2ComputeCapsuleMass(Object.freeze(new lib.b2MassData()), capsule(lib), 1), /^b2ComputeCapsuleMass: out is frozen/],
  ['an output without its normal', (lib) => lib.b2RayCastPolygon({ point: new lib.b2Vec2() } as never, ray(lib), box(lib)), /^b2RayCastPolygon: out expected an object with normal and point to write the result into, got an object$/],
  ['an output plane that is frozen', (lib) => lib.b2CollideMoverAndCircle(Object.assign(new lib.b2PlaneResult(), { plane: Object.freeze(new lib.b2Plane()) }), circle(lib), capsule(lib)), /^b2CollideMoverAndCircle: out\.plane is frozen/],
];

describe('geometry.c exports refuse bad input with a named error, in both builds', () => {
  for (const [what, call, message] of rows) {
    it(`${what}: ${message.source.slice(1, message.source.indexOf(':'))} throws`, () => {
      for (const [, lib] of builds) {
        expect(() => call(lib)).toThrow(message);
      }
    });
  }
});

describe('a refused call writes nothing', () => {
  it('the out polygon, box, mass, cast output and plane keep what they held', () => {
    for (const [, lib] of builds) {
      const polygon = box(lib);
      const before = JSON.stringify(polygon);
      expect(() => lib.b2TransformPolygon(polygon, new lib.b2Transform(), Object.assign(box(lib), { count: 0 }))).toThrow(/count 0/);
      expect(() => lib.b2MakeOffsetBox(polygon, 1, 1, new lib.b2Vec2(), new lib.b2Rot(0.5, 0.5))).toThrow(/unit rotation/);
      expect(JSON.stringify(polygon)).toBe(before);

      const aabb = new lib.b2AABB();
      aabb.lowerBound.x = 7;
      const xf = new lib.b2Transform();
      xf.q.c = 1;
      expect(() => lib.b2ComputeCircleAABB(aabb, Object.assign(circle(lib, 3e38), { center: new lib.b2Vec2(3e38, 0) }), xf)).toThrow(/FLT_MAX/);
      expect(aabb.lowerBound.x).toBe(7);

      const output = new lib.b2CastOutput();
      output.fraction = 0.25;
      expect(() => lib.b2RayCastCircle(output, Object.assign(ray(lib), { maxFraction: NaN }), circle(lib))).toThrow(/maxFraction/);
      expect(output.fraction).toBe(0.25);

      const plane = new lib.b2PlaneResult();
      plane.plane.offset = 3;
      expect(() => lib.b2CollideMoverAndSegment(plane, segment(lib), capsule(lib, -1))).toThrow(/mover\.radius/);
      expect(plane.plane.offset).toBe(3);
    }
  });
});

describe('what is not refused', () => {
  it('b2IsValidRay answers false, never throws, for anything that is not a valid ray (C reads the fields)', () => {
    for (const [, lib] of builds) {
      expect(lib.b2IsValidRay(null as never)).toBe(false);
      expect(lib.b2IsValidRay({ origin: { x: '0', y: 0 }, translation: { x: 1, y: 0 }, maxFraction: 1 } as never)).toBe(false);
      expect(lib.b2IsValidRay(Object.assign(ray(lib), { maxFraction: 100000 }))).toBe(false);
      expect(lib.b2IsValidRay(Object.assign(ray(lib), { maxFraction: 99999 }))).toBe(true);
    }
  });
  it('a NaN in an unused polygon slot is not read, so it is not refused (C never reads past count)', () => {
    for (const [, lib] of builds) {
      const p = box(lib);
      p.vertices[6].x = NaN;
      p.normals[7].y = NaN;
      const aabb = lib.b2ComputePolygonAABB(new lib.b2AABB(), p, Object.assign(new lib.b2Transform(), { q: new lib.b2Rot(1, 0) }));
      // A 2 by 1 box: from the hand calculation, (-1, -0.5) to (1, 0.5).
      expect([aabb.lowerBound.x, aabb.lowerBound.y, aabb.upperBound.x, aabb.upperBound.y]).toEqual([-1, -0.5, 1, 0.5]);
    }
  });
  it('polygons of one and two vertices are a circle and a capsule to b2ComputePolygonMass, as in C', () => {
    for (const [, lib] of builds) {
      const p = box(lib);
      p.count = 1;
      p.radius = 0.5;
      const fromPolygon = lib.b2ComputePolygonMass(new lib.b2MassData(), p, 2);
      const c = new lib.b2Circle();
      c.center.x = p.vertices[0].x;
      c.center.y = p.vertices[0].y;
      c.radius = 0.5;
      expect(fromPolygon).toEqual(lib.b2ComputeCircleMass(new lib.b2MassData(), c, 2));
    }
  });
});
