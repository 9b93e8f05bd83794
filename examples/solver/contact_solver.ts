// The contact solver of C++ v2.4.1 (b2_contact_solver.cpp), for touching contacts:
// - velocity constraints: per point a non-penetration impulse (accumulated, clamped >= 0) and a
//   friction impulse (accumulated, clamped to friction * normal impulse), with two-point manifolds
//   solved as one 2x2 LCP ("block solver") when K is well conditioned;
// - warm starting: the impulses b2WarmStartManifold carried over are applied before iterating;
// - position correction: split impulses on positions through b2PositionSolverManifold, Baumgarte
//   with slop, clamped to b2_maxLinearCorrection.
// Body state lives in two Float64Arrays owned by the world: positions (c.x, c.y, a) and
// velocities (v.x, v.y, w), three numbers per body at 3 * m_islandIndex.

import {
  b2PositionSolverManifold,
  b2Transform,
  b2Vec2,
  b2WorldManifold,
  b2_linearSlop,
  type b2ManifoldType,
  type b2PositionConstraintLike,
} from 'b2collide';
import type { b2Contact } from './contact';
import { b2_baumgarte, b2_maxLinearCorrection, b2_toiBaumgarte, k_maxConditionNumber } from './settings';

/** C++ b2TimeStep. */
export interface b2TimeStep {
  dt: number;
  inv_dt: number;
  /** dt times the previous step's 1/dt: scales carried-over impulses when the step size changes. */
  dtRatio: number;
  velocityIterations: number;
  positionIterations: number;
  warmStarting: boolean;
}

class b2VelocityConstraintPoint {
  rAx = 0;
  rAy = 0;
  rBx = 0;
  rBy = 0;
  normalImpulse = 0;
  tangentImpulse = 0;
  normalMass = 0;
  tangentMass = 0;
  velocityBias = 0;
}

class b2ContactVelocityConstraint {
  readonly points = [new b2VelocityConstraintPoint(), new b2VelocityConstraintPoint()];
  normalX = 0;
  normalY = 0;
  // K = [k11 k12; k12 k22] and its inverse normalMass = [m11 m12; m12 m22] (both symmetric).
  k11 = 0;
  k12 = 0;
  k22 = 0;
  m11 = 0;
  m12 = 0;
  m22 = 0;
  indexA = 0;
  indexB = 0;
  invMassA = 0;
  invMassB = 0;
  invIA = 0;
  invIB = 0;
  friction = 0;
  restitution = 0;
  threshold = 0;
  tangentSpeed = 0;
  pointCount = 0;
}

/** C++ b2ContactPositionConstraint; what b2PositionSolverManifold reads is b2PositionConstraintLike. */
class b2PositionConstraint implements b2PositionConstraintLike {
  readonly localPoints: readonly [b2Vec2, b2Vec2] = [new b2Vec2(), new b2Vec2()];
  readonly localNormal = new b2Vec2();
  readonly localPoint = new b2Vec2();
  type = 0 as b2ManifoldType;
  radiusA = 0;
  radiusB = 0;
  pointCount = 0;
  indexA = 0;
  indexB = 0;
  invMassA = 0;
  invMassB = 0;
  invIA = 0;
  invIB = 0;
  localCenterAX = 0;
  localCenterAY = 0;
  localCenterBX = 0;
  localCenterBY = 0;
}

// Scratch: transforms rebuilt from (c, a), the world manifold, the position manifold.
const xfA = new b2Transform();
const xfB = new b2Transform();
const worldManifold = new b2WorldManifold();
const psm = new b2PositionSolverManifold();

/** C++: xf.q.Set(a); xf.p = c - b2Mul(xf.q, localCenter) */
function transformOf(xf: b2Transform, cx: number, cy: number, a: number, lcx: number, lcy: number): b2Transform {
  xf.q.Set(a);
  xf.p.Set(cx - (xf.q.c * lcx - xf.q.s * lcy), cy - (xf.q.s * lcx + xf.q.c * lcy));
  return xf;
}

export class b2ContactSolver {
  private readonly velocityConstraints: b2ContactVelocityConstraint[] = [];
  private readonly positionConstraints: b2PositionConstraint[] = [];
  private contacts: readonly b2Contact[] = [];
  private count = 0;
  private positions: Float64Array = new Float64Array(0);
  private velocities: Float64Array = new Float64Array(0);

