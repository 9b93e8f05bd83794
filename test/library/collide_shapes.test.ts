// b2CollideShapes picks the function Box2D v2.4.1 registers for each pair of shape types
// (b2_contact.cpp InitializeRegisters / AddType, b2Contact::Create) and orders the pair as Box2D
// does. Expected manifolds come from calling that function directly.
import {
  b2ChainShape,
  b2CircleShape,
  b2CollideCircles,
  b2CollideEdgeAndCircle,
  b2CollideEdgeAndPolygon,
  b2CollidePolygonAndCircle,
  b2CollidePolygons,
  b2CollideShapes,
  b2EdgeShape,
  b2Manifold,
  b2Shape,
  b2ShapeType,
  b2ShapeTypesCollide,
  b2ShapeTypesSwapped,
  b2Transform,
  b2WorldManifold,
} from 'b2collide';
import { box } from '../support/helpers';

function xf(x: number, y: number, angle: number): b2Transform {
  return new b2Transform().SetPositionSinCos(x, y, Math.sin(angle), Math.cos(angle));
}

const circle = new b2CircleShape(0.5, { x: 0.1, y: 0 });
const polygon = box(0.5, 0.4);
const edge = new b2EdgeShape().SetTwoSided({ x: -2, y: 0 }, { x: 2, y: 0 });
// Listed right to left so that the solid (right-hand) side of each one-sided child faces up.
const chain = new b2ChainShape().CreateChain([{ x: 3, y: 0 }, { x: 1, y: 0 }, { x: -1, y: 0 }, { x: -3, y: 0 }], 4, { x: 4, y: 0 }, { x: -4, y: 0 });
const chainChild = 1; // (1,0) -> (-1,0)

const shapes: Record<b2ShapeType, b2Shape> = {
  [b2ShapeType.e_circle]: circle,
  [b2ShapeType.e_edge]: edge,
  [b2ShapeType.e_polygon]: polygon,
  [b2ShapeType.e_chain]: chain,
  [b2ShapeType.e_typeCount]: circle,
};
const types = [b2ShapeType.e_circle, b2ShapeType.e_edge, b2ShapeType.e_polygon, b2ShapeType.e_chain];
const flat = (t: b2ShapeType): boolean => t === b2ShapeType.e_edge || t === b2ShapeType.e_chain;
const childOf = (t: b2ShapeType): number => (t === b2ShapeType.e_chain ? chainChild : 0);

// Poses: edges and chains lie on the ground; a circle or polygon sits on them, or two of those overlap.
const ground = xf(0, 0, 0.02);
const first = xf(0.05, 0.35, 0.1);
const second = xf(0.3, 0.6, 0.25);
function poses(tA: b2ShapeType, tB: b2ShapeType): [b2Transform, b2Transform] {
  const xfA = flat(tA) ? ground : first;
  const xfB = flat(tB) ? ground : flat(tA) ? first : second;
  return [xfA, xfB];
}

// The function C++ registers for (shape1, shape2) in registered order, called directly.
function direct(m: b2Manifold, t1: b2ShapeType, xf1: b2Transform, t2: b2ShapeType, xf2: b2Transform): void {
  const key = `${b2ShapeType[t1]}/${b2ShapeType[t2]}`;
  switch (key) {
    case 'e_circle/e_circle':
      return b2CollideCircles(m, circle, xf1, circle, xf2);
    case 'e_polygon/e_circle':
      return b2CollidePolygonAndCircle(m, polygon, xf1, circle, xf2);
    case 'e_polygon/e_polygon':
      return b2CollidePolygons(m, polygon, xf1, polygon, xf2);
    case 'e_edge/e_circle':
      return b2CollideEdgeAndCircle(m, edge, xf1, circle, xf2);
    case 'e_edge/e_polygon':
      return b2CollideEdgeAndPolygon(m, edge, xf1, polygon, xf2);
    case 'e_chain/e_circle':
      return b2CollideEdgeAndCircle(m, chain.GetChildEdge(new b2EdgeShape(), chainChild), xf1, circle, xf2);
    case 'e_chain/e_polygon':
      return b2CollideEdgeAndPolygon(m, chain.GetChildEdge(new b2EdgeShape(), chainChild), xf1, polygon, xf2);
  }
  throw new Error(`no registered function for ${key}`);
}

function snapshot(m: b2Manifold): unknown {
  const points = [];
  for (let i = 0; i < m.pointCount; ++i) {
    const p = m.points[i];
    points.push([p.localPoint.x, p.localPoint.y, p.id.key]);
  }
  return { type: m.type, count: m.pointCount, normal: [m.localNormal.x, m.localNormal.y], point: [m.localPoint.x, m.localPoint.y], points };
}

// C++ InitializeRegisters: AddType(circle, circle), (polygon, circle), (polygon, polygon),
// (edge, circle), (edge, polygon), (chain, circle), (chain, polygon). AddType also fills the
// mirrored entry with primary = false.
const registered: Array<[b2ShapeType, b2ShapeType]> = [
  [b2ShapeType.e_circle, b2ShapeType.e_circle],
  [b2ShapeType.e_polygon, b2ShapeType.e_circle],
  [b2ShapeType.e_polygon, b2ShapeType.e_polygon],
  [b2ShapeType.e_edge, b2ShapeType.e_circle],
  [b2ShapeType.e_edge, b2ShapeType.e_polygon],
  [b2ShapeType.e_chain, b2ShapeType.e_circle],
  [b2ShapeType.e_chain, b2ShapeType.e_polygon],
];
const isRegistered = (a: b2ShapeType, b: b2ShapeType): boolean => registered.some(([x, y]) => x === a && y === b);

