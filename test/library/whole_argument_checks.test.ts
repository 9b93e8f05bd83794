// A whole argument that is not what it should be (null, undefined, a number, a string, a BigInt,
// `{}`, an array) in place of a collider's manifold, shape or transform, a distance input, output or
// cache, a position constraint or a chain's vertices: a named Error (the function's name, the value
// as given) before anything is written, in both builds. Before, these met V8 TypeErrors ("Cannot read
// properties of undefined"), or errors naming another function or a part the value lacked. Expected
// messages are written by hand from docs/bad-input.md.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;
type Manifold = InstanceType<Lib['b2Manifold']>;
type Any = (...args: any[]) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Each hostile whole value and a text its message must show. */
const wholes: [string, () => unknown, RegExp][] = [
  ['null', () => null, /null/],
  ['undefined', () => undefined, /undefined/],
  ['NaN', () => Number.NaN, /NaN/],
  ["'1.5'", () => '1.5', /'1\.5'/],
  ['1n', () => 1n, /1n/],
  ['{}', () => ({}), /an object/],
  ['[1, 2]', () => [1, 2], /an array \[1, 2\]/],
];

function manifoldNumbers(m: Manifold): number[] {
  return [m.pointCount, m.type, m.localNormal.x, m.localNormal.y, m.localPoint.x, m.localPoint.y, ...m.points.flatMap((p) => [p.localPoint.x, p.localPoint.y, p.id.key])];
}

// The colliders' arguments: valid ones that touch (so a collider that went on would write points).
function colliderArgs(L: Lib): Record<string, () => unknown[]> {
  const box = () => new L.b2PolygonShape().SetAsBox(1, 1);
  const ball = () => new L.b2CircleShape(0.5);
  const edge = () => new L.b2EdgeShape().SetTwoSided(new L.b2Vec2(-2, 0), new L.b2Vec2(2, 0));
  const at = (x: number, y: number) => new L.b2Transform().SetPositionSinCos(x, y, 0, 1);
  return {
    b2CollidePolygons: () => [new L.b2Manifold(), box(), at(0, 0), box(), at(0, 1.9)],
    b2CollideCircles: () => [new L.b2Manifold(), ball(), at(0, 0), ball(), at(0, 0.9)],
    b2CollidePolygonAndCircle: () => [new L.b2Manifold(), box(), at(0, 0), ball(), at(0, 1.4)],
    b2CollideEdgeAndCircle: () => [new L.b2Manifold(), edge(), at(0, 0), ball(), at(0, 0.4)],
    b2CollideEdgeAndPolygon: () => [new L.b2Manifold(), edge(), at(0, 0), box(), at(0, 0.9)],
    b2CollideShapes: () => [new L.b2Manifold(), box(), 0, at(0, 0), ball(), 0, at(0, 1.4)],
  };
}

