// The example solver (examples/solver/): small scenes that only stand because contact impulses
// are carried over by feature key (b2WarmStartManifold), and checks of the pieces a reader can
// hold against C++ by hand. The bars are the numbers measured when this test was written
// (300 steps, 1/60 s, 8/3 iterations, continuous collision on, the default; the run is
// deterministic, and with TOI on it is the same to the bit as before TOI existed, see below):
//   10-box stack:      max displacement 0.0080 m with warm starting, 6.75 m without (it falls);
//   10-row pyramid:    0.0067 m with warm starting, 1.80 m without (it slumps);
//   planck's World (continuous physics on) on the same scenes: 0.0088 m / 6.43 m and
//   0.0048 m / 0.77 m.
// Without TOI the warm-started runs are the same to the bit; the cold ones, whose boxes fall onto
// the ground (TOI impacts), end at 10.06 m and 1.80 m instead (planck 10.2 m and 0.78 m).
// (Before TOI this header gave the pyramid as 0.0017 m / 0.52 m; main measured 0.0067 m / 1.80 m
// without TOI when TOI was added, so those two were stale.)
// Each test asserts the bar (< 0.01 m) with warm starting and a bar well below what was
// measured without it, so that a solver that stops using the carried impulses fails.
import { b2AABB, b2MassData, b2Transform, b2Vec2 } from 'b2collide';
import { buildOurs } from '../../examples/solver/build_ours';
import { measure, type Measurement } from '../../examples/solver/measure';
import { pyramid, slideChain, stack } from '../../examples/solver/scenes';
import { b2BodyType } from '../../examples/solver/body';
import { b2BroadPhase, b2ChainShape, b2PolygonShape } from 'b2collide';
import { b2World } from '../../examples/solver/world';

const STEPS = 300;

describe('resting scenes stand with warm starting and fall without', () => {
  // The warm-started pyramid run, shared by three tests (it is the slowest part of this file),
  // with the TOI pass's counts summed over the steps.
  let warmPyramid: Measurement | undefined;
  const pyramidToi = { toiCalls: 0, events: 0 };
  const pyramidWithWarmStart = (): Measurement => {
    if (warmPyramid === undefined) {
      const ours = buildOurs(pyramid(10), true, true);
      warmPyramid = measure(pyramid(10), ours, STEPS, () => {
        pyramidToi.toiCalls += ours.world.m_toiSolver.m_stats.toiCalls;
        pyramidToi.events += ours.world.m_toiSolver.m_stats.events;
      });
    }
    return warmPyramid;
  };

  test('10-box stack: < 0.01 m with warm starting (0.0080 measured), > 1 m without (6.75)', () => {
    const scene = stack(10);
    const warm = measure(scene, buildOurs(scene, true), STEPS);
    const cold = measure(scene, buildOurs(scene, false), STEPS);
    expect(warm.maxDisplacement).toBeLessThan(0.01);
    expect(warm.maxRotation).toBeLessThan(0.01);
    expect(cold.maxDisplacement).toBeGreaterThan(1);
  });

  test('10-row pyramid (55 boxes): < 0.01 m with warm starting (0.0067 measured), > 0.1 m without (1.80)', () => {
    const warm = pyramidWithWarmStart();
    const scene = pyramid(10);
    const cold = measure(scene, buildOurs(scene, false), STEPS);
    expect(warm.maxDisplacement).toBeLessThan(0.01);
    expect(warm.maxRotation).toBeLessThan(0.01);
    expect(warm.kineticEnergy).toBeLessThan(1e-6);
    expect(cold.maxDisplacement).toBeGreaterThan(0.1);
  });

  test('TOI does not disturb resting scenes: it runs, finds no impact, and leaves the run bit for bit as without it', () => {
    // Only dynamic-versus-static contacts get a TOI (no bullets here): the 10 bottom boxes on the
    // ground, once per step as none ever hits (the next row's fat boxes stay above the ground's),
    // so 10 * 300 calls. Resting cores are 0.015 m apart, above b2TimeOfImpact's 0.005 m target.
    const warm = pyramidWithWarmStart();
    expect(pyramidToi).toEqual({ toiCalls: 10 * STEPS, events: 0 });
    const noToi = measure(pyramid(10), buildOurs(pyramid(10), true, false), STEPS);
    expect(warm.maxDisplacement).toBe(noToi.maxDisplacement);
    expect(warm.maxRotation).toBe(noToi.maxRotation);
    expect(warm.kineticEnergy).toBe(noToi.kineticEnergy);

    // The stack: one box on the ground, 300 calls, no event, the same 0.0080 m as without TOI.
    const scene = stack(10);
    const ours = buildOurs(scene, true, true);
    let calls = 0;
    let events = 0;
    const withToi = measure(scene, ours, STEPS, () => {
      calls += ours.world.m_toiSolver.m_stats.toiCalls;
      events += ours.world.m_toiSolver.m_stats.events;
    });
    expect([calls, events]).toEqual([STEPS, 0]);
    expect(withToi.maxDisplacement).toBe(measure(scene, buildOurs(scene, true, false), STEPS).maxDisplacement);
    expect(withToi.maxDisplacement).toBeLessThan(0.01);
  });

  test('in the standing pyramid every contact point keeps its feature key: none added or removed after step 1', () => {
    // The bottom row's 10 boxes each touch the ground; each of the other 45 boxes rests on two
    // boxes below (neighbours in a row are 0.125 m apart, beyond the 0.02 m contact reach):
    // 10 + 2 * 45 = 100 face contacts of 2 points each, all found in step 1.
    expect(pyramidWithWarmStart().points).toEqual({ firstAdded: 200, added: 0, persisted: 200, removed: 0 });
  });
});

