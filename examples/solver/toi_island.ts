// The small island of one TOI event (the parts of C++ v2.4.1 b2Island that SolveTOI uses): the two
// bodies that touched at the time of impact, plus up to b2_maxTOIContacts contacts with the static,
// kinematic or bullet bodies they touch there. Its solve (b2Island::SolveTOI) pushes the two bodies
// out of overlap, solves velocities over what is left of the step, and moves every body in it.

import type { b2Body } from './body';
import type { b2Contact } from './contact';
import { b2ContactSolver, type b2TimeStep } from './contact_solver';
import { integratePosition } from './integrate';
import { b2_maxTOIContacts } from './settings';

export class b2TOIIsland {
  readonly m_bodies: b2Body[] = [];
  readonly m_contacts: b2Contact[] = [];
  /** C++ SolveTOI builds its island with room for 2 * b2_maxTOIContacts bodies. */
  readonly m_bodyCapacity = 2 * b2_maxTOIContacts;
  readonly m_contactCapacity = b2_maxTOIContacts;

  private readonly positions = new Float64Array(3 * this.m_bodyCapacity);
  private readonly velocities = new Float64Array(3 * this.m_bodyCapacity);
  private readonly solver = new b2ContactSolver();

  Clear(): void {
    this.m_bodies.length = 0;
    this.m_contacts.length = 0;
  }

  /** C++ b2Island::Add(b2Body*): the body's slot in this island becomes its m_islandIndex. */
  AddBody(body: b2Body): void {
    if (this.m_bodies.length >= this.m_bodyCapacity) {
      throw new Error(`b2TOIIsland.AddBody: the island is full (${this.m_bodyCapacity} bodies); check m_bodyCapacity before adding`);
    }
    body.m_islandIndex = this.m_bodies.length;
    this.m_bodies.push(body);
  }

  AddContact(contact: b2Contact): void {
    if (this.m_contacts.length >= this.m_contactCapacity) {
      throw new Error(`b2TOIIsland.AddContact: the island is full (${this.m_contactCapacity} contacts); check m_contactCapacity before adding`);
    }
    this.m_contacts.push(contact);
  }

  /**
   * C++ b2Island::SolveTOI. The bodies start at their sweeps' current poses (the TOI bodies were
   * advanced to the time of impact); subStep covers the rest of the step, without warm starting.
   */
  SolveTOI(subStep: Readonly<b2TimeStep>, toiIndexA: number, toiIndexB: number): void {
    const pos = this.positions;
    const vel = this.velocities;
    const bodies = this.m_bodies;
    for (let i = 0; i < bodies.length; ++i) {
      const b = bodies[i];
      const k = 3 * i;
      pos[k] = b.m_sweep.c.x;
      pos[k + 1] = b.m_sweep.c.y;
      pos[k + 2] = b.m_sweep.a;
      vel[k] = b.m_linearVelocity.x;
      vel[k + 1] = b.m_linearVelocity.y;
      vel[k + 2] = b.m_angularVelocity;
    }

    const solver = this.solver;
    solver.Initialize(subStep, this.m_contacts, pos, vel);
    for (let i = 0; i < subStep.positionIterations; ++i) {
      if (solver.SolveTOIPositionConstraints(toiIndexA, toiIndexB)) break;
    }

    // The corrected poses of the two TOI bodies become the start of their sweeps: from here the
    // rest of the step is taken as free of overlap.
    this.StartSweepHere(toiIndexA);
    this.StartSweepHere(toiIndexB);

    // The discrete step already applied the carried impulses, so there is no warm start here, and
    // the (possibly large) impulses of the impact are not stored back into the manifolds.
    solver.InitializeVelocityConstraints();
    for (let i = 0; i < subStep.velocityIterations; ++i) solver.SolveVelocityConstraints();

    const h = subStep.dt;
    for (let i = 0; i < bodies.length; ++i) {
      const k = 3 * i;
      integratePosition(pos, vel, k, h);
      const b = bodies[i];
      b.m_sweep.c.Set(pos[k], pos[k + 1]);
      b.m_sweep.a = pos[k + 2];
      b.m_linearVelocity.Set(vel[k], vel[k + 1]);
      b.m_angularVelocity = vel[k + 2];
      b.SynchronizeTransform();
    }
  }

  /** The sweep of the body in slot `index` starts at its solved pose. */
  private StartSweepHere(index: number): void {
    const sweep = this.m_bodies[index].m_sweep;
    const k = 3 * index;
    sweep.c0.Set(this.positions[k], this.positions[k + 1]);
    sweep.a0 = this.positions[k + 2];
  }
}