  /**
   * C++ constructor: the parts of each constraint that do not depend on positions, and the
   * carried-over impulses scaled by dtRatio (or zeros without warm starting). The constraint
   * objects are reused from step to step.
   */
  Initialize(step: Readonly<b2TimeStep>, contacts: readonly b2Contact[], positions: Float64Array, velocities: Float64Array): void {
    this.contacts = contacts;
    this.count = contacts.length;
    this.positions = positions;
    this.velocities = velocities;
    while (this.velocityConstraints.length < this.count) {
      this.velocityConstraints.push(new b2ContactVelocityConstraint());
      this.positionConstraints.push(new b2PositionConstraint());
    }
    for (let i = 0; i < this.count; ++i) {
      const contact = contacts[i];
      const bodyA = contact.m_fixtureA.body;
      const bodyB = contact.m_fixtureB.body;
      const manifold = contact.m_manifold;
      const pointCount = manifold.pointCount;

      const vc = this.velocityConstraints[i];
      vc.friction = contact.m_friction;
      vc.restitution = contact.m_restitution;
      vc.threshold = contact.m_restitutionThreshold;
      vc.tangentSpeed = 0.0;
      vc.indexA = bodyA.m_islandIndex;
      vc.indexB = bodyB.m_islandIndex;
      vc.invMassA = bodyA.m_invMass;
      vc.invMassB = bodyB.m_invMass;
      vc.invIA = bodyA.m_invI;
      vc.invIB = bodyB.m_invI;
      vc.pointCount = pointCount;
      vc.k11 = vc.k12 = vc.k22 = 0.0;
      vc.m11 = vc.m12 = vc.m22 = 0.0;

      const pc = this.positionConstraints[i];
      pc.indexA = bodyA.m_islandIndex;
      pc.indexB = bodyB.m_islandIndex;
      pc.invMassA = bodyA.m_invMass;
      pc.invMassB = bodyB.m_invMass;
      pc.localCenterAX = bodyA.m_sweep.localCenter.x;
      pc.localCenterAY = bodyA.m_sweep.localCenter.y;
      pc.localCenterBX = bodyB.m_sweep.localCenter.x;
      pc.localCenterBY = bodyB.m_sweep.localCenter.y;
      pc.invIA = bodyA.m_invI;
      pc.invIB = bodyB.m_invI;
      pc.localNormal.Copy(manifold.localNormal);
      pc.localPoint.Copy(manifold.localPoint);
      pc.pointCount = pointCount;
      pc.radiusA = contact.m_fixtureA.shape.m_radius;
      pc.radiusB = contact.m_fixtureB.shape.m_radius;
      pc.type = manifold.type;

      for (let j = 0; j < pointCount; ++j) {
        const cp = manifold.points[j];
        const vcp = vc.points[j];
        vcp.normalImpulse = step.warmStarting ? step.dtRatio * cp.normalImpulse : 0.0;
        vcp.tangentImpulse = step.warmStarting ? step.dtRatio * cp.tangentImpulse : 0.0;
        vcp.rAx = vcp.rAy = vcp.rBx = vcp.rBy = 0.0;
        vcp.normalMass = 0.0;
        vcp.tangentMass = 0.0;
        vcp.velocityBias = 0.0;
        pc.localPoints[j].Copy(cp.localPoint);
      }
    }
  }