describe('ghost collisions', () => {
  test('a box sliding at 5 m/s over a chain of 120 collinear segments never leaves the plane', () => {
    // Frictionless, starting settled on the ground: any catch on a segment joint shows up as a
    // vertical speed, a rotation or a loss of horizontal speed. Measured: |vy| <= 9e-7 m/s,
    // |angle| <= 1.5e-6 rad, vx exactly 5 at the end.
    const scene = slideChain();
    const m = measure(scene, buildOurs(scene, true), STEPS);
    expect(m.slide).not.toBeNull();
    const slide = m.slide as NonNullable<typeof m.slide>;
    expect(slide.maxVy).toBeLessThan(1e-4);
    expect(slide.maxAngle).toBeLessThan(1e-4);
    expect(slide.vxEnd).toBeCloseTo(5, 6);
    // No touching contact ever had a normal off vertical.
    expect(slide.sideNormalSteps).toBe(0);
    // 300 steps at 5 m/s from x = -25: 25 m, over 50 segment joints.
    expect(slide.xEnd).toBeCloseTo(0, 6);
  });
});

describe('one resting box, checked by hand', () => {
  test('its contact carries the weight: the normal impulses sum to m g dt', () => {
    // A 1 m box of density 1 has mass 1 kg; gravity 10 m/s^2 over 1/60 s needs an impulse of
    // 1 * 10 / 60 N s per step from the ground, split over the two points of the face contact.
    const scene = stack(1);
    const ours = buildOurs(scene, true);
    for (let i = 0; i < 120; ++i) ours.step();
    const contacts = ours.world.m_contactManager.m_contacts;
    expect(contacts).toHaveLength(1);
    const m = contacts[0].m_manifold;
    expect(m.pointCount).toBe(2);
    expect(m.points[0].normalImpulse + m.points[1].normalImpulse).toBeCloseTo(10 / 60, 6);
    // Symmetric box, centred: the two points share the weight equally and no friction is needed.
    expect(m.points[0].normalImpulse).toBeCloseTo(m.points[1].normalImpulse, 6);
    expect(Math.abs(m.points[0].tangentImpulse)).toBeLessThan(1e-9);
  });
});

