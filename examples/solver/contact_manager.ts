// Creating, updating and destroying contacts (C++ v2.4.1 b2ContactManager): the broad phase
// proposes pairs, Collide keeps a contact while the fat boxes overlap and recomputes its manifold.

import type { b2Body, b2FixtureProxy } from './body';
import { b2Contact, type b2PointCounts } from './contact';
import { b2BroadPhase } from 'b2collide';

export class b2ContactManager {
  readonly m_broadPhase = new b2BroadPhase<b2FixtureProxy>();
  /** Every contact, in creation order (C++ keeps a linked list, newest first). */
  m_contacts: b2Contact[] = [];
  private readonly addPair = (proxyA: b2FixtureProxy, proxyB: b2FixtureProxy): void => this.AddPair(proxyA, proxyB);

  /** C++ FindNewContacts: the broad phase calls AddPair for each new overlapping pair. */
  FindNewContacts(): void {
    this.m_broadPhase.UpdatePairs(this.addPair);
  }

  /** C++ AddPair: no pair within one body, no duplicate contact, at least one dynamic body. */
  AddPair(proxyA: b2FixtureProxy, proxyB: b2FixtureProxy): void {
    const fixtureA = proxyA.fixture;
    const fixtureB = proxyB.fixture;
    const indexA = proxyA.childIndex;
    const indexB = proxyB.childIndex;
    const bodyA = fixtureA.body;
    const bodyB = fixtureB.body;
    if (bodyA === bodyB) return;
    for (const c of bodyB.m_contacts) {
      if (c.m_fixtureA === fixtureA && c.m_fixtureB === fixtureB && c.m_indexA === indexA && c.m_indexB === indexB) return;
      if (c.m_fixtureA === fixtureB && c.m_fixtureB === fixtureA && c.m_indexA === indexB && c.m_indexB === indexA) return;
    }
    if (!bodyB.ShouldCollide(bodyA)) return;
    // The shape-type pair always has a manifold function here (no edge/chain on dynamic bodies);
    // C++ b2Contact::Create returns nullptr for edge/chain against edge/chain.
    const c = new b2Contact(fixtureA, indexA, fixtureB, indexB);
    this.m_contacts.push(c);
    bodyA.m_contacts.push(c);
    bodyB.m_contacts.push(c);
  }

  /**
   * C++ Collide: a contact whose fat boxes no longer overlap is destroyed (its points count as
   * removed); every other contact is updated. Static-static pairs never become contacts.
   */
  Collide(counts: b2PointCounts): void {
    const bp = this.m_broadPhase;
    let kept = 0;
    for (const c of this.m_contacts) {
      const proxyIdA = c.m_fixtureA.proxies[c.m_indexA].proxyId;
      const proxyIdB = c.m_fixtureB.proxies[c.m_indexB].proxyId;
      if (!bp.TestOverlap(proxyIdA, proxyIdB)) {
        counts.removed += c.m_manifold.pointCount;
        removeFrom(c.m_fixtureA.body, c);
        removeFrom(c.m_fixtureB.body, c);
        continue;
      }
      c.Update(counts);
      this.m_contacts[kept++] = c;
    }
    this.m_contacts.length = kept;
  }
}

function removeFrom(body: b2Body, c: b2Contact): void {
  const i = body.m_contacts.indexOf(c);
  body.m_contacts[i] = body.m_contacts[body.m_contacts.length - 1];
  body.m_contacts.pop();
}
