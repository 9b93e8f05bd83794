// The examples of docs/bad-input.md, each in both builds: the message starts with the function's
// name, shows the value as given, and nothing is written before it.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;
const builds: [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

describe.each(builds)('%s build', (_build, L) => {
  test("xf.p.x = '1.5' no longer makes a circle miss its own centre (was '1.5' - '1.5' = 0)", () => {
    const xf = new L.b2Transform();
    (xf.p as { x: unknown }).x = '1.5';
    expect(() => new L.b2CircleShape(1).TestPoint(xf, { x: 1.5, y: 0 })).toThrow("b2CircleShape.TestPoint: xf.p.x expected a number, got string '1.5'");
    const aabb = new L.b2AABB();
    expect(() => new L.b2PolygonShape().SetAsBox(1, 1).ComputeAABB(aabb, xf, 0)).toThrow("b2PolygonShape.ComputeAABB: xf.p.x expected a number, got string '1.5'");
    expect(aabb.lowerBound.x).toBe(0);
  });

  test('a BigInt is named in both builds, not met by "Cannot mix BigInt"', () => {
    const xf = new L.b2Transform();
    (xf.q as { c: unknown }).c = 2n;
    expect(() => new L.b2PolygonShape().SetAsBox(1, 1).TestPoint(xf, { x: 0, y: 0 })).toThrow('b2PolygonShape.TestPoint: xf.q.c expected a number, got BigInt 2n');
  });

  test('null and {} arguments are named', () => {
    expect(() => new L.b2PolygonShape().SetAsBox(1, 1).TestPoint(null as never, { x: 0, y: 0 })).toThrow('b2PolygonShape.TestPoint: xf expected a b2Transform, got null');
    expect(() => new L.b2PolygonShape().SetAsBox(1, 1).TestPoint({} as never, { x: 0, y: 0 })).toThrow(/^b2PolygonShape\.TestPoint: xf expected a b2Transform or \{p: \{x, y\}, q: \{s, c\}\}, got an object with p undefined/);
    expect(() => L.b2TimeOfImpact(new L.b2TOIOutput(), null as never)).toThrow('b2TimeOfImpact: input expected a b2TOIInput, got null');
  });

  test('b2Sweep.GetTransform(xf, NaN) leaves xf alone; Advance(NaN) leaves the sweep alone', () => {
    const sweep = new L.b2Sweep();
    sweep.c.Set(2, 0);
    const xf = new L.b2Transform();
    xf.p.Set(7, 8);
    expect(() => sweep.GetTransform(xf, Number.NaN)).toThrow('b2Sweep.GetTransform: beta is NaN; it must be a number in [0, 1]');
    expect([xf.p.x, xf.p.y, xf.q.s, xf.q.c]).toEqual([7, 8, 0, 1]);
    expect(() => sweep.Advance(Number.NaN)).toThrow('b2Sweep.Advance: alpha is NaN; it must be a number in [0, 1]');
    expect([sweep.c0.x, sweep.a0, sweep.alpha0]).toEqual([0, 0, 0]);
    // Valid: halfway from (0, 0) to (2, 0) is (1, 0), by hand.
    sweep.GetTransform(xf, 0.5);
    expect([xf.p.x, xf.p.y]).toEqual([1, 0]);
  });

  test('frozen outputs are refused before the first write', () => {
    const aabb = Object.freeze(new L.b2AABB());
    expect(() => new L.b2PolygonShape().SetAsBox(1, 1).ComputeAABB(aabb as L_AABB, new L.b2Transform(), 0)).toThrow(
      'b2PolygonShape.ComputeAABB: aabb is frozen; pass an object the result can be written into',
    );
    const corner = new L.b2AABB();
    Object.freeze(corner.upperBound);
    expect(() => new L.b2CircleShape(1).ComputeAABB(corner, new L.b2Transform(), 0)).toThrow('b2CircleShape.ComputeAABB: aabb.upperBound is frozen');
    expect(corner.lowerBound.x).toBe(0);
    const current = new L.b2Manifold();
    current.pointCount = 2;
    Object.freeze(current.points[1]);
    current.points[0].normalImpulse = 5;
    expect(() => L.b2WarmStartManifold(new L.b2Manifold(), current)).toThrow('b2WarmStartManifold: manifold.points[1] is frozen');
    expect(current.points[0].normalImpulse).toBe(5);
    const state1 = Object.freeze([3, 3]) as unknown as F64.b2PointState[];
    const state2: F64.b2PointState[] = [3, 3];
    expect(() => L.b2GetPointStates(state1, state2, new L.b2Manifold(), new L.b2Manifold())).toThrow('b2GetPointStates: state1[0] cannot be written');
    expect(state2).toEqual([3, 3]);
  });

  test('silent garbage is now an error', () => {
    expect(() => new L.b2GrowableStack(0)).toThrow('b2GrowableStack: initialCapacity 0 is not a whole number in [1, 1073741824]');
    const stack = new L.b2GrowableStack(2);
    expect(() => stack.Pop()).toThrow('b2GrowableStack.Pop: the stack is empty');
    expect(stack.GetCount()).toBe(0);
    expect(() => stack.Push('5' as never)).toThrow("b2GrowableStack.Push: element string '5' is not an int32");
    const nan = new L.b2AABB();
    nan.lowerBound.x = nan.lowerBound.y = Number.NaN;
    nan.upperBound.x = nan.upperBound.y = Number.NaN;
    expect(() => L.b2TestOverlap(nan, new L.b2AABB())).toThrow('b2TestOverlap: a.lowerBound is not finite (NaN, NaN)');
    const old = new L.b2Manifold();
    old.pointCount = 1;
    old.points[0].tangentImpulse = Infinity;
    expect(() => L.b2WarmStartManifold(old, new L.b2Manifold())).toThrow('b2WarmStartManifold: oldManifold.points[0].tangentImpulse is not finite (Infinity)');
    const id = new L.b2ContactID();
    id.cf.indexA = 300;
    expect(() => id.key).toThrow('b2ContactID.key: cf.indexA 300 is not a byte (0 to 255)');
    id.cf.indexA = 44;
    expect(id.key).toBe(44);
  });

  test('a hand-edited chain is checked where a child is read', () => {
    const chain = new L.b2ChainShape().CreateChain([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }], 3, { x: -1, y: 0 }, { x: 3, y: 0 });
    chain.m_vertices[1].x = Number.NaN;
    expect(() => chain.ComputeAABB(new L.b2AABB(), new L.b2Transform(), 0)).toThrow("b2ChainShape.ComputeAABB: the chain's m_vertices[1] is not finite (NaN, 0)");
    expect(() => chain.GetChildEdge(new L.b2EdgeShape(), 1)).toThrow("b2ChainShape.GetChildEdge: the chain's m_vertices[1] is not finite (NaN, 0)");
    chain.m_vertices[1].x = 1;
    chain.m_count = 1e9;
    expect(() => chain.ComputeAABB(new L.b2AABB(), new L.b2Transform(), 5)).toThrow("b2ChainShape.ComputeAABB: the chain's m_count 1000000000 is not a whole number in [2, 3]");
  });

  test('values beyond ±b2_maxFloat: the same refusal in both builds', () => {
    const tree = new L.b2DynamicTree();
    const box = new L.b2AABB();
    box.upperBound.Set(1, 1);
    const id = tree.CreateProxy(box, 0);
    expect(() => tree.MoveProxy(id, box, { x: 1e308, y: 0 })).toThrow('b2DynamicTree.MoveProxy: displacement (1e+308, 0) is beyond ±b2_maxFloat (3.4e38), the supported range');
    expect(() => tree.MoveProxy(id, box, new L.b2Vec2(3e38, 0))).toThrow(/^b2DynamicTree\.MoveProxy: the fat box \(lowerBound, upperBound\) \(-0\.1\d*, -0\.1\d*, (1\.2\d*e\+39|Infinity), 1\.1\d*\) is beyond/);
    expect(tree.GetAreaRatio()).toBe(1);
    expect(() => new L.b2CircleShape(1).ComputeMass(new L.b2MassData(), 1e39)).toThrow('b2CircleShape.ComputeMass: density 1e+39 is beyond ±b2_maxFloat (3.4e38), the supported range');
    expect(() => new L.b2CircleShape(1e19).ComputeMass(new L.b2MassData(), 1)).toThrow(/^b2CircleShape\.ComputeMass: the mass data \(mass, center, I\) .* is beyond ±b2_maxFloat/);
  });

  test("messages quote strings: tMax '1' and a child index '0'", () => {
    const input = new L.b2TOIInput();
    input.proxyA.Set(new L.b2CircleShape(1), 0);
    input.proxyB.Set(new L.b2CircleShape(1), 0);
    (input as { tMax: unknown }).tMax = '1';
    expect(() => L.b2TimeOfImpact(new L.b2TOIOutput(), input)).toThrow("b2TimeOfImpact: tMax is string '1'; it must be a number in [0, 1]");
    expect(() => new L.b2CircleShape(1).ComputeAABB(new L.b2AABB(), new L.b2Transform(), '0' as never)).toThrow("b2CircleShape.ComputeAABB: child index string '0' is out of range [0, 1)");
  });
});

type L_AABB = F64.b2AABB;
