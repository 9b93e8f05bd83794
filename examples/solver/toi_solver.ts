// Continuous collision after the discrete step (C++ v2.4.1 b2World::SolveTOI). The discrete step
// moved every body from its sweep's start (c0, a0) to its end (c, a); a small body fast enough to
// cross a thin one inside a step would pass through it. This pass repeats, until none is left:
//   1. for each contact that may need it, the time of impact of its two sweeps (b2TimeOfImpact),
//      as a fraction alpha of the step; the cached value is kept until one of the bodies moves;
//   2. the earliest impact: both bodies are put back to their pose at that alpha and the contact
//      is updated there; no points means no impact (the contact is disabled until the next step);
//   3. a small island of the two bodies and the contacts they have with static, kinematic or
//      bullet bodies at that moment, solved for the rest of the step (toi_island.ts);
//   4. the moved bodies' proxies go to the broad phase, and their contacts' cached TOIs are dropped.
// Who gets TOI, as in C++: a contact with a static or kinematic body, or with a bullet
// (b2BodyDef.bullet); two plain dynamic bodies never. A contact takes part in at most
// b2_maxSubSteps + 1 events per step. C++'s m_subStepping (one event per Step, for debugging) is
// left out, so every call starts a fresh step, as C++ does with m_stepComplete set.

import { b2Sweep, b2TOIInput, b2TOIOutput, b2TOIOutputState, b2TimeOfImpact, b2_epsilon } from 'b2collide';
import { b2BodyType, type b2Body } from './body';
import { b2PointCounts, type b2Contact } from './contact';
import type { b2ContactManager } from './contact_manager';
import type { b2TimeStep } from './contact_solver';
import { b2_maxSubSteps } from './settings';
import { b2TOIIsland } from './toi_island';

/** Counts of the last SolveTOI call, for the CLI and the tests. */
export class b2TOIStats {
  /** b2TimeOfImpact calls. */
  toiCalls = 0;
  /** Impacts solved (TOI islands). */
  events = 0;

  Reset(): void {
    this.toiCalls = 0;
    this.events = 0;
  }
}

export class b2TOISolver {
  readonly m_stats = new b2TOIStats();
  private readonly island = new b2TOIIsland();
  private readonly input = new b2TOIInput();
  private readonly output = new b2TOIOutput();
  private readonly backupA = new b2Sweep();
  private readonly backupB = new b2Sweep();
  private readonly backupOther = new b2Sweep();
  /** Points found by TOI updates are not part of the step's statistics (b2World.m_pointCounts). */
  private readonly scratchCounts = new b2PointCounts();
  private readonly subStep: b2TimeStep = { dt: 0, inv_dt: 0, dtRatio: 1, velocityIterations: 8, positionIterations: 20, warmStarting: false };

  /** C++ b2World::SolveTOI over the world's bodies and contacts, for the step just solved. */
  SolveTOI(step: Readonly<b2TimeStep>, bodies: readonly b2Body[], contactManager: b2ContactManager): void {
    this.m_stats.Reset();
    for (const b of bodies) {
      b.m_islandFlag = false;
      b.m_sweep.alpha0 = 0.0;
    }
    for (const c of contactManager.m_contacts) {
      c.m_toiFlag = false;
      c.m_islandFlag = false;
      c.m_toiCount = 0;
      c.m_toi = 1.0;
    }

    for (;;) {
      // 1. The earliest impact (the first contact found wins a tie).
      let minContact: b2Contact | null = null;
      let minAlpha = 1.0;
      for (const c of contactManager.m_contacts) {
        if (!c.m_enabled) continue;
        if (c.m_toiCount > b2_maxSubSteps) continue;
        let alpha: number;
        if (c.m_toiFlag) {
          alpha = c.m_toi;
        } else {
          if (!this.NeedsTOI(c)) continue;
          alpha = this.ComputeAlpha(c);
          c.m_toi = alpha;
          c.m_toiFlag = true;
        }
        if (alpha < minAlpha) {
          minContact = c;
          minAlpha = alpha;
        }
      }
      // C++: done when nothing hits before 1 - 10 * b2_epsilon.
      if (minContact === null || 1.0 - 10.0 * b2_epsilon < minAlpha) break;

      // 2. Both bodies to the time of impact; the contact's points there.
      const bA = minContact.m_fixtureA.body;
      const bB = minContact.m_fixtureB.body;
      this.backupA.Copy(bA.m_sweep);
      this.backupB.Copy(bB.m_sweep);
      bA.Advance(minAlpha);
      bB.Advance(minAlpha);
      minContact.Update(this.scratchCounts);
      minContact.m_toiFlag = false;
      ++minContact.m_toiCount;
      if (!minContact.m_enabled || !minContact.m_touching) {
        // No points at the impact: put the bodies back and skip this contact for the step.
        minContact.m_enabled = false;
        bA.m_sweep.Copy(this.backupA);
        bB.m_sweep.Copy(this.backupB);
        bA.SynchronizeTransform();
        bB.SynchronizeTransform();
        continue;
      }

      // 3. The event's island, solved over the rest of the step.
      const island = this.island;
      island.Clear();
      island.AddBody(bA);
      island.AddBody(bB);
      island.AddContact(minContact);
      bA.m_islandFlag = true;
      bB.m_islandFlag = true;
      minContact.m_islandFlag = true;
      this.AddTouchingNeighbours(bA, minAlpha);
      this.AddTouchingNeighbours(bB, minAlpha);

      const subStep = this.subStep;
      subStep.dt = (1.0 - minAlpha) * step.dt;
      subStep.inv_dt = 1.0 / subStep.dt;
      subStep.velocityIterations = step.velocityIterations;
      island.SolveTOI(subStep, bA.m_islandIndex, bB.m_islandIndex);
      ++this.m_stats.events;

      // 4. Broad phase, and fresh TOIs for every contact of a body that moved.
      const bp = contactManager.m_broadPhase;
      for (const body of island.m_bodies) {
        body.m_islandFlag = false;
        if (body.m_type !== b2BodyType.b2_dynamicBody) continue;
        body.SynchronizeFixtures(bp);
        for (const c of body.m_contacts) {
          c.m_toiFlag = false;
          c.m_islandFlag = false;
        }
      }
      contactManager.FindNewContacts();
    }
  }

