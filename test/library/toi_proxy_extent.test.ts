// b2TimeOfImpact refuses a proxy vertex beyond ±1e5 (Box2D v3's B2_HUGE), in both builds of both
// layers. The default fuzz (seed 27, case 234271) set a box's vertex to x = 1e18: float32 measured
// the separation from a face point at 5e17, where its spacing is 6.4e10, and answered e_separated
// for a circle that meets the box (C++'s float gives the same bits: a tunnel). Not an overflow: a
// loss of every digit the solver's tolerance (0.25 · b2_linearSlop) needs.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import * as V3F32 from '../../build/f32/v3/index';
import * as V3F64 from '../../src/v3/index';

type Lib = typeof F64;
type V3 = typeof V3F64;

function v2Input(lib: Lib, vertexX: number) {
  const box = new lib.b2PolygonShape();
  box.SetAsBox(0.5, 0.5);
  const circle = new lib.b2CircleShape(0.25);
  const input = new lib.b2TOIInput();
  input.proxyA.Set(box, 0);
  input.proxyB.Set(circle, 0);
  (input.proxyA.m_packed as number[])[2] = vertexX; // vertex 1: m_packed holds x, y per vertex
  input.sweepA.localCenter.SetZero();
  input.sweepA.c0.SetZero();
  input.sweepA.c.SetZero();
  input.sweepB.localCenter.SetZero();
  input.sweepB.c0.Set(-4, 0);
  input.sweepB.c.Set(4, 0);
  input.tMax = 1;
  return input;
}

describe.each([
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
])('v2.4.1, %s', (_name, lib) => {
  test('a vertex at 1e18 is refused by name, the output untouched', () => {
    const output = new lib.b2TOIOutput();
    output.t = 0.5;
    expect(() => lib.b2TimeOfImpact(output, v2Input(lib, 1e18))).toThrow(
      /^b2TimeOfImpact: input\.proxyA\.m_vertices\[1\] \(\d+, -0\.5\) is beyond ±1e5 \(Box2D v3's B2_HUGE\)/,
    );
    expect(output.t).toBe(0.5);
  });

  test('1e5 is accepted, the next float32 above it refused', () => {
    const output = new lib.b2TOIOutput();
    lib.b2TimeOfImpact(output, v2Input(lib, 1e5));
    // The circle sweeps from x = -4 through the box: it touches the face x = -0.5 first.
    expect(output.state).toBe(lib.b2TOIOutputState.e_touching);
    expect(() => lib.b2TimeOfImpact(output, v2Input(lib, 100000.0078125))).toThrow(/beyond ±1e5/);
  });
});

function v3Input(lib: V3, pointX: number) {
  const input = new lib.b2TOIInput();
  const pts = [new lib.b2Vec2(-0.5, -0.5), new lib.b2Vec2(pointX, -0.5), new lib.b2Vec2(0.5, 0.5), new lib.b2Vec2(-0.5, 0.5)];
  lib.b2MakeProxy(input.proxyA, pts, 4, 0);
  lib.b2MakeProxy(input.proxyB, [new lib.b2Vec2(0, 0)], 1, 0.25);
  input.sweepA.q1.c = 1;
  input.sweepA.q2.c = 1;
  input.sweepB.q1.c = 1;
  input.sweepB.q2.c = 1;
  input.sweepB.c1.x = -4;
  input.sweepB.c2.x = 4;
  input.maxFraction = 1;
  return input;
}

describe.each([
  ['float64', V3F64],
  ['float32', V3F32 as unknown as V3],
])('v3.1.1, %s', (_name, lib) => {
  test('a point at 1e18 is refused by name, the output untouched', () => {
    const output = new lib.b2TOIOutput();
    output.fraction = 0.5;
    expect(() => lib.b2TimeOfImpact(output, v3Input(lib, 1e18))).toThrow(
      /^b2TimeOfImpact: input\.proxyA\.points\[1\] \(\d+, -0\.5\) is beyond ±B2_HUGE \(1e5\)/,
    );
    expect(output.fraction).toBe(0.5);
  });

  test('1e5 is accepted', () => {
    const output = new lib.b2TOIOutput();
    lib.b2TimeOfImpact(output, v3Input(lib, 1e5));
    expect(output.state).toBe(lib.b2TOIState.b2_toiStateHit);
  });
});
