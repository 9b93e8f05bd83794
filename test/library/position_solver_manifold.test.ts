// b2PositionSolverManifold (C++ b2_contact_solver.cpp): normal, point and separation of one
// manifold point at new transforms. Expected values: a hand-worked box on the ground; the
// implementation examples/solver used before it took the library's (test/support/
// example_position_solver_manifold.ts, the same C++ operation order, so bit for bit); and
// planck 1.5.0's position solver (Contact._solvePositionConstraint, which computes the same
// quantities inline with the separation as dot(B, n) - dot(A, n), so within rounding).

import * as planck from 'planck';
import {
  b2CircleShape,
  b2CollideShapes,
  b2EdgeShape,
  b2Manifold,
  b2ManifoldType,
  b2PolygonShape,
  b2PositionSolverManifold,
  b2Transform,
  b2Vec2,
  type b2PositionConstraintLike,
  type b2Shape,
} from 'b2collide';
import { Rng } from '../../compare/runner/rng';
import { b2PositionSolverManifold as ExampleManifold, type b2ContactPositionConstraint } from '../support/example_position_solver_manifold';

/** What a solver copies from a manifold and the two radii (C++ b2ContactSolver's constructor). */
function constraintOf(m: b2Manifold, radiusA: number, radiusB: number): b2PositionConstraintLike {
  return {
    type: m.type,
    localNormal: m.localNormal.Clone(),
    localPoint: m.localPoint.Clone(),
    localPoints: [m.points[0].localPoint.Clone(), m.points[1].localPoint.Clone()],
    radiusA,
    radiusB,
    pointCount: m.pointCount,
  };
}

/** The same data in the example's flat layout. */
function exampleConstraintOf(pc: b2PositionConstraintLike): b2ContactPositionConstraint {
  return {
    localPoints: new Float64Array([pc.localPoints[0].x, pc.localPoints[0].y, pc.localPoints[1].x, pc.localPoints[1].y]),
    localNormalX: pc.localNormal.x,
    localNormalY: pc.localNormal.y,
    localPointX: pc.localPoint.x,
    localPointY: pc.localPoint.y,
    type: pc.type,
    radiusA: pc.radiusA,
    radiusB: pc.radiusB,
    pointCount: pc.pointCount,
  };
}

type PlanckContactPrototype = { _solvePositionConstraint(this: unknown, step: unknown, toiA: null, toiB: null): number };

/**
 * planck's position solver on one point, through a stand-in contact: body A alone has mass 1,
 * so A moves by C·n with C = clamp(baumgarte·(separation + slop), −maxLinearCorrection, 0), which
 * gives the normal back when C ≠ 0. Returns planck's min(0, separation) and that normal.
 */
function planckPoint(pc: b2PositionConstraintLike, index: number, cA: b2Vec2, aA: number, cB: b2Vec2, aB: number): { separation: number; normal: [number, number] } {
  const posA = { c: { x: cA.x, y: cA.y }, a: aA };
  const posB = { c: { x: cB.x, y: cB.y }, a: aB };
  const body = (c_position: unknown): unknown => ({ m_body: { c_velocity: { v: { x: 0, y: 0 }, w: 0 }, c_position } });
  const contact = {
    m_fixtureA: body(posA),
    m_fixtureB: body(posB),
    p_localCenterA: { x: 0, y: 0 },
    p_localCenterB: { x: 0, y: 0 },
    p_invMassA: 1,
    p_invIA: 0,
    p_invMassB: 0,
    p_invIB: 0,
    p_pointCount: 1,
    p_type: pc.type,
    p_localPoint: { x: pc.localPoint.x, y: pc.localPoint.y },
    p_localPoints: [{ x: pc.localPoints[index].x, y: pc.localPoints[index].y }],
    p_localNormal: { x: pc.localNormal.x, y: pc.localNormal.y },
    p_radiusA: pc.radiusA,
    p_radiusB: pc.radiusB,
  };
  const proto = (planck as unknown as { Contact: { prototype: PlanckContactPrototype } }).Contact.prototype;
  const separation = proto._solvePositionConstraint.call(contact, {}, null, null);
  const C = Math.min(Math.max(0.2 * (separation + 0.005), -0.2), 0);
  return { separation, normal: [(posA.c.x - cA.x) / C, (posA.c.y - cA.y) / C] };
}

