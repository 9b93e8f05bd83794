// Properties of b2TimeOfImpact (C++ b2_time_of_impact.cpp, Box2D v2.4.1) on random sweeps of
// circles, boxes, random hulls and edges, checked with b2Distance at the interpolated transforms:
//  - e_touching means the cores are target ± tolerance apart at t (or, at t = 0, closer than
//    target + tolerance but not overlapping: C++ accepts any such start, b2_time_of_impact.cpp:321);
//  - without rotation, e_separated means the cores never come closer than target - tolerance.
//    Under pure translation the separation along any fixed axis is linear in t for each vertex
//    pair, so its minimum over the vertices is concave: positive at both ends, positive between.
// With rotation the second property does not hold for C++'s algorithm, and the last tests show
// two cases where it reports e_separated although the shapes pass through each other.
import * as fc from 'fast-check';
import * as core from '@box2d/core';
import {
  b2CircleShape,
  b2DistanceGJK,
  b2DistanceInput,
  b2DistanceOutput,
  b2EdgeShape,
  b2PolygonShape,
  b2SimplexCache,
  b2TOIInput,
  b2TOIOutput,
  b2TOIOutputState,
  b2TimeOfImpact,
  b2Vec2,
  b2_linearSlop,
  type b2Shape,
} from 'b2collide';

/** mulberry32: a small seeded generator, so that a failing seed replays. */
function makeRng(seed: number): (lo: number, hi: number) => number {
  let s = seed | 0;
  return (lo, hi) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return lo + (hi - lo) * (((t ^ (t >>> 14)) >>> 0) / 4294967296);
  };
}

function randomShape(u: (lo: number, hi: number) => number): b2Shape {
  switch (Math.floor(u(0, 4))) {
    case 0:
      return new b2CircleShape(u(0.05, 0.5));
    case 1:
      return new b2PolygonShape().SetAsBox(u(0.02, 1), u(0.02, 1));
    case 2: {
      const points = Array.from({ length: 6 }, () => ({ x: u(-1, 1), y: u(-1, 1) }));
      return new b2PolygonShape().Set(points);
    }
    default: {
      const edge = new b2EdgeShape();
      edge.SetTwoSided(new b2Vec2(u(-1, 1), u(-1, 0)), new b2Vec2(u(-1, 1), u(0, 1)));
      return edge;
    }
  }
}

/** Two random shapes on random sweeps over [-3, 3]^2, each turning by at most maxTurn radians. */
function randomInput(seed: number, maxTurn: number): b2TOIInput {
  const u = makeRng(seed);
  const input = new b2TOIInput();
  input.proxyA.Set(randomShape(u), 0);
  input.proxyB.Set(randomShape(u), 0);
  for (const sweep of [input.sweepA, input.sweepB]) {
    sweep.localCenter.Set(u(-0.2, 0.2), u(-0.2, 0.2));
    sweep.c0.Set(u(-3, 3), u(-3, 3));
    sweep.c.Set(u(-3, 3), u(-3, 3));
    sweep.a0 = u(-4, 4);
    sweep.a = sweep.a0 + u(-maxTurn, maxTurn);
  }
  input.tMax = u(0, 1) < 0.2 ? 1 : u(0.1, 1);
  return input;
}

const distanceInput = new b2DistanceInput();
const distanceOutput = new b2DistanceOutput();
const cache = new b2SimplexCache();

/** The distance between the cores at time t of the sweeps (b2Distance, useRadii false, cold cache). */
function coreDistance(input: b2TOIInput, t: number): number {
  distanceInput.proxyA.Set(input.proxyA.m_vertices, input.proxyA.m_count, input.proxyA.m_radius);
  distanceInput.proxyB.Set(input.proxyB.m_vertices, input.proxyB.m_count, input.proxyB.m_radius);
  input.sweepA.GetTransform(distanceInput.transformA, t);
  input.sweepB.GetTransform(distanceInput.transformB, t);
  cache.Reset();
  b2DistanceGJK(distanceOutput, cache, distanceInput);
  return distanceOutput.distance;
}

function bandOf(input: b2TOIInput): { target: number; tolerance: number } {
  // C++ b2_time_of_impact.cpp:281-282.
  const target = Math.max(b2_linearSlop, input.proxyA.m_radius + input.proxyB.m_radius - 3 * b2_linearSlop);
  return { target, tolerance: 0.25 * b2_linearSlop };
}

function timeOfImpact(input: b2TOIInput): b2TOIOutput {
  const output = new b2TOIOutput();
  b2TimeOfImpact(output, input);
  return output;
}

/** Rounding slack between the separation function's arithmetic and GJK's. */
const SLACK = 1e-9;

describe('b2TimeOfImpact properties', () => {
  test('e_touching: the cores are target ± tolerance apart at t (at t = 0: apart, and closer than target + tolerance)', () => {
    let touching = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const input = randomInput(seed, 1);
        const output = timeOfImpact(input);
        if (output.state !== b2TOIOutputState.e_touching) return;
        ++touching;
        const { target, tolerance } = bandOf(input);
        const d = coreDistance(input, output.t);
        if (output.t > 0) {
          expect(Math.abs(d - target)).toBeLessThanOrEqual(tolerance + SLACK);
        } else {
          expect(d).toBeGreaterThan(0);
          expect(d).toBeLessThan(target + tolerance + SLACK);
        }
      }),
      { numRuns: 3000, seed: 11 },
    );
    // About a fifth of the random cases touch; the property must have been exercised.
    expect(touching).toBeGreaterThan(300);
  });

  test('without rotation, e_separated never hides a sampled time where the cores come within target - tolerance', () => {
    let separated = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const input = randomInput(seed, 0);
        const output = timeOfImpact(input);
        if (output.state !== b2TOIOutputState.e_separated) return;
        ++separated;
        const { target, tolerance } = bandOf(input);
        for (let i = 0; i <= 40; ++i) {
          expect(coreDistance(input, (input.tMax * i) / 40)).toBeGreaterThan(target - tolerance - SLACK);
        }
      }),
      { numRuns: 600, seed: 12 },
    );
    expect(separated).toBeGreaterThan(300);
  });
});

