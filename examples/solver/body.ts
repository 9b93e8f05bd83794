// Rigid bodies and their fixtures: the parts of C++ v2.4.1 b2_body.cpp and b2_fixture.cpp a
// contact solver needs (mass from the shapes, the sweep, the transform, broad-phase proxies).
// No joints, no sleep, no user data.

import { b2AABB, type b2BroadPhase, b2MassData, type b2Shape, b2Sweep, b2Transform, b2Vec2 } from 'b2collide';
import type { b2Contact } from './contact';

export enum b2BodyType {
  b2_staticBody = 0,
  b2_kinematicBody = 1,
  b2_dynamicBody = 2,
}

/** One broad-phase proxy per child of a fixture's shape (C++ b2FixtureProxy). */
export class b2FixtureProxy {
  readonly aabb = new b2AABB();
  proxyId = -1;
  constructor(
    readonly fixture: b2Fixture,
    readonly childIndex: number,
  ) {}
}

export interface b2FixtureDef {
  density?: number;
  friction?: number;
  restitution?: number;
  restitutionThreshold?: number;
}

/** A shape attached to a body, with its material (C++ b2Fixture). */
export class b2Fixture {
  readonly density: number;
  readonly friction: number;
  readonly restitution: number;
  readonly restitutionThreshold: number;
  readonly proxies: b2FixtureProxy[] = [];

  constructor(
    readonly body: b2Body,
    readonly shape: b2Shape,
    def: b2FixtureDef,
  ) {
    // C++ b2FixtureDef defaults: friction 0.2, restitution 0, threshold 1 m/s, density 0.
    this.density = def.density ?? 0.0;
    this.friction = def.friction ?? 0.2;
    this.restitution = def.restitution ?? 0.0;
    this.restitutionThreshold = def.restitutionThreshold ?? 1.0;
  }

  /** C++ b2Fixture::CreateProxies: one proxy per child, at transform xf. */
  CreateProxies(broadPhase: b2BroadPhase<b2FixtureProxy>, xf: Readonly<b2Transform>): void {
    const childCount = this.shape.GetChildCount();
    for (let i = 0; i < childCount; ++i) {
      const proxy = new b2FixtureProxy(this, i);
      this.shape.ComputeAABB(proxy.aabb, xf, i);
      proxy.proxyId = broadPhase.CreateProxy(proxy.aabb, proxy);
      this.proxies.push(proxy);
    }
  }

  /**
   * C++ b2Fixture::Synchronize: each proxy's box covers the shape at both ends of the step, and the
   * broad phase is told how far its centre moved so it can stretch the fat box that way.
   */
  Synchronize(broadPhase: b2BroadPhase<b2FixtureProxy>, xf1: Readonly<b2Transform>, xf2: Readonly<b2Transform>): void {
    for (const proxy of this.proxies) {
      this.shape.ComputeAABB(aabb1, xf1, proxy.childIndex);
      this.shape.ComputeAABB(aabb2, xf2, proxy.childIndex);
      proxy.aabb.Combine(aabb1, aabb2);
      // C++: aabb2.GetCenter() - aabb1.GetCenter()
      displacement.Set(
        0.5 * (aabb2.lowerBound.x + aabb2.upperBound.x) - 0.5 * (aabb1.lowerBound.x + aabb1.upperBound.x),
        0.5 * (aabb2.lowerBound.y + aabb2.upperBound.y) - 0.5 * (aabb1.lowerBound.y + aabb1.upperBound.y),
      );
      broadPhase.MoveProxy(proxy.proxyId, proxy.aabb, displacement);
    }
  }
}

// Scratch of b2Fixture.Synchronize.
const aabb1 = new b2AABB();
const aabb2 = new b2AABB();
const displacement = new b2Vec2();

export interface b2BodyDef {
  type?: b2BodyType;
  position?: { x: number; y: number };
  angle?: number;
  linearVelocity?: { x: number; y: number };
  angularVelocity?: number;
  /**
   * Continuous collision against other dynamic bodies too (C++ b2BodyDef::bullet). Without it a
   * dynamic body gets TOI only against static and kinematic bodies.
   */
  bullet?: boolean;
}

/** A rigid body (C++ b2Body): the transform of its origin and the sweep of its centre of mass. */
export class b2Body {
  readonly m_type: b2BodyType;
  /** The transform of the body origin. */
  readonly m_xf = new b2Transform();
  /** The centre of mass: localCenter, and world c/a (c0/a0 at the start of the step). */
  readonly m_sweep = new b2Sweep();
  readonly m_linearVelocity = new b2Vec2();
  m_angularVelocity = 0.0;
  m_mass = 0.0;
  m_invMass = 0.0;
  /** Rotational inertia about the centre of mass. */
  m_I = 0.0;
  m_invI = 0.0;
  readonly m_fixtures: b2Fixture[] = [];
  /** The contacts this body takes part in (C++ m_contactList). */
  readonly m_contacts: b2Contact[] = [];
  /** This body's slot in the solver's position and velocity arrays (C++ m_islandIndex). */
  m_islandIndex = 0;
  /** C++ e_bulletFlag. */
  m_bullet: boolean;
  /** Already in the TOI event's island (C++ e_islandFlag, as SolveTOI uses it). */
  m_islandFlag = false;