  /**
   * C++'s filter before computing a TOI (sensors aside: there are none here): at least one body
   * can move, and the pair is not two plain dynamic bodies (one is static, kinematic or a bullet).
   */
  private NeedsTOI(c: b2Contact): boolean {
    const bA = c.m_fixtureA.body;
    const bB = c.m_fixtureB.body;
    const activeA = bA.m_type !== b2BodyType.b2_staticBody;
    const activeB = bB.m_type !== b2BodyType.b2_staticBody;
    if (!activeA && !activeB) return false;
    const collideA = bA.m_bullet || bA.m_type !== b2BodyType.b2_dynamicBody;
    const collideB = bB.m_bullet || bB.m_type !== b2BodyType.b2_dynamicBody;
    return collideA || collideB;
  }

  /**
   * The contact's time of impact as a fraction of the whole step: both sweeps are first brought to
   * the later of their two start times (alpha0), then b2TimeOfImpact searches the rest of the step;
   * anything but e_touching counts as no impact (alpha 1).
   */
  private ComputeAlpha(c: b2Contact): number {
    const bA = c.m_fixtureA.body;
    const bB = c.m_fixtureB.body;
    let alpha0 = bA.m_sweep.alpha0;
    if (bA.m_sweep.alpha0 < bB.m_sweep.alpha0) {
      alpha0 = bB.m_sweep.alpha0;
      bA.m_sweep.Advance(alpha0);
    } else if (bB.m_sweep.alpha0 < bA.m_sweep.alpha0) {
      alpha0 = bA.m_sweep.alpha0;
      bB.m_sweep.Advance(alpha0);
    }

    const input = this.input;
    input.proxyA.Set(c.m_fixtureA.shape, c.m_indexA);
    input.proxyB.Set(c.m_fixtureB.shape, c.m_indexB);
    input.sweepA.Copy(bA.m_sweep);
    input.sweepB.Copy(bB.m_sweep);
    input.tMax = 1.0;
    b2TimeOfImpact(this.output, input);
    ++this.m_stats.toiCalls;

    // beta is a fraction of what is left of the step after alpha0.
    const beta = this.output.t;
    return this.output.state === b2TOIOutputState.e_touching ? Math.min(alpha0 + (1.0 - alpha0) * beta, 1.0) : 1.0;
  }

  /**
   * C++'s neighbour loop for one TOI body: each of its contacts with a static, kinematic or bullet
   * body (or any body, when this one is a bullet) that touches once the other body is also at
   * minAlpha joins the island, and so does that body. Only dynamic TOI bodies look for neighbours;
   * the loop stops when the island is full.
   */
  private AddTouchingNeighbours(body: b2Body, minAlpha: number): void {
    if (body.m_type !== b2BodyType.b2_dynamicBody) return;
    const island = this.island;
    for (const contact of body.m_contacts) {
      if (island.m_bodies.length === island.m_bodyCapacity) break;
      if (island.m_contacts.length === island.m_contactCapacity) break;
      if (contact.m_islandFlag) continue;
      const other = contact.m_fixtureA.body === body ? contact.m_fixtureB.body : contact.m_fixtureA.body;
      if (other.m_type === b2BodyType.b2_dynamicBody && !body.m_bullet && !other.m_bullet) continue;

      // Try the other body at the time of impact; put it back if the contact has no points there.
      this.backupOther.Copy(other.m_sweep);
      if (!other.m_islandFlag) other.Advance(minAlpha);
      contact.Update(this.scratchCounts);
      if (!contact.m_enabled || !contact.m_touching) {
        other.m_sweep.Copy(this.backupOther);
        other.SynchronizeTransform();
        continue;
      }

      contact.m_islandFlag = true;
      island.AddContact(contact);
      if (other.m_islandFlag) continue;
      other.m_islandFlag = true;
      island.AddBody(other);
    }
  }
}