  /**
   * C++ InitializeVelocityConstraints: world normal and points from b2WorldManifold, each point's
   * lever arms and effective masses, the restitution bias (only above the threshold speed), and for
   * two points the 2x2 K matrix, or one point when K is too ill-conditioned to invert.
   */
  InitializeVelocityConstraints(): void {
    const pos = this.positions;
    const vel = this.velocities;
    for (let i = 0; i < this.count; ++i) {
      const vc = this.velocityConstraints[i];
      const pc = this.positionConstraints[i];
      const manifold = this.contacts[i].m_manifold;
      const mA = vc.invMassA;
      const mB = vc.invMassB;
      const iA = vc.invIA;
      const iB = vc.invIB;
      const a3 = 3 * vc.indexA;
      const b3 = 3 * vc.indexB;
      const cAx = pos[a3];
      const cAy = pos[a3 + 1];
      const cBx = pos[b3];
      const cBy = pos[b3 + 1];
      const vAx = vel[a3];
      const vAy = vel[a3 + 1];
      const wA = vel[a3 + 2];
      const vBx = vel[b3];
      const vBy = vel[b3 + 1];
      const wB = vel[b3 + 2];

      transformOf(xfA, cAx, cAy, pos[a3 + 2], pc.localCenterAX, pc.localCenterAY);
      transformOf(xfB, cBx, cBy, pos[b3 + 2], pc.localCenterBX, pc.localCenterBY);
      worldManifold.Initialize(manifold, xfA, pc.radiusA, xfB, pc.radiusB);

      const nx = worldManifold.normal.x;
      const ny = worldManifold.normal.y;
      vc.normalX = nx;
      vc.normalY = ny;
      // C++: tangent = b2Cross(normal, 1.0f) = (n.y, -n.x)
      const tx = ny;
      const ty = -nx;

      for (let j = 0; j < vc.pointCount; ++j) {
        const vcp = vc.points[j];
        const wp = worldManifold.points[j];
        vcp.rAx = wp.x - cAx;
        vcp.rAy = wp.y - cAy;
        vcp.rBx = wp.x - cBx;
        vcp.rBy = wp.y - cBy;

        const rnA = vcp.rAx * ny - vcp.rAy * nx;
        const rnB = vcp.rBx * ny - vcp.rBy * nx;
        const kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB;
        vcp.normalMass = kNormal > 0.0 ? 1.0 / kNormal : 0.0;

        const rtA = vcp.rAx * ty - vcp.rAy * tx;
        const rtB = vcp.rBx * ty - vcp.rBy * tx;
        const kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB;
        vcp.tangentMass = kTangent > 0.0 ? 1.0 / kTangent : 0.0;

        // Restitution: C++ vRel = b2Dot(normal, vB + b2Cross(wB, rB) - vA - b2Cross(wA, rA))
        vcp.velocityBias = 0.0;
        const dvx = vBx - wB * vcp.rBy - vAx + wA * vcp.rAy;
        const dvy = vBy + wB * vcp.rBx - vAy - wA * vcp.rAx;
        const vRel = nx * dvx + ny * dvy;
        if (vRel < -vc.threshold) {
          vcp.velocityBias = -vc.restitution * vRel;
        }
      }

      if (vc.pointCount === 2) {
        const vcp1 = vc.points[0];
        const vcp2 = vc.points[1];
        const rn1A = vcp1.rAx * ny - vcp1.rAy * nx;
        const rn1B = vcp1.rBx * ny - vcp1.rBy * nx;
        const rn2A = vcp2.rAx * ny - vcp2.rAy * nx;
        const rn2B = vcp2.rBx * ny - vcp2.rBy * nx;
        const k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B;
        const k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B;
        const k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B;
        if (k11 * k11 < k_maxConditionNumber * (k11 * k22 - k12 * k12)) {
          vc.k11 = k11;
          vc.k12 = k12;
          vc.k22 = k22;
          // C++ b2Mat22::GetInverse: 1/det times [d -b; -c a], det left as 0 when it is 0.
          let det = k11 * k22 - k12 * k12;
          if (det !== 0.0) det = 1.0 / det;
          vc.m11 = det * k22;
          vc.m12 = -det * k12;
          vc.m22 = det * k11;
        } else {
          // The two rows are nearly the same constraint: solve the first point only.
          vc.pointCount = 1;
        }
      }
    }
  }

