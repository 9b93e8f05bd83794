// Continuous collision in the example solver (examples/solver/toi_solver.ts, C++ b2World::SolveTOI).
// The bullet scenes (scenes.ts): a 0.1 m box at 250 m/s, capped by b2_maxTranslation to 2 m per
// step, fired from x = -9 at a 0.1 m wall whose near face is at x = -0.05. Expected values:
//   - by hand: the box's centre after n steps is near -9 + 2n (it also falls a little, which
//     takes a hair off the 2 m), so step 4 ends at -1 and step 5 at +1: no step ends in contact;
//     at rest against the wall its centre is at -0.05 - 0.05 - 0.015 = -0.115 (wall face, half box,
//     the resting gap 2 * b2_polygonRadius - b2_linearSlop between cores);
//   - C++'s rules: TOI for a dynamic body against a static one always, against a dynamic one only
//     when one of the two is a bullet;
//   - planck 1.5.0's World on the same scene, through the run (its SolveTOI ports C++'s).
import { b2Body, b2BodyType } from '../../examples/solver/body';
import { buildOurs } from '../../examples/solver/build_ours';
import { buildPlanck } from '../../examples/solver/build_planck';
import type { BodyState } from '../../examples/solver/engine';
import { measure } from '../../examples/solver/measure';
import { bullet } from '../../examples/solver/scenes';

const state = (): BodyState => ({ x: 0, y: 0, angle: 0, vx: 0, vy: 0, w: 0, mass: 0, inertia: 0 });

/** Runs ours for `steps` steps; returns the projectile's state and the TOI events of each step. */
function runOurs(scene: ReturnType<typeof bullet>, steps: number, toi: boolean): { box: BodyState; events: number[] } {
  const ours = buildOurs(scene, true, toi);
  const events: number[] = [];
  for (let i = 0; i < steps; ++i) {
    ours.step();
    events.push(toi ? ours.world.m_toiSolver.m_stats.events : 0);
  }
  const box = state();
  ours.read(0, box);
  return { box, events };
}

function planckX(scene: ReturnType<typeof bullet>, steps: number, toi: boolean): number {
  return measure(scene, buildPlanck(scene, true, toi), steps).bullet?.x ?? NaN;
}

describe('bullet scene, static wall', () => {
  const scene = bullet(false);

  test('without TOI the box passes through the wall: 2 m per step, at x ~ 11 after 10 steps, as planck', () => {
    const { box } = runOurs(scene, 10, false);
    expect(box.x).toBeGreaterThan(10.99);
    expect(box.x).toBeLessThan(11);
    expect(box.x).toBeCloseTo(planckX(scene, 10, false), 9);
    expect(measure(scene, buildOurs(scene, true, false), 10).bullet?.tunnelled).toBe(true);
  });

  test('with TOI one event in step 5 stops it at the near face; it comes to rest at x = -0.115 as planck', () => {
    const { box, events } = runOurs(scene, 10, true);
    // Step 5 is the one that would carry the box through (hand count above); one impact, no more.
    expect(events).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    // Near side: its right face (x + 0.05) short of the wall's face at -0.05.
    expect(box.x + 0.05).toBeLessThan(-0.05);
    // Stopped, not bounced back (restitution 0): its horizontal speed is gone.
    expect(Math.abs(box.vx)).toBeLessThan(1e-6);
    // The TOI event and the steps after it, against planck's World: the same to 1e-9 m.
    expect(box.x).toBeCloseTo(planckX(scene, 10, true), 9);

    const end = measure(scene, buildOurs(scene, true, true), 120);
    expect(end.bullet?.tunnelled).toBe(false);
    expect(end.bullet?.x).toBeCloseTo(-0.115, 3);
  });
});

describe('the time of impact, by hand', () => {
  test('b2Body.Advance puts the body at the sweep\'s pose at alpha: centre, angle and origin', () => {
    // Sweep from centre (0, 0), angle 0 to (2, 0), angle 1; local centre (0.5, 0). At alpha 0.25:
    // centre (0.5, 0), angle 0.25, origin = centre - R(0.25) * (0.5, 0).
    const body = new b2Body({ type: b2BodyType.b2_dynamicBody });
    const sweep = body.m_sweep;
    sweep.localCenter.Set(0.5, 0);
    sweep.c0.Set(0, 0);
    sweep.c.Set(2, 0);
    sweep.a0 = 0;
    sweep.a = 1;
    body.Advance(0.25);
    expect([sweep.c0.x, sweep.c0.y, sweep.c.x, sweep.c.y, sweep.a0, sweep.a, sweep.alpha0]).toEqual([0.5, 0, 0.5, 0, 0.25, 0.25, 0.25]);
    expect(body.m_xf.p.x).toBeCloseTo(0.5 - 0.5 * Math.cos(0.25), 15);
    expect(body.m_xf.p.y).toBeCloseTo(-0.5 * Math.sin(0.25), 15);
  });

  test('the bullet\'s impact is at alpha 0.4475 of step 5, where the cores are the TOI target 0.005 m apart', () => {
    // Step 5 carries the box's centre from about -1 to about +1. b2TimeOfImpact stops where the
    // cores are target = 2 * 0.01 - 3 * 0.005 = 0.005 m apart (within its 0.00125 m tolerance):
    // the box's core face x + 0.05 at -0.05 - 0.005, so x = -0.105 and alpha = 0.895 / 2. The
    // solved bullet keeps the impact's alpha as its sweep's alpha0 until the next step. The
    // tolerance band (cores 0.00375 to 0.00625 m apart) puts x in [-0.10625, -0.10375], so alpha
    // in [0.44688, 0.44813]. (Measured: 0.44753.)
    const ours = buildOurs(bullet(false), true, true);
    for (let i = 0; i < 5; ++i) ours.step();
    const sweep = ours.world.m_bodies[1].m_sweep;
    expect(sweep.alpha0).toBeGreaterThan(0.44688);
    expect(sweep.alpha0).toBeLessThan(0.44813);
    // The TOI island's position correction then pushes it back, never forward: the sweep starts
    // at or behind the impact pose x = -0.105 (0.00125 m tolerance; measured -0.1142).
    expect(sweep.c0.x).toBeLessThan(-0.105 + 0.00125);
  });
});

describe('bullet scene, dynamic wall (C++: TOI between two dynamic bodies only for a bullet)', () => {
  test('with the bullet flag the box stops at the wall, as in planck', () => {
    const scene = bullet(true, true);
    const m = measure(scene, buildOurs(scene, true, true), 60);
    const b = m.bullet as NonNullable<typeof m.bullet>;
    expect(b.tunnelled).toBe(false);
    // The 30 kg wall barely moves; the box rests against it (hand: -0.115 from a wall at 0).
    expect(Math.abs(b.wallX)).toBeLessThan(0.01);
    expect(b.x - b.wallX).toBeCloseTo(-0.115, 2);
    // planck's World on the same run (its box vertex order differs: measured 8.3e-6 m apart).
    expect(Math.abs(b.x - planckX(scene, 60, true))).toBeLessThan(1e-4);
  });

  test('without the bullet flag TOI is not computed for the pair and the box passes through; so without TOI', () => {
    const plain = bullet(true, false);
    const withToi = runOurs(plain, 10, true);
    expect(withToi.events.every((e) => e === 0)).toBe(true);
    expect(withToi.box.x).toBeGreaterThan(10.99);
    expect(withToi.box.x).toBeCloseTo(planckX(plain, 10, true), 9);

    const noToi = runOurs(bullet(true, true), 10, false);
    expect(noToi.box.x).toBeGreaterThan(10.99);
  });
});
