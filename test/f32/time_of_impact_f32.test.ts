// b2TimeOfImpact in the float32 build (b2collide/f32, generated from src/ by scripts/gen-f32.ts).
// box2d-wasm 7.0.0, the bit-exact float32 reference of the other f32 tests, binds no
// b2TimeOfImpact, b2Sweep or b2Distance (none in node_modules/box2d-wasm/dist/Box2D.d.ts or its
// Box2D.js), so this build's TOI cannot be checked bit for bit against C++ here. What is checked:
// the hand-worked case, that every t is a float32 value, and that the float32 and float64 builds
// agree on the state of random float32 sweeps except near a threshold.
import * as f32 from 'b2collide/f32';
import * as f64 from 'b2collide';
import { caseRng } from '../../compare/runner/campaign';
import { proxyData, type SweepData, type TOIPairInput } from '../../compare/toi/toi-input';
import { toiFamilies } from '../../compare/toi/toi-families';

type Lib = typeof f32 | typeof f64;

/** The case as the given build's input, every number rounded to float32 first (what C++ would store). */
function inputOf(lib: Lib, c: TOIPairInput): InstanceType<Lib['b2TOIInput']> {
  const r = Math.fround;
  const input = new lib.b2TOIInput();
  for (const [proxy, shape] of [[input.proxyA, c.shapeA], [input.proxyB, c.shapeB]] as const) {
    const { points, radius } = proxyData(shape);
    proxy.Set(points.map(([x, y]) => new lib.b2Vec2(r(x), r(y))), points.length, r(radius));
  }
  for (const [sweep, s] of [[input.sweepA, c.sweepA], [input.sweepB, c.sweepB]] as [InstanceType<Lib['b2Sweep']>, SweepData][]) {
    sweep.localCenter.Set(r(s.localCenter[0]), r(s.localCenter[1]));
    sweep.c0.Set(r(s.c0[0]), r(s.c0[1]));
    sweep.c.Set(r(s.c[0]), r(s.c[1]));
    sweep.a0 = r(s.a0);
    sweep.a = r(s.a);
    sweep.alpha0 = r(s.alpha0);
  }
  input.tMax = r(c.tMax);
  return input;
}

describe('b2TimeOfImpact, float32 build', () => {
  test('a box moving straight at a wall touches near t = 0.4445, a float32 value', () => {
    // As in test/library/time_of_impact.test.ts: gap 4.45 - 10t reaches the target 0.005 at
    // t = 0.4445; in float32 the root finder's secant step lands within rounding of it.
    const input = new f32.b2TOIInput();
    input.proxyA.Set(new f32.b2PolygonShape().SetAsBox(0.05, 5), 0);
    input.proxyB.Set(new f32.b2PolygonShape().SetAsBox(0.5, 0.5), 0);
    input.sweepB.c0.Set(-5, 0);
    input.sweepB.c.Set(5, 0);
    input.tMax = 1;
    const output = new f32.b2TOIOutput();
    f32.b2TimeOfImpact(output, input);
    expect(output.state).toBe(f32.b2TOIOutputState.e_touching);
    expect(Math.fround(output.t)).toBe(output.t);
    expect(Math.abs(output.t - 0.4445)).toBeLessThan(1e-6);
  });

  test('on random float32 sweeps every t is a float32 value and the states match float64 in nearly all cases', () => {
    let cases = 0;
    let same = 0;
    for (const family of toiFamilies) {
      for (let i = 0; i < 100; ++i) {
        const c = family.generate(caseRng(3, family.name, i));
        const o32 = new f32.b2TOIOutput();
        const o64 = new f64.b2TOIOutput();
        f32.b2TimeOfImpact(o32, inputOf(f32, c) as InstanceType<typeof f32.b2TOIInput>);
        f64.b2TimeOfImpact(o64, inputOf(f64, c) as InstanceType<typeof f64.b2TOIInput>);
        expect(Math.fround(o32.t)).toBe(o32.t);
        ++cases;
        if (o32.state === o64.state) ++same;
      }
    }
    // The graze family sits on the thresholds by design: float32 rounding flips some of them.
    expect(same / cases).toBeGreaterThan(0.95);
  });
});