describe('restitution threshold', () => {
  /**
   * The largest upward speed of a box (restitution 0.5) dropped onto a ground box with its bottom
   * `drop` m above the ground's top; `threshold` is both fixtures' restitutionThreshold;
   * `continuous` turns the TOI pass on (the default) or off.
   */
  function bounce(drop: number, threshold = 1, continuous = true): number {
    const world = new b2World({ x: 0, y: -10 });
    world.m_continuousPhysics = continuous;
    const ground = world.CreateBody({ type: b2BodyType.b2_staticBody, position: { x: 0, y: -1 } });
    world.CreateFixture(ground, new b2PolygonShape().SetAsBox(10, 1), { restitution: 0.5, restitutionThreshold: threshold });
    const box = world.CreateBody({ type: b2BodyType.b2_dynamicBody, position: { x: 0, y: 0.5 + drop } });
    world.CreateFixture(box, new b2PolygonShape().SetAsBox(0.5, 0.5), { density: 1, restitution: 0.5, restitutionThreshold: threshold });
    let maxUp = 0;
    for (let i = 0; i < 120; ++i) {
      world.Step(1 / 60);
      maxUp = Math.max(maxUp, box.m_linearVelocity.y);
    }
    return maxUp;
  }

  // Falling, after n steps the box's speed is n/6 m/s (10 m/s^2 * 1/60 s per step) and, positions
  // integrated with the new speed, it has fallen sum k/360 = n(n+1)/720 m. Points exist once the
  // gap is at most the two skins, 0.02 m, at a step's Collide; in that step the velocity grows by
  // 1/6 before the constraint reads vRel, and the block solver meets vn = -0.5 * vRel exactly.

  test('an impact above 1 m/s bounces at restitution times the impact speed: 0.5 * 30/6 m/s from 1.25 m (TOI), 0.5 * 31/6 without', () => {
    // 1.25 - n(n+1)/720 <= 0.02 first for n = 30 (1.25 - 930/720 < 0.02; n = 29 leaves 0.042):
    // step 30 carries the box from 0.042 m above the ground to 0.042 m into it. Without TOI the
    // step 31 Collide finds the overlap and solves the impact at vRel = -31/6 m/s. With TOI
    // (C++ SolveTOI), step 30's pass stops the box where the cores are b2TimeOfImpact's target
    // 0.005 m apart and the TOI island solves the impact at that step's speed, vRel = -30/6 m/s.
    expect(bounce(1.25)).toBeCloseTo((0.5 * 30) / 6, 9);
    expect(bounce(1.25, 1, false)).toBeCloseTo((0.5 * 31) / 6, 9);
  });

  test('an impact below the 1 m/s threshold does not bounce (C++: bias only when vRel < -threshold)', () => {
    // 0.03 - n(n+1)/720 <= 0.02 first for n = 3, so the impact is at 4/6 m/s: below 1, no bias.
    // (The box never comes within TOI's 0.005 m target during a step, so TOI does not act.)
    expect(bounce(0.03)).toBeLessThan(1e-9);
    // With the threshold at 0.1 m/s the same drop bounces at 0.5 * 4/6 m/s.
    expect(bounce(0.03, 0.1)).toBeCloseTo(1 / 3, 9);
  });
});

describe('the library pieces the solver relies on (ComputeMass, ComputeAABB, b2BroadPhase)', () => {
  test('ComputeMass of an off-centre box: mass w h rho, centre, inertia about the origin by parallel axes', () => {
    // A 2 x 1 box centred at (3, -1), density 2: mass 2 * 2 * 1 = 4; inertia about its centre
    // m (w^2 + h^2) / 12 = 4 * 5 / 12 = 5/3; about the origin add m |c|^2 = 4 * 10 = 40.
    const box = new b2PolygonShape().SetAsBox(1, 0.5, { x: 3, y: -1 });
    const md = new b2MassData();
    box.ComputeMass(md, 2);
    expect(md.mass).toBeCloseTo(4, 12);
    expect(md.center.x).toBeCloseTo(3, 12);
    expect(md.center.y).toBeCloseTo(-1, 12);
    expect(md.I).toBeCloseTo(5 / 3 + 40, 10);
  });

  test('ComputeAABB of a chain child is the box around that edge, grown by the chain radius', () => {
    const chain = new b2ChainShape().CreateChain(
      [
        { x: 0, y: 0 },
        { x: 1, y: 2 },
        { x: 3, y: 1 },
      ],
      3,
      { x: -1, y: 0 },
      { x: 4, y: 0 },
    );
    const aabb = new b2AABB();
    chain.ComputeAABB(aabb, new b2Transform().Set(new b2Vec2(10, 0), 0), 1);
    const r = chain.m_radius;
    expect([aabb.lowerBound.x, aabb.lowerBound.y, aabb.upperBound.x, aabb.upperBound.y]).toEqual([11 - r, 1 - r, 13 + r, 2 + r]);
  });

  test('b2BroadPhase reports each overlapping pair once and keeps a fat box that still holds the shape', () => {
    const bp = new b2BroadPhase<string>();
    const box = (x: number): b2AABB => {
      const a = new b2AABB();
      a.lowerBound.Set(x, 0);
      a.upperBound.Set(x + 1, 1);
      return a;
    };
    bp.CreateProxy(box(0), 'a');
    const b = bp.CreateProxy(box(0.5), 'b');
    bp.CreateProxy(box(5), 'c');
    const pairs: string[] = [];
    bp.UpdatePairs((x, y) => pairs.push(x + y));
    expect(pairs).toEqual(['ab']);
    // A small move stays inside the fat box (grown by b2_aabbExtension = 0.1): nothing is buffered.
    bp.MoveProxy(b, box(0.55), new b2Vec2(0.05, 0));
    pairs.length = 0;
    bp.UpdatePairs((x, y) => pairs.push(x + y));
    expect(pairs).toEqual([]);
    // Moving b onto c leaves its fat box: the pair with c is found, and a and b no longer overlap.
    bp.MoveProxy(b, box(4.5), new b2Vec2(3.95, 0));
    bp.UpdatePairs((x, y) => pairs.push(x + y));
    expect(pairs).toEqual(['bc']);
    expect(bp.TestOverlap(0, b)).toBe(false);
  });
});