describe('where C++\'s algorithm itself misses a collision (documented, README "Time of impact")', () => {
  test('a rod turning one full turn sweeps through a box, yet the result is e_separated', () => {
    // A: a rod of half-length 2 and half-thickness 0.05 spinning about its centre at the origin,
    // a0 = 0 to a = 2 pi. B: a box of half-width 0.2 at rest at (0, 1). At t = 0 the gap between
    // the cores is 1 - 0.2 - 0.05 = 0.75; at t = 0.25 the rod stands upright through the box; at
    // t = 1 it is back where it started. C++ takes its axis from the closest features at t = 0
    // (the rod's top face) and first measures it at t2 = tMax = 1, where the deepest points are
    // 0.75 apart again, more than target + tolerance: e_separated, t = 1
    // (b2_time_of_impact.cpp:370). The axis turns with the rod but is only sampled at the ends.
    const input = new b2TOIInput();
    input.proxyA.Set(new b2PolygonShape().SetAsBox(2, 0.05), 0);
    input.proxyB.Set(new b2PolygonShape().SetAsBox(0.2, 0.2), 0);
    input.sweepA.a = 2 * Math.PI;
    input.sweepB.c0.Set(0, 1);
    input.sweepB.c.Set(0, 1);
    input.tMax = 1;
    const output = timeOfImpact(input);
    expect(output.state).toBe(b2TOIOutputState.e_separated);
    expect(output.t).toBe(1);
    expect(coreDistance(input, 0)).toBeCloseTo(0.75, 12);
    expect(coreDistance(input, 0.25)).toBe(0);
  });

  test('two long edges crossing during a large translation with only 0.09 and 0.05 rad of turn: e_separated, as @box2d/core says too', () => {
    // Found by the random search above with maxTurn 0.1 (numbers kept to full precision). The
    // separation along a frozen axis is no longer concave once the shapes turn, so the root finder's
    // bracket [t1, t2] can hold several roots and it may find a later one; the cores overlap at
    // t = 0.315 but the advancement steps past it.
    const A: [number, number][] = [[0.6752229700796306, 0.9072808008641005], [-0.8347841356880963, -0.6942435302771628]];
    const B: [number, number][] = [[-0.7821181612089276, 0.7700232160277665], [0.3670818652026355, -0.7279802560806274]];
    const sweeps = [
      { lc: [-0.0012134994380176012, -0.17421033335849645], c0: [-0.5124868825078011, 1.507812637835741], c: [-2.9881699201650918, -2.0222421786747873], a0: -3.8061075657606125, a: -3.711918441671878 },
      { lc: [-0.040191233251243824, 0.12509947484359146], c0: [-2.0311810802668333, 0.01916568959131837], c: [1.3185717123560607, -2.383388042449951], a0: -3.6145753506571054, a: -3.6602777845226226 },
    ];
    const load = (input: { proxyA: unknown; proxyB: unknown; sweepA: unknown; sweepB: unknown; tMax: number }, Vec: new (x: number, y: number) => { x: number; y: number }): void => {
      type Proxy = { Set?: (v: unknown[], n: number, r: number) => void; SetVerticesRadius?: (v: unknown[], n: number, r: number) => void };
      type Sweep = { localCenter: { x: number; y: number }; c0: { x: number; y: number }; c: { x: number; y: number }; a0: number; a: number };
      for (const [proxy, points] of [[input.proxyA, A], [input.proxyB, B]] as [Proxy, [number, number][]][]) {
        const vertices = points.map(([x, y]) => new Vec(x, y));
        if (proxy.SetVerticesRadius) proxy.SetVerticesRadius(vertices, 2, 0.01);
        else proxy.Set!(vertices, 2, 0.01);
      }
      for (const [sweep, s] of [[input.sweepA, sweeps[0]], [input.sweepB, sweeps[1]]] as [Sweep, (typeof sweeps)[0]][]) {
        [sweep.localCenter.x, sweep.localCenter.y] = s.lc;
        [sweep.c0.x, sweep.c0.y] = s.c0;
        [sweep.c.x, sweep.c.y] = s.c;
        sweep.a0 = s.a0;
        sweep.a = s.a;
      }
      input.tMax = 1;
    };
    const input = new b2TOIInput();
    load(input, b2Vec2);
    const output = timeOfImpact(input);
    const coreInput = new core.b2TOIInput();
    load(coreInput, core.b2Vec2);
    const coreOutput = new core.b2TOIOutput();
    core.b2TimeOfImpact(coreOutput, coreInput);

    expect([output.state, output.t]).toEqual([b2TOIOutputState.e_separated, 1]);
    expect([coreOutput.state, coreOutput.t]).toEqual([core.b2TOIOutputState.e_separated, 1]);
    expect(coreDistance(input, 0.315)).toBe(0);
  });
});