  /** C++ WarmStart: apply the carried-over impulses, P = normalImpulse * n + tangentImpulse * t. */
  WarmStart(): void {
    const vel = this.velocities;
    for (let i = 0; i < this.count; ++i) {
      const vc = this.velocityConstraints[i];
      const a3 = 3 * vc.indexA;
      const b3 = 3 * vc.indexB;
      const mA = vc.invMassA;
      const iA = vc.invIA;
      const mB = vc.invMassB;
      const iB = vc.invIB;
      let vAx = vel[a3];
      let vAy = vel[a3 + 1];
      let wA = vel[a3 + 2];
      let vBx = vel[b3];
      let vBy = vel[b3 + 1];
      let wB = vel[b3 + 2];
      const nx = vc.normalX;
      const ny = vc.normalY;
      for (let j = 0; j < vc.pointCount; ++j) {
        const vcp = vc.points[j];
        // C++: P = normalImpulse * normal + tangentImpulse * tangent, tangent = (n.y, -n.x)
        const Px = vcp.normalImpulse * nx + vcp.tangentImpulse * ny;
        const Py = vcp.normalImpulse * ny - vcp.tangentImpulse * nx;
        wA -= iA * (vcp.rAx * Py - vcp.rAy * Px);
        vAx -= mA * Px;
        vAy -= mA * Py;
        wB += iB * (vcp.rBx * Py - vcp.rBy * Px);
        vBx += mB * Px;
        vBy += mB * Py;
      }
      vel[a3] = vAx;
      vel[a3 + 1] = vAy;
      vel[a3 + 2] = wA;
      vel[b3] = vBx;
      vel[b3 + 1] = vBy;
      vel[b3 + 2] = wB;
    }
  }

