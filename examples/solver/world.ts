// The world's step in C++ v2.4.1's order (b2World::Step, b2World::Solve, b2Island::Solve):
//   1. b2ContactManager::Collide: update every contact's manifold (b2CollideShapes) and carry its
//      impulses over by feature key (b2WarmStartManifold);
//   2. integrate velocities (gravity), set up the contact constraints, warm start, run the
//      velocity iterations, store the impulses, integrate positions (capped per step), run the
//      position iterations (early out when the overlap is small);
//   3. move the bodies' broad-phase proxies and find the new pairs;
//   4. continuous collision (b2World::SolveTOI, toi_solver.ts): a body that would have passed into
//      or through a static body (or a bullet through anything) during the step is stopped at the
//      time of impact; m_continuousPhysics = false skips it.
// Simplifications, all visible to a user: one island holding every body and touching contact (no
// island search, so no per-island early out), no sleep, no joints, no sensors, no contact
// listener, no TOI sub-stepping mode.

import type { b2Shape } from 'b2collide';
import { b2Body, b2BodyType, b2Fixture, type b2BodyDef, type b2FixtureDef } from './body';
import { b2PointCounts, type b2Contact } from './contact';
import { b2ContactManager } from './contact_manager';
import { b2ContactSolver, type b2TimeStep } from './contact_solver';
import { integratePosition } from './integrate';
import { b2TOISolver } from './toi_solver';

export class b2World {
  readonly m_bodies: b2Body[] = [];
  readonly m_contactManager = new b2ContactManager();
  readonly m_gravity = { x: 0, y: -10 };
  /** Warm starting on (the default, as in C++) or off, for comparison. */
  m_warmStarting = true;
  /** Continuous collision on (the default, as in C++) or off (C++ m_continuousPhysics). */
  m_continuousPhysics = true;
  /** The TOI pass, with the counts of its last run (m_toiSolver.m_stats). */
  readonly m_toiSolver = new b2TOISolver();
  /** Points added, persisted and removed by the last step's Collide. */
  readonly m_pointCounts = new b2PointCounts();

  private m_newContacts = false;
  private m_inv_dt0 = 0.0;
  private readonly solver = new b2ContactSolver();
  private readonly step: b2TimeStep = { dt: 0, inv_dt: 0, dtRatio: 0, velocityIterations: 8, positionIterations: 3, warmStarting: true };
  private positions = new Float64Array(0);
  private velocities = new Float64Array(0);
  private readonly touching: b2Contact[] = [];

  constructor(gravity?: { x: number; y: number }) {
    if (gravity) {
      this.m_gravity.x = gravity.x;
      this.m_gravity.y = gravity.y;
    }
  }

  CreateBody(def: b2BodyDef): b2Body {
    const body = new b2Body(def);
    body.m_islandIndex = this.m_bodies.length;
    this.m_bodies.push(body);
    this.positions = new Float64Array(3 * this.m_bodies.length);
    this.velocities = new Float64Array(3 * this.m_bodies.length);
    return body;
  }

  /** C++ b2Body::CreateFixture: proxies at the body's transform, then the body's mass again. */
  CreateFixture(body: b2Body, shape: b2Shape, def: b2FixtureDef = {}): b2Fixture {
    const fixture = new b2Fixture(body, shape, def);
    fixture.CreateProxies(this.m_contactManager.m_broadPhase, body.m_xf);
    body.m_fixtures.push(fixture);
    if (fixture.density > 0.0) body.ResetMassData();
    this.m_newContacts = true;
    return fixture;
  }

  /** C++ b2World::Step with 8 velocity and 3 position iterations by default. */
  Step(dt: number, velocityIterations = 8, positionIterations = 3): void {
    const cm = this.m_contactManager;
    if (this.m_newContacts) {
      cm.FindNewContacts();
      this.m_newContacts = false;
    }
    const step = this.step;
    step.dt = dt;
    step.velocityIterations = velocityIterations;
    step.positionIterations = positionIterations;
    step.inv_dt = dt > 0.0 ? 1.0 / dt : 0.0;
    step.dtRatio = this.m_inv_dt0 * dt;
    step.warmStarting = this.m_warmStarting;

    this.m_pointCounts.Reset();
    cm.Collide(this.m_pointCounts);
    if (dt > 0.0) {
      this.Solve(step);
      if (this.m_continuousPhysics) this.m_toiSolver.SolveTOI(step, this.m_bodies, cm);
      this.m_inv_dt0 = step.inv_dt;
    }
  }

  /** b2World::Solve with one island (b2Island::Solve), then the broad-phase update. */
  private Solve(step: Readonly<b2TimeStep>): void {
    const h = step.dt;
    const pos = this.positions;
    const vel = this.velocities;
    const gx = this.m_gravity.x;
    const gy = this.m_gravity.y;

    // Integrate velocities; the state goes into the solver arrays. A TOI island may have given a
    // body another slot, so each body's slot is set again here (C++ b2Island::Add does it too).
    for (let i = 0; i < this.m_bodies.length; ++i) {
      const b = this.m_bodies[i];
      b.m_islandIndex = i;
      const k = 3 * i;
      const sweep = b.m_sweep;
      sweep.c0.Copy(sweep.c);
      sweep.a0 = sweep.a;
      let vx = b.m_linearVelocity.x;
      let vy = b.m_linearVelocity.y;
      if (b.m_type === b2BodyType.b2_dynamicBody) {
        // C++: v += h * invMass * (gravityScale * mass * gravity + force); no force, no damping here
        vx += h * b.m_invMass * (b.m_mass * gx);
        vy += h * b.m_invMass * (b.m_mass * gy);
      }
      pos[k] = sweep.c.x;
      pos[k + 1] = sweep.c.y;
      pos[k + 2] = sweep.a;
      vel[k] = vx;
      vel[k + 1] = vy;
      vel[k + 2] = b.m_angularVelocity;
    }

    // The island's contacts: the enabled touching ones (C++ skips sensor contacts too).
    const touching = this.touching;
    touching.length = 0;
    for (const c of this.m_contactManager.m_contacts) {
      if (c.m_enabled && c.m_touching) touching.push(c);
    }

    const solver = this.solver;
    solver.Initialize(step, touching, pos, vel);
    solver.InitializeVelocityConstraints();
    if (step.warmStarting) solver.WarmStart();
    for (let i = 0; i < step.velocityIterations; ++i) solver.SolveVelocityConstraints();
    solver.StoreImpulses();

    // Integrate positions, capping the motion per step as C++ does.
    for (let k = 0; k < pos.length; k += 3) integratePosition(pos, vel, k, h);

    for (let i = 0; i < step.positionIterations; ++i) {
      if (solver.SolvePositionConstraints()) break;
    }

    // Copy the state back to the bodies.
    for (const b of this.m_bodies) {
      const k = 3 * b.m_islandIndex;
      b.m_sweep.c.Set(pos[k], pos[k + 1]);
      b.m_sweep.a = pos[k + 2];
      b.m_linearVelocity.Set(vel[k], vel[k + 1]);
      b.m_angularVelocity = vel[k + 2];
      b.SynchronizeTransform();
    }

    // Move the proxies of the bodies that can move, then find new pairs.
    const bp = this.m_contactManager.m_broadPhase;
    for (const b of this.m_bodies) {
      if (b.m_type !== b2BodyType.b2_staticBody) b.SynchronizeFixtures(bp);
    }
    this.m_contactManager.FindNewContacts();
  }
}
