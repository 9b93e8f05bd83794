// A distance proxy is checked as it is read, not only as Set built it. C++ trusts m_count and
// m_radius; before these checks an m_count of Infinity or 1e9 written after a valid Set made the
// support search loop forever (its only test was m_count < 1), an m_count of 1.5 let a circle pass
// through a box in b2TimeOfImpact (e_separated at t = 1, touching at 0.425), and a NaN radius made
// b2Distance call shapes 3.49 apart touching. Every case runs in both builds.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;
const builds: [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

// Fields written by hand after a valid Set, and what the message then says.
const edits: [string, (p: F64.b2DistanceProxy) => void, RegExp][] = [
  ['m_count = Infinity', (p) => (p.m_count = Infinity), /\.m_count Infinity is not a whole number from 1 to its 8 vertices/],
  ['m_count = 1e9', (p) => (p.m_count = 1e9), /\.m_count 1000000000 is not a whole number from 1 to its 8 vertices/],
  ['m_count = 1.5', (p) => (p.m_count = 1.5), /\.m_count 1\.5 is not a whole number from 1 to its 8 vertices/],
  ["m_count = '4'", (p) => ((p as { m_count: unknown }).m_count = '4'), /\.m_count string '4' is not a whole number/],
  ['m_radius = NaN', (p) => (p.m_radius = NaN), /\.m_radius is not finite \(NaN\)/],
  ['m_radius = -1', (p) => (p.m_radius = -1), /\.m_radius -1 is negative/],
  ['m_radius = 1e300', (p) => (p.m_radius = 1e300), /\.m_radius 1e\+300 is beyond ±b2_maxFloat/],
];

describe.each(builds)('%s build', (_build, L) => {
  const square = (): F64.b2PolygonShape => new L.b2PolygonShape().SetAsBox(0.5, 0.5);
  const xf = (x: number): F64.b2Transform => {
    const t = new L.b2Transform();
    t.p.x = x;
    t.p.y = 0;
    return t;
  };

  describe.each(edits)('proxyB.%s after Set', (_name, edit, message) => {
    test('b2Distance throws naming the proxy and writes nothing', () => {
      const input = new L.b2DistanceInput();
      input.proxyA.Set(square(), 0);
      input.proxyB.Set(square(), 0);
      input.transformA.Copy(xf(0));
      input.transformB.Copy(xf(4));
      input.useRadii = true;
      edit(input.proxyB);
      const output = new L.b2DistanceOutput();
      output.distance = 7;
      expect(() => L.b2Distance(output, new L.b2SimplexCache(), input)).toThrow(new RegExp(`^b2Distance: input\\.proxyB${message.source}`));
      expect(output.distance).toBe(7);
    });

    test('b2ShapeCast throws naming the proxy', () => {
      const input = new L.b2ShapeCastInput();
      input.proxyA.Set(square(), 0);
      input.proxyB.Set(square(), 0);
      input.transformA.Copy(xf(0));
      input.transformB.Copy(xf(4));
      input.translationB.Set(-8, 0);
      edit(input.proxyB);
      expect(() => L.b2ShapeCast(new L.b2ShapeCastOutput(), input)).toThrow(new RegExp(`^b2ShapeCast: input\\.proxyB${message.source}`));
    });

    test('b2TimeOfImpact throws naming itself, not b2Distance, and counts nothing', () => {
      const input = new L.b2TOIInput();
      input.proxyA.Set(square(), 0);
      input.proxyB.Set(square(), 0);
      input.sweepB.c0.Set(4, 0);
      input.sweepB.c.Set(-4, 0);
      input.tMax = 1;
      edit(input.proxyB);
      L.b2ResetToiCounters();
      const output = new L.b2TOIOutput();
      expect(() => L.b2TimeOfImpact(output, input)).toThrow(new RegExp(`^b2TimeOfImpact: input\\.proxyB${message.source}`));
      expect(output.state).toBe(L.b2TOIOutputState.e_unknown);
    });

    test('GetSupport throws instead of searching', () => {
      const proxy = new L.b2DistanceProxy().Set(square(), 0);
      edit(proxy);
      expect(() => proxy.GetSupport(new L.b2Vec2(1, 0))).toThrow(new RegExp(`^b2DistanceProxy\\.GetSupport: the proxy${message.source}`));
      expect(() => proxy.GetSupportVertex(new L.b2Vec2(1, 0))).toThrow(/^b2DistanceProxy\.GetSupportVertex: the proxy/);
    });
  });

  test("a circle's proxy with m_count 2 reads past its one vertex: refused", () => {
    const proxy = new L.b2DistanceProxy().Set(new L.b2CircleShape(0.5), 0);
    proxy.m_count = 2;
    expect(() => proxy.GetSupport(new L.b2Vec2(1, 0))).toThrow('b2DistanceProxy.GetSupport: the proxy.m_count 2 is not a whole number from 1 to its 1 vertices');
  });

  test('a polygon vertex made NaN after Set is named by b2Distance', () => {
    const polygon = square();
    const input = new L.b2DistanceInput();
    input.proxyA.Set(polygon, 0);
    input.proxyB.Set(square(), 0);
    input.transformB.Copy(xf(4));
    polygon.m_vertices[2].x = NaN;
    expect(() => L.b2Distance(new L.b2DistanceOutput(), new L.b2SimplexCache(), input)).toThrow(
      "b2Distance: input.proxyA.m_vertices[2] is not finite (NaN, 0.5)",
    );
  });

  test('unedited, the answers stand: two unit squares 4 apart are 3 apart (hand calculation)', () => {
    const input = new L.b2DistanceInput();
    input.proxyA.Set(square(), 0);
    input.proxyB.Set(square(), 0);
    input.transformB.Copy(xf(4));
    const output = new L.b2DistanceOutput();
    L.b2Distance(output, new L.b2SimplexCache(), input);
    expect(output.distance).toBeCloseTo(3, 5);
  });

  test("a cache index '1' (a string) is refused, not read as a property name", () => {
    const input = new L.b2DistanceInput();
    input.proxyA.Set(square(), 0);
    input.proxyB.Set(square(), 0);
    input.transformB.Copy(xf(4));
    const cache = new L.b2SimplexCache();
    cache.count = 1;
    (cache.indexA as unknown[])[0] = '1';
    expect(() => L.b2Distance(new L.b2DistanceOutput(), cache, input)).toThrow(
      "b2Distance: cached vertex 0 (indexA string '1', indexB 0) is out of range",
    );
  });
});