  constructor(def: b2BodyDef) {
    this.m_type = def.type ?? b2BodyType.b2_staticBody;
    this.m_xf.p.Set(def.position?.x ?? 0, def.position?.y ?? 0);
    this.m_xf.q.Set(def.angle ?? 0);
    this.m_sweep.c0.Copy(this.m_xf.p);
    this.m_sweep.c.Copy(this.m_xf.p);
    this.m_sweep.a0 = def.angle ?? 0;
    this.m_sweep.a = def.angle ?? 0;
    if (def.linearVelocity) this.m_linearVelocity.Set(def.linearVelocity.x, def.linearVelocity.y);
    this.m_angularVelocity = def.angularVelocity ?? 0;
    this.m_bullet = def.bullet ?? false;
  }

  /**
   * C++ b2Body::ResetMassData: the sum of the fixtures' masses, their mass-weighted centre, and
   * the inertia moved from the body origin to that centre. A dynamic body without mass gets 1 kg.
   */
  ResetMassData(): void {
    this.m_mass = 0.0;
    this.m_invMass = 0.0;
    this.m_I = 0.0;
    this.m_invI = 0.0;
    const localCenter = this.m_sweep.localCenter.SetZero();
    if (this.m_type !== b2BodyType.b2_dynamicBody) {
      this.m_sweep.c0.Copy(this.m_xf.p);
      this.m_sweep.c.Copy(this.m_xf.p);
      this.m_sweep.a0 = this.m_sweep.a;
      return;
    }
    for (const f of this.m_fixtures) {
      if (f.density === 0.0) continue;
      f.shape.ComputeMass(massData, f.density);
      this.m_mass += massData.mass;
      localCenter.x += massData.mass * massData.center.x;
      localCenter.y += massData.mass * massData.center.y;
      this.m_I += massData.I;
    }
    if (this.m_mass > 0.0) {
      this.m_invMass = 1.0 / this.m_mass;
      localCenter.x *= this.m_invMass;
      localCenter.y *= this.m_invMass;
    } else {
      this.m_mass = 1.0;
      this.m_invMass = 1.0;
    }
    if (this.m_I > 0.0) {
      this.m_I -= this.m_mass * (localCenter.x * localCenter.x + localCenter.y * localCenter.y);
      this.m_invI = 1.0 / this.m_I;
    } else {
      this.m_I = 0.0;
      this.m_invI = 0.0;
    }
    // Move the centre of mass; keep the velocity of the centre consistent with the spin.
    const oldX = this.m_sweep.c.x;
    const oldY = this.m_sweep.c.y;
    const { c, s } = this.m_xf.q;
    this.m_sweep.c.Set(c * localCenter.x - s * localCenter.y + this.m_xf.p.x, s * localCenter.x + c * localCenter.y + this.m_xf.p.y);
    this.m_sweep.c0.Copy(this.m_sweep.c);
    // C++: m_linearVelocity += b2Cross(m_angularVelocity, m_sweep.c - oldCenter)
    this.m_linearVelocity.x += -this.m_angularVelocity * (this.m_sweep.c.y - oldY);
    this.m_linearVelocity.y += this.m_angularVelocity * (this.m_sweep.c.x - oldX);
  }

  /** C++ b2Body::SynchronizeTransform: the origin's transform from the centre of mass and angle. */
  SynchronizeTransform(): void {
    this.m_xf.q.Set(this.m_sweep.a);
    const { c, s } = this.m_xf.q;
    const lc = this.m_sweep.localCenter;
    this.m_xf.p.Set(this.m_sweep.c.x - (c * lc.x - s * lc.y), this.m_sweep.c.y - (s * lc.x + c * lc.y));
  }

  /**
   * C++ b2Body::Advance: move the sweep's start to time alpha of the step and put the body there
   * (centre, angle and transform); the broad phase is not told.
   */
  Advance(alpha: number): void {
    const sweep = this.m_sweep;
    sweep.Advance(alpha);
    sweep.c.Copy(sweep.c0);
    sweep.a = sweep.a0;
    this.SynchronizeTransform();
  }

  /** C++ b2Body::SynchronizeFixtures: move the proxies to cover the step from (c0, a0) to now. */
  SynchronizeFixtures(broadPhase: b2BroadPhase<b2FixtureProxy>): void {
    this.m_sweep.GetTransform(xf1, 0.0);
    for (const f of this.m_fixtures) f.Synchronize(broadPhase, xf1, this.m_xf);
  }

  /**
   * C++ b2Body::ShouldCollide without joints: at least one of the two must be dynamic (C++ asks
   * this of bodyB with bodyA, and b2ContactManager::AddPair of the pair).
   */
  ShouldCollide(other: b2Body): boolean {
    return this.m_type === b2BodyType.b2_dynamicBody || other.m_type === b2BodyType.b2_dynamicBody;
  }
}

// Scratch of b2Body.
const massData = new b2MassData();
const xf1 = new b2Transform();