describe('b2PositionSolverManifold.Initialize', () => {
  test('hand-worked: a unit box 0.05 deep in the ground (e_faceA)', () => {
    // Ground: half-widths 5 x 0.5 at the origin, top face y = 0.5 (normal (0, 1), face midpoint
    // (0, 0.5)). Box: half-widths 0.5 at (0, 0.9), bottom corners at y = 0.4. Collided there, then
    // the box is lifted to y = 0.95: a corner at (±0.5, 0.45), 0.05 below the face, less the two
    // skins of 0.01 each: separation −0.07; the point is the corner; the normal (0, 1).
    const ground = new b2PolygonShape().SetAsBox(5, 0.5);
    const box = new b2PolygonShape().SetAsBox(0.5, 0.5);
    const m = new b2Manifold();
    b2CollideShapes(m, ground, 0, new b2Transform(), box, 0, new b2Transform().SetPositionSinCos(0, 0.9, 0, 1));
    expect([m.type, m.pointCount]).toEqual([b2ManifoldType.e_faceA, 2]);
    const psm = new b2PositionSolverManifold();
    psm.Initialize(constraintOf(m, ground.m_radius, box.m_radius), new b2Transform(), { p: { x: 0, y: 0.95 }, q: { s: 0, c: 1 } }, 0);
    expect(psm.separation).toBeCloseTo(-0.07, 12);
    expect([psm.normal.x, psm.normal.y]).toEqual([0, 1]);
    expect(psm.point.y).toBeCloseTo(0.45, 12);
    expect(Math.abs(psm.point.x)).toBe(0.5);
  });

  // Random overlapping pairs of every manifold type, collided at one pose and evaluated at a pose
  // moved by up to 0.05 m and 0.05 rad (what a position solver sees between iterations).
  const rng = new Rng(2026, 28, 3);
  const shape = (kind: number): b2Shape => {
    if (kind === 0) return new b2CircleShape(rng.range(0.2, 1));
    if (kind === 1) return new b2PolygonShape().SetAsBox(rng.range(0.2, 1.5), rng.range(0.2, 1.5), new b2Vec2(rng.range(-0.3, 0.3), rng.range(-0.3, 0.3)), rng.range(-3, 3));
    return new b2EdgeShape().SetTwoSided({ x: -2, y: rng.range(-0.5, 0.5) }, { x: 2, y: rng.range(-0.5, 0.5) });
  };
  const cases: { pc: b2PositionConstraintLike; cA: b2Vec2; aA: number; cB: b2Vec2; aB: number }[] = [];
  const counts = [0, 0, 0];
  while (cases.length < 6000) {
    const kinds = [[0, 0], [1, 1], [1, 0], [2, 1], [2, 0]][rng.int(0, 4)];
    const a = shape(kinds[0]);
    const b = shape(kinds[1]);
    const aA = rng.range(-3, 3);
    const aB = rng.range(-3, 3);
    const cA = new b2Vec2(rng.range(-0.5, 0.5), rng.range(-0.5, 0.5));
    const cB = new b2Vec2(rng.range(-0.5, 0.5), rng.range(-0.5, 0.5));
    const m = new b2Manifold();
    const swapped = b2CollideShapes(m, a, 0, new b2Transform().Set(cA, aA), b, 0, new b2Transform().Set(cB, aB));
    if (m.pointCount === 0) continue;
    // b2CollideShapes collided (b, a) when it swapped: the manifold's A is b.
    const [rA, rB] = swapped ? [b.m_radius, a.m_radius] : [a.m_radius, b.m_radius];
    const [pA, qA, pB, qB] = swapped ? [cB, aB, cA, aA] : [cA, aA, cB, aB];
    ++counts[m.type];
    cases.push({
      pc: constraintOf(m, rA, rB),
      cA: new b2Vec2(pA.x + rng.range(-0.05, 0.05), pA.y + rng.range(-0.05, 0.05)),
      aA: qA + rng.range(-0.05, 0.05),
      cB: new b2Vec2(pB.x + rng.range(-0.05, 0.05), pB.y + rng.range(-0.05, 0.05)),
      aB: qB + rng.range(-0.05, 0.05),
    });
  }

  test('the cases cover e_circles, e_faceA and e_faceB', () => {
    expect(counts.every((n) => n > 300)).toBe(true);
  });

  test('equals examples/solver\'s own implementation bit for bit on 6,000 contacts, every point', () => {
    const ours = new b2PositionSolverManifold();
    const theirs = new ExampleManifold();
    const bad: unknown[] = [];
    let points = 0;
    for (const c of cases) {
      const xfA = new b2Transform().Set(c.cA, c.aA);
      const xfB = new b2Transform().Set(c.cB, c.aB);
      for (let j = 0; j < c.pc.pointCount; ++j) {
        ours.Initialize(c.pc, xfA, xfB, j);
        theirs.Initialize(exampleConstraintOf(c.pc), xfA, xfB, j);
        ++points;
        const a = [ours.normal.x, ours.normal.y, ours.point.x, ours.point.y, ours.separation];
        const b = [theirs.normalX, theirs.normalY, theirs.pointX, theirs.pointY, theirs.separation];
        if (!a.every((v, i) => Object.is(v, b[i]))) bad.push({ type: c.pc.type, a, b });
      }
    }
    expect(bad.slice(0, 3)).toEqual([]);
    expect(points).toBeGreaterThan(7000);
  });

  test('agrees with planck\'s position solver: separation within 1e-12 m, normal within 1e-9', () => {
    const ours = new b2PositionSolverManifold();
    let compared = 0;
    const bad: unknown[] = [];
    for (const c of cases) {
      for (let j = 0; j < c.pc.pointCount; ++j) {
        ours.Initialize(c.pc, new b2Transform().Set(c.cA, c.aA), new b2Transform().Set(c.cB, c.aB), j);
        const p = planckPoint(c.pc, j, c.cA, c.aA, c.cB, c.aB);
        // planck returns min(0, separation), and moves A (so reveals n) only below −linearSlop.
        expect(p.separation).toBeCloseTo(Math.min(0, ours.separation), 12);
        if (ours.separation < -0.01) {
          ++compared;
          if (Math.abs(p.normal[0] - ours.normal.x) > 1e-9 || Math.abs(p.normal[1] - ours.normal.y) > 1e-9) bad.push({ type: c.pc.type, ours: ours.normal, planck: p.normal });
        }
      }
    }
    expect(bad.slice(0, 3)).toEqual([]);
    expect(compared).toBeGreaterThan(2000);
  });

  test('takes plain { p, q } transforms and constraint objects', () => {
    const c = cases[0];
    const a = new b2PositionSolverManifold().Initialize(c.pc, new b2Transform().Set(c.cA, c.aA), new b2Transform().Set(c.cB, c.aB), 0);
    const xfA = new b2Transform().Set(c.cA, c.aA);
    const xfB = new b2Transform().Set(c.cB, c.aB);
    const plain = (xf: b2Transform) => ({ p: { x: xf.p.x, y: xf.p.y }, q: { s: xf.q.s, c: xf.q.c } });
    const b = new b2PositionSolverManifold().Initialize(JSON.parse(JSON.stringify(c.pc)), plain(xfA), plain(xfB), 0);
    expect(b).toEqual(a);
  });

  test('bad input throws and names it: index, pointCount, type, a non-finite transform or point', () => {
    const pc = cases.find((c) => c.pc.pointCount === 2)!.pc;
    const xf = new b2Transform();
    const psm = new b2PositionSolverManifold();
    expect(() => psm.Initialize(pc, xf, xf, 2)).toThrow(/b2PositionSolverManifold.Initialize: index 2 is out of range \[0, 2\)/);
    expect(() => psm.Initialize({ ...pc, pointCount: 0 }, xf, xf, 0)).toThrow(/pc.pointCount 0/);
    expect(() => psm.Initialize({ ...pc, type: 7 as b2ManifoldType }, xf, xf, 0)).toThrow(/pc.type 7 is not e_circles/);
    expect(() => psm.Initialize(pc, { p: { x: NaN, y: 0 }, q: { s: 0, c: 1 } }, xf, 0)).toThrow(/b2PositionSolverManifold.Initialize/);
    expect(() => psm.Initialize({ ...pc, localNormal: { x: Infinity, y: 0 } }, xf, xf, 0)).toThrow(/pc.localNormal/);
    expect(() => psm.Initialize({ ...pc, radiusA: NaN }, xf, xf, 0)).toThrow(/pc.radiusA/);
  });
});