describe.each([['float64', F64], ['float32', F32 as unknown as Lib]])('%s build', (_name, L) => {
  const colliders = colliderArgs(L);
  for (const [fn, make] of Object.entries(colliders)) {
    const slots = fn === 'b2CollideShapes' ? [0, 1, 3, 4, 6] : [0, 1, 2, 3, 4];
    test(`${fn}: every whole argument is named as given, before any write`, () => {
      const valid = make();
      (L as unknown as Record<string, Any>)[fn](...valid);
      expect((valid[0] as Manifold).pointCount).toBeGreaterThan(0); // the valid pair touches
      for (const slot of slots) {
        for (const [label, value, shown] of wholes) {
          const args = make();
          const manifold = args[0] as Manifold;
          const before = slot === 0 ? [] : manifoldNumbers(manifold);
          args[slot] = value();
          let message = '';
          try {
            (L as unknown as Record<string, Any>)[fn](...args);
          } catch (e) {
            expect(e).toBeInstanceOf(Error);
            message = (e as Error).message;
          }
          expect([slot, label, message]).toEqual([slot, label, expect.stringMatching(new RegExp(`^${fn}: `))]);
          expect([slot, label, message]).toEqual([slot, label, expect.stringMatching(shown)]);
          if (slot !== 0) expect(manifoldNumbers(manifold)).toEqual(before);
        }
      }
    });
  }

  test('a shape of the wrong kind and a manifold without points are named; a manifold of the other build is taken', () => {
    const box = new L.b2PolygonShape().SetAsBox(1, 1);
    const xf = new L.b2Transform();
    expect(() => L.b2CollideCircles(new L.b2Manifold(), box as never, xf, new L.b2CircleShape(1), xf)).toThrow(
      'b2CollideCircles: circleA expected a b2CircleShape, got an object',
    );
    const bare = { pointCount: 0, localNormal: { x: 0, y: 0 } } as unknown as Manifold;
    expect(() => L.b2CollidePolygons(bare, box, xf, box, xf)).toThrow('b2CollidePolygons: manifold expected a b2Manifold to write the result into, got an object');
    expect(bare.pointCount).toBe(0);
    const other = L === F64 ? new F32.b2Manifold() : new F64.b2Manifold();
    L.b2CollidePolygons(other as unknown as Manifold, box, xf, box, new L.b2Transform().SetPositionSinCos(0, 1.9, 0, 1));
    expect(other.pointCount).toBe(2); // two boxes 1.9 apart, each 2 high: 0.1 of overlap, an edge contact
  });

  test('b2FindIncidentEdge and b2FindMaxSeparation name their outputs and shapes', () => {
    const box = new L.b2PolygonShape().SetAsBox(1, 1);
    const xf = new L.b2Transform();
    const c = [new L.b2ClipVertex(), {}] as never;
    expect(() => L.b2FindIncidentEdge(c, box, xf, 0, box, xf)).toThrow('b2FindIncidentEdge: c[1] expected a b2ClipVertex to write into, got an object');
    expect(() => L.b2FindMaxSeparation([0], {} as never, xf, box, xf)).toThrow('b2FindMaxSeparation: poly1 expected a b2PolygonShape, got an object');
    expect(() => L.b2FindMaxSeparation(null as never, box, xf, box, xf)).toThrow('b2FindMaxSeparation: edgeIndex expected a one-slot array to write the edge into, got null');
  });

  test('b2Distance and b2DistanceGJK name themselves and the struct as given', () => {
    const input = new L.b2DistanceInput();
    input.proxyA.Set(new L.b2CircleShape(1), 0);
    input.proxyB.Set(new L.b2CircleShape(1), 0);
    const output = new L.b2DistanceOutput();
    const cache = new L.b2SimplexCache();
    expect(() => L.b2DistanceGJK(output, [1, 2] as never, input)).toThrow('b2DistanceGJK: cache expected a b2SimplexCache, got an array [1, 2]');
    expect(() => L.b2Distance(output, cache, {} as never)).toThrow('b2Distance: input expected a b2DistanceInput, got an object');
    expect(() => L.b2Distance(output, cache, undefined as never)).toThrow('b2Distance: input expected a b2DistanceInput, got undefined');
    expect(() => L.b2Distance({} as never, cache, input)).toThrow('b2Distance: output expected an object with pointA and pointB to write the result into, got an object');
    // The point overload checks its points as the math primitives do.
    expect(() => L.b2Distance(undefined as never, { x: 0, y: 0 })).toThrow('b2Distance: a expected {x, y}, got undefined');
    expect(() => L.b2Distance({ x: 0, y: true } as never, { x: 0, y: 0 })).toThrow('b2Distance: a.y expected a number, got boolean true');
    expect(L.b2Distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5); // by hand
  });

  test('b2TestOverlap names a transform that is not one', () => {
    const ball = new L.b2CircleShape(1);
    expect(() => L.b2TestOverlap(ball, 0, ball, 0, new L.b2Transform(), Number.NaN as never)).toThrow('b2TestOverlap: xfB expected a b2Transform, got NaN');
    expect(() => L.b2TestOverlap({} as never, 0, ball, 0, new L.b2Transform(), new L.b2Transform())).toThrow('b2TestOverlap: shape expected a b2Shape, got an object');
  });

  test('b2PositionSolverManifold.Initialize refuses non-numbers and a pc that is not one, writing nothing', () => {
    const pc = { type: 0, localNormal: { x: 0, y: 0 }, localPoint: { x: 0, y: 0 }, localPoints: [{ x: 1, y: 0 }, { x: 0, y: 0 }], radiusA: 0.1, radiusB: 0.1, pointCount: 1 };
    const psm = new L.b2PositionSolverManifold();
    const xf = new L.b2Transform();
    psm.Initialize(pc, xf, xf, 0);
    expect(psm.separation).toBeCloseTo(0.8, 6); // centres 1 apart, radii 0.1 each: by hand
    for (const [field, value, shown] of [['radiusA', '1.5', "string '1.5'"], ['radiusB', 1n, 'BigInt 1n'], ['radiusA', 1e300, '1e+300']] as const) {
      const bad = { ...pc, [field]: value };
      expect(() => psm.Initialize(bad as never, xf, xf, 0)).toThrow(`b2PositionSolverManifold.Initialize: pc.${field}`);
      expect(() => psm.Initialize(bad as never, xf, xf, 0)).toThrow(shown);
    }
    expect(() => psm.Initialize({ ...pc, localNormal: { x: '1.5', y: 0 } } as never, xf, xf, 0)).toThrow("pc.localNormal.x expected a number, got string '1.5'");
    expect(() => psm.Initialize({} as never, xf, xf, 0)).toThrow('b2PositionSolverManifold.Initialize: pc expected a b2PositionConstraintLike');
    expect(psm.separation).toBeCloseTo(0.8, 6);
  });

  test('b2ChainShape.CreateChain and CreateLoop name vertices that are not an array', () => {
    const v = new L.b2Vec2(0, 0);
    expect(() => new L.b2ChainShape().CreateChain(1n as never, 2, v, v)).toThrow('b2ChainShape.CreateChain: vertices expected an array of {x, y}, got BigInt 1n');
    expect(() => new L.b2ChainShape().CreateChain('1.5' as never, 2, v, v)).toThrow("b2ChainShape.CreateChain: vertices expected an array of {x, y}, got string '1.5'");
    expect(() => new L.b2ChainShape().CreateLoop(null as never)).toThrow('b2ChainShape.CreateLoop: vertices expected an array of {x, y}, got null');
    expect(() => new L.b2ChainShape().CreateChain([v, new L.b2Vec2(1, 0)], '2' as never, v, v)).toThrow("count string '2' does not fit");
    expect(new L.b2ChainShape().CreateLoop([new L.b2Vec2(0, 0), new L.b2Vec2(1, 0), new L.b2Vec2(0, 1)]).m_count).toBe(4);
  });

  test('b2WorldManifold.Initialize names a manifold or transform that is not one', () => {
    const wm = new L.b2WorldManifold();
    const xf = new L.b2Transform();
    expect(() => wm.Initialize({} as never, xf, 0, xf, 0)).toThrow('b2WorldManifold.Initialize: manifold expected a b2Manifold, got an object');
    expect(() => wm.Initialize(new L.b2Manifold(), null as never, 0, xf, 0)).toThrow('b2WorldManifold.Initialize: xfA expected a b2Transform, got null');
  });
});