describe('the register table', () => {
  for (const tA of types) {
    for (const tB of types) {
      const primary = isRegistered(tA, tB);
      const mirrored = !primary && isRegistered(tB, tA);
      test(`${b2ShapeType[tA]} vs ${b2ShapeType[tB]}: ${primary ? 'as given' : mirrored ? 'swapped' : 'never collides'}`, () => {
        expect(b2ShapeTypesCollide(tA, tB)).toBe(primary || mirrored);
        expect(b2ShapeTypesSwapped(tA, tB)).toBe(mirrored);
      });
    }
  }
});

describe('b2CollideShapes matches the registered function for every pair', () => {
  for (const tA of types) {
    for (const tB of types) {
      const primary = isRegistered(tA, tB);
      const mirrored = !primary && isRegistered(tB, tA);
      if (!primary && !mirrored) {
        continue;
      }
      test(`${b2ShapeType[tA]} vs ${b2ShapeType[tB]}`, () => {
        const [xfA, xfB] = poses(tA, tB);
        const got = new b2Manifold();
        const swapped = b2CollideShapes(got, shapes[tA], childOf(tA), xfA, shapes[tB], childOf(tB), xfB);
        expect(swapped).toBe(mirrored);

        const want = new b2Manifold();
        if (mirrored) {
          direct(want, tB, xfB, tA, xfA);
        } else {
          direct(want, tA, xfA, tB, xfB);
        }
        expect(want.pointCount).toBeGreaterThan(0); // the poses make every pair touch
        expect(snapshot(got)).toEqual(snapshot(want));
      });
    }
  }

  test('edge or chain against edge or chain: no function, pointCount 0, not swapped', () => {
    const m = new b2Manifold();
    for (const tA of [b2ShapeType.e_edge, b2ShapeType.e_chain]) {
      for (const tB of [b2ShapeType.e_edge, b2ShapeType.e_chain]) {
        m.pointCount = 2;
        expect(b2CollideShapes(m, shapes[tA], childOf(tA), ground, shapes[tB], childOf(tB), ground)).toBe(false);
        expect(m.pointCount).toBe(0);
      }
    }
  });

  test('a chain child is collided as its GetChildEdge: a different child gives its own manifold', () => {
    // Child 0 is (3,0)->(1,0): the circle at x ~ 0.15 is beyond its end, over child 1 only.
    const m = new b2Manifold();
    b2CollideShapes(m, chain, 0, ground, circle, 0, first);
    expect(m.pointCount).toBe(0);
    b2CollideShapes(m, chain, 1, ground, circle, 0, first);
    expect(m.pointCount).toBe(1);
  });

  test('when swapped, the manifold is for (B, A): its normal points from shapeB to shapeA', () => {
    // Circle given first, box second; Box2D collides (polygon, circle). The circle's centre,
    // (0, 0.8) + (0.1, 0) = (0.1, 0.8), is over the box's top face (y = 0.4, |x| <= 0.5), 0.4 away,
    // within 0.5 + 0.01: a face contact whose world normal, box toward circle, is (0, 1).
    const m = new b2Manifold();
    const xfCircle = xf(0, 0.8, 0);
    const xfBox = xf(0, 0, 0);
    expect(b2CollideShapes(m, circle, 0, xfCircle, polygon, 0, xfBox)).toBe(true);
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfBox, polygon.m_radius, xfCircle, circle.m_radius);
    expect(wm.normal.x).toBeCloseTo(0, 12);
    expect(wm.normal.y).toBeCloseTo(1, 12);
  });
});

describe('bad input', () => {
  const m = new b2Manifold();
  const id = xf(0, 0, 0);
  test('child index out of range names the index and the shape', () => {
    expect(() => b2CollideShapes(m, chain, 3, id, circle, 0, id)).toThrow('b2CollideShapes: indexA 3 is out of range [0, 3) for a e_chain shape');
    expect(() => b2CollideShapes(m, polygon, 0, id, circle, 1, id)).toThrow('b2CollideShapes: indexB 1 is out of range [0, 1) for a e_circle shape');
  });
  test('unknown shape type', () => {
    const fake = { m_type: 5, m_radius: 0, GetChildCount: () => 1 } as unknown as b2Shape;
    expect(() => b2CollideShapes(m, fake, 0, id, circle, 0, id)).toThrow('b2CollideShapes: unknown shape type (typeA 5, typeB 0)');
    expect(() => b2ShapeTypesCollide(-1 as b2ShapeType, b2ShapeType.e_circle)).toThrow('unknown shape type');
  });
  test('a non-finite transform is rejected by the function the pair goes to', () => {
    const bad = xf(0, 0, 0);
    bad.p.x = Number.NaN; // written directly: SetPositionSinCos itself rejects NaN
    expect(() => b2CollideShapes(m, circle, 0, bad, polygon, 0, id)).toThrow('b2CollidePolygonAndCircle: a transform is not finite');
  });
});