  /**
   * C++ SolveVelocityConstraints: friction first (non-penetration matters more, so it goes last),
   * each point's accumulated tangent impulse clamped to +-friction * normalImpulse; then the normal
   * impulses, point by point for one point and by the block solver for two.
   */
  SolveVelocityConstraints(): void {
    const vel = this.velocities;
    for (let i = 0; i < this.count; ++i) {
      const vc = this.velocityConstraints[i];
      const a3 = 3 * vc.indexA;
      const b3 = 3 * vc.indexB;
      const mA = vc.invMassA;
      const iA = vc.invIA;
      const mB = vc.invMassB;
      const iB = vc.invIB;
      const pointCount = vc.pointCount;
      let vAx = vel[a3];
      let vAy = vel[a3 + 1];
      let wA = vel[a3 + 2];
      let vBx = vel[b3];
      let vBy = vel[b3 + 1];
      let wB = vel[b3 + 2];
      const nx = vc.normalX;
      const ny = vc.normalY;
      const tx = ny;
      const ty = -nx;
      const friction = vc.friction;

      // Friction.
      for (let j = 0; j < pointCount; ++j) {
        const vcp = vc.points[j];
        // C++: dv = vB + b2Cross(wB, rB) - vA - b2Cross(wA, rA)
        const dvx = vBx - wB * vcp.rBy - vAx + wA * vcp.rAy;
        const dvy = vBy + wB * vcp.rBx - vAy - wA * vcp.rAx;
        const vt = dvx * tx + dvy * ty - vc.tangentSpeed;
        let lambda = vcp.tangentMass * -vt;
        const maxFriction = friction * vcp.normalImpulse;
        const newImpulse = Math.min(Math.max(vcp.tangentImpulse + lambda, -maxFriction), maxFriction);
        lambda = newImpulse - vcp.tangentImpulse;
        vcp.tangentImpulse = newImpulse;
        const Px = lambda * tx;
        const Py = lambda * ty;
        vAx -= mA * Px;
        vAy -= mA * Py;
        wA -= iA * (vcp.rAx * Py - vcp.rAy * Px);
        vBx += mB * Px;
        vBy += mB * Py;
        wB += iB * (vcp.rBx * Py - vcp.rBy * Px);
      }

      if (pointCount === 1) {
        const vcp = vc.points[0];
        const dvx = vBx - wB * vcp.rBy - vAx + wA * vcp.rAy;
        const dvy = vBy + wB * vcp.rBx - vAy - wA * vcp.rAx;
        const vn = dvx * nx + dvy * ny;
        let lambda = -vcp.normalMass * (vn - vcp.velocityBias);
        const newImpulse = Math.max(vcp.normalImpulse + lambda, 0.0);
        lambda = newImpulse - vcp.normalImpulse;
        vcp.normalImpulse = newImpulse;
        const Px = lambda * nx;
        const Py = lambda * ny;
        vAx -= mA * Px;
        vAy -= mA * Py;
        wA -= iA * (vcp.rAx * Py - vcp.rAy * Px);
        vBx += mB * Px;
        vBy += mB * Py;
        wB += iB * (vcp.rBx * Py - vcp.rBy * Px);
      } else {
        // Block solver: find x >= 0 with vn = K x + b' >= 0 and x_i * vn_i = 0, where x is the new
        // accumulated impulse pair, a the old one and b' = vn0 - velocityBias - K a, by trying the
        // four cases (both points active, only 1, only 2, neither) in C++'s order.
        const cp1 = vc.points[0];
        const cp2 = vc.points[1];
        const ax = cp1.normalImpulse;
        const ay = cp2.normalImpulse;
        const dv1x = vBx - wB * cp1.rBy - vAx + wA * cp1.rAy;
        const dv1y = vBy + wB * cp1.rBx - vAy - wA * cp1.rAx;
        const dv2x = vBx - wB * cp2.rBy - vAx + wA * cp2.rAy;
        const dv2y = vBy + wB * cp2.rBx - vAy - wA * cp2.rAx;
        const vn1 = dv1x * nx + dv1y * ny;
        const vn2 = dv2x * nx + dv2y * ny;
        // C++: b = (vn1 - bias1, vn2 - bias2); b -= b2Mul(K, a)
        const bx = vn1 - cp1.velocityBias - (vc.k11 * ax + vc.k12 * ay);
        const by = vn2 - cp2.velocityBias - (vc.k12 * ax + vc.k22 * ay);

        let xx: number;
        let xy: number;
        let solved = true;
        // Case 1, both active (vn = 0): x = -inv(K) b'.
        xx = -(vc.m11 * bx + vc.m12 * by);
        xy = -(vc.m12 * bx + vc.m22 * by);
        if (!(xx >= 0.0 && xy >= 0.0)) {
          // Case 2, point 1 only (vn1 = 0, x2 = 0): vn2 = k12 x1 + b2'.
          xx = -cp1.normalMass * bx;
          xy = 0.0;
          if (!(xx >= 0.0 && vc.k12 * xx + by >= 0.0)) {
            // Case 3, point 2 only (x1 = 0, vn2 = 0): vn1 = k12 x2 + b1'.
            xx = 0.0;
            xy = -cp2.normalMass * by;
            if (!(xy >= 0.0 && vc.k12 * xy + bx >= 0.0)) {
              // Case 4, neither (x = 0): vn = b'.
              xx = 0.0;
              xy = 0.0;
              // No case fits: C++ gives up and leaves the impulses as they are.
              solved = bx >= 0.0 && by >= 0.0;
            }
          }
        }
        if (solved) {
          // Apply the increment d = x - a at both points.
          const dx = xx - ax;
          const dy = xy - ay;
          const P1x = dx * nx;
          const P1y = dx * ny;
          const P2x = dy * nx;
          const P2y = dy * ny;
          vAx -= mA * (P1x + P2x);
          vAy -= mA * (P1y + P2y);
          wA -= iA * (cp1.rAx * P1y - cp1.rAy * P1x + (cp2.rAx * P2y - cp2.rAy * P2x));
          vBx += mB * (P1x + P2x);
          vBy += mB * (P1y + P2y);
          wB += iB * (cp1.rBx * P1y - cp1.rBy * P1x + (cp2.rBx * P2y - cp2.rBy * P2x));
          cp1.normalImpulse = xx;
          cp2.normalImpulse = xy;
        }
      }

      vel[a3] = vAx;
      vel[a3 + 1] = vAy;
      vel[a3 + 2] = wA;
      vel[b3] = vBx;
      vel[b3 + 1] = vBy;
      vel[b3 + 2] = wB;
    }
  }

  /** C++ StoreImpulses: the solved impulses go back into the manifold, for the next step's match. */
  StoreImpulses(): void {
    for (let i = 0; i < this.count; ++i) {
      const vc = this.velocityConstraints[i];
      const manifold = this.contacts[i].m_manifold;
      for (let j = 0; j < vc.pointCount; ++j) {
        manifold.points[j].normalImpulse = vc.points[j].normalImpulse;
        manifold.points[j].tangentImpulse = vc.points[j].tangentImpulse;
      }
    }
  }

