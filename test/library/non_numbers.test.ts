// Issue 15 item 4: non-numbers are bad input. '1.5' - '1.5' is 0 and null - null is 0, so the
// x - x sum alone let them through: xf.p.x = '1.5' collided as string concatenation, a circle
// radius '0.5' made circles 5 apart touch, a BigInt threw an engine TypeError naming nothing.
import {
  b2CircleShape,
  b2CollideCircles,
  b2CollidePolygonAndCircle,
  b2CollidePolygons,
  b2CollideEdgeAndCircle,
  b2EdgeShape,
  b2Manifold,
  b2PolygonShape,
  b2Transform,
} from 'b2collide';
import * as F32 from 'b2collide/f32';
import { box, pts, xfSC } from '../support/helpers';

const hostile: [string, unknown, RegExp][] = [
  ["the string '1.5'", '1.5', /expected a number, got string '1\.5'/],
  ["the string '0'", '0', /expected a number, got string '0'/],
  ['the empty string', '', /expected a number, got string ''/],
  ['null', null, /expected a number, got null/],
  ['undefined', undefined, /expected a number, got undefined/],
  ['a BigInt', 2n, /expected a number, got BigInt 2n/],
  ['an object', {}, /expected a number, got an object/],
];

function withField(xf: b2Transform, field: 'p.x' | 'p.y' | 'q.s' | 'q.c', value: unknown): b2Transform {
  const [o, k] = field.split('.') as ['p' | 'q', string];
  (xf[o] as unknown as Record<string, unknown>)[k] = value;
  return xf;
}

describe.each(hostile)('%s', (_name, value, message) => {
  test.each(['p.x', 'p.y', 'q.s', 'q.c'] as const)('in a transform field %s: b2CollidePolygons names the field', (field) => {
    const m = new b2Manifold();
    expect(() => b2CollidePolygons(m, box(1, 1), withField(xfSC(0, 0), field, value), box(1, 1), xfSC(0.5, 0))).toThrow(
      new RegExp(`b2CollidePolygons: xfA\\.${field.replace('.', '\\.')} ${message.source}`),
    );
    expect(() => b2CollidePolygons(m, box(1, 1), xfSC(0, 0), box(1, 1), withField(xfSC(0.5, 0), field, value))).toThrow(
      new RegExp(`xfB\\.${field.replace('.', '\\.')} ${message.source}`),
    );
  });
  test('in a transform: every circle collider names it', () => {
    const m = new b2Manifold();
    const c = new b2CircleShape(0.5);
    expect(() => b2CollideCircles(m, c, withField(xfSC(0, 0), 'p.x', value), c, xfSC(5, 0))).toThrow(message);
    expect(() => b2CollidePolygonAndCircle(m, box(1, 1), xfSC(0, 0), c, withField(xfSC(5, 0), 'q.c', value))).toThrow(message);
    const e = new b2EdgeShape().SetTwoSided({ x: -1, y: 0 }, { x: 1, y: 0 });
    expect(() => b2CollideEdgeAndCircle(m, e, withField(xfSC(0, 0), 'p.y', value), c, xfSC(0, 0.3))).toThrow(message);
  });
  test('as a circle radius: rejected, not added as a string', () => {
    const m = new b2Manifold();
    const c = new b2CircleShape(0.5);
    (c as { m_radius: unknown }).m_radius = value;
    // Centres 5 apart: with radius '0.5' the sum '0.50.5' made them touch.
    expect(() => b2CollideCircles(m, c, xfSC(0, 0), new b2CircleShape(0.5), xfSC(5, 0))).toThrow(message);
  });
  test("as a polygon's m_radius: rejected by b2CollidePolygons", () => {
    const p = box(1, 1);
    (p as { m_radius: unknown }).m_radius = value;
    expect(() => b2CollidePolygons(new b2Manifold(), p, xfSC(0, 0), box(1, 1), xfSC(0.5, 0))).toThrow(message);
  });
  test('as a point coordinate of Set: named in both builds', () => {
    const points: { x: unknown; y: number }[] = pts([[0, 0], [1, 0], [0, 1]]);
    points[1].x = value;
    expect(() => new b2PolygonShape().Set(points as { x: number; y: number }[])).toThrow(/point 1\.x expected a number/);
    expect(() => new F32.b2PolygonShape().Set(points as { x: number; y: number }[])).toThrow(/point 1\.x expected a number/);
  });
  test('as a SetAsBox half-width or angle in the float32 build (its parameters are no longer rounded first)', () => {
    expect(() => new F32.b2PolygonShape().SetAsBox(value as number, 1)).toThrow(/half-widths must be positive and finite/);
    // (An undefined angle is the optional argument left out: a valid box.)
    if (value !== undefined) {
      expect(() => new F32.b2PolygonShape().SetAsBox(1, 1, { x: 0, y: 0 }, value as number)).toThrow(/angle is not finite/);
    }
  });
});

test('a point given as an [x, y] array gets "expected {x, y}"', () => {
  const points = [[0, 0], [1, 0], [0, 1]] as unknown as { x: number; y: number }[];
  expect(() => new b2PolygonShape().Set(points)).toThrow('b2PolygonShape.Set: point 0 expected {x, y}, got an array [0, 0]');
  expect(() => new b2CircleShape(1, [1, 2] as unknown as { x: number; y: number })).toThrow(/expected \{x, y\}, got an array \[1, 2\]/);
});

test('a numeric string transform no longer collides as concatenation', () => {
  // Before: '1.5' + ... concatenated, placing B's point at x = -13 instead of -1.
  const xfB = withField(xfSC(0, 0), 'p.x', '1.5');
  expect(() => b2CollidePolygons(new b2Manifold(), box(1, 1), xfSC(0, 0), box(1, 1), xfB)).toThrow(/xfB\.p\.x expected a number, got string '1\.5'/);
});