  /**
   * C++ SolvePositionConstraints: for each point in turn, push the bodies apart along the normal by
   * an impulse that removes b2_baumgarte of the overlap beyond b2_linearSlop (at most
   * b2_maxLinearCorrection), recomputing the point after every push. True when the deepest
   * separation seen is within 3 * b2_linearSlop, so the caller may stop iterating.
   */
  SolvePositionConstraints(): boolean {
    return this.correctPositions(b2_baumgarte, -1, -1) >= -3.0 * b2_linearSlop;
  }

  /**
   * C++ SolveTOIPositionConstraints: the position correction of a TOI event. Only the two bodies of
   * the event (island slots toiIndexA and toiIndexB) move; every other body in the small island
   * acts as if it had infinite mass. The overlap is removed faster (b2_toiBaumgarte), and the caller
   * may stop once the deepest separation is within 1.5 * b2_linearSlop: corrections stop at
   * -b2_linearSlop, so the 3-slop bar of the discrete solver would be too loose here.
   */
  SolveTOIPositionConstraints(toiIndexA: number, toiIndexB: number): boolean {
    return this.correctPositions(b2_toiBaumgarte, toiIndexA, toiIndexB) >= -1.5 * b2_linearSlop;
  }

  /**
   * The loop both share (C++ writes it out twice): one push per manifold point along the normal,
   * recomputing the point after each. toiIndexA < 0: every body moves; otherwise only the bodies in
   * island slots toiIndexA and toiIndexB, the others act as if of infinite mass (inverse mass 0).
   * Returns the deepest separation seen (at most 0).
   */
  private correctPositions(baumgarte: number, toiIndexA: number, toiIndexB: number): number {
    const pos = this.positions;
    let minSeparation = 0.0;
    for (let i = 0; i < this.count; ++i) {
      const pc = this.positionConstraints[i];
      const a3 = 3 * pc.indexA;
      const b3 = 3 * pc.indexB;
      const movesA = toiIndexA < 0 || pc.indexA === toiIndexA || pc.indexA === toiIndexB;
      const movesB = toiIndexA < 0 || pc.indexB === toiIndexA || pc.indexB === toiIndexB;
      const mA = movesA ? pc.invMassA : 0.0;
      const iA = movesA ? pc.invIA : 0.0;
      const mB = movesB ? pc.invMassB : 0.0;
      const iB = movesB ? pc.invIB : 0.0;
      let cAx = pos[a3];
      let cAy = pos[a3 + 1];
      let aA = pos[a3 + 2];
      let cBx = pos[b3];
      let cBy = pos[b3 + 1];
      let aB = pos[b3 + 2];

      for (let j = 0; j < pc.pointCount; ++j) {
        transformOf(xfA, cAx, cAy, aA, pc.localCenterAX, pc.localCenterAY);
        transformOf(xfB, cBx, cBy, aB, pc.localCenterBX, pc.localCenterBY);
        psm.Initialize(pc, xfA, xfB, j);
        const nx = psm.normal.x;
        const ny = psm.normal.y;
        const separation = psm.separation;
        const rAx = psm.point.x - cAx;
        const rAy = psm.point.y - cAy;
        const rBx = psm.point.x - cBx;
        const rBy = psm.point.y - cBy;

        minSeparation = Math.min(minSeparation, separation);
        // C++: b2Clamp(baumgarte * (separation + b2_linearSlop), -b2_maxLinearCorrection, 0.0f)
        const C = Math.min(Math.max(baumgarte * (separation + b2_linearSlop), -b2_maxLinearCorrection), 0.0);
        const rnA = rAx * ny - rAy * nx;
        const rnB = rBx * ny - rBy * nx;
        const K = mA + mB + iA * rnA * rnA + iB * rnB * rnB;
        const impulse = K > 0.0 ? -C / K : 0.0;
        const Px = impulse * nx;
        const Py = impulse * ny;
        cAx -= mA * Px;
        cAy -= mA * Py;
        aA -= iA * (rAx * Py - rAy * Px);
        cBx += mB * Px;
        cBy += mB * Py;
        aB += iB * (rBx * Py - rBy * Px);
      }

      pos[a3] = cAx;
      pos[a3 + 1] = cAy;
      pos[a3 + 2] = aA;
      pos[b3] = cBx;
      pos[b3 + 1] = cBy;
      pos[b3 + 2] = aB;
    }
    return minSeparation;
  }
}
