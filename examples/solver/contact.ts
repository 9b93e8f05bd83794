// A contact between two fixture children whose fat boxes overlap (C++ v2.4.1 b2Contact): its
// manifold, the previous step's manifold, and the mixed material.

import {
  b2CollideShapes,
  b2GetPointStates,
  b2Manifold,
  b2PointState,
  b2ShapeTypesSwapped,
  b2WarmStartManifold,
} from 'b2collide';
import type { b2Fixture } from './body';

/** Points added, persisted and removed over a step, from b2GetPointStates. */
export class b2PointCounts {
  added = 0;
  persisted = 0;
  removed = 0;

  Reset(): void {
    this.added = 0;
    this.persisted = 0;
    this.removed = 0;
  }
}

// C++ b2MixFriction / b2MixRestitution / b2MixRestitutionThreshold.
const mixFriction = (a: number, b: number): number => Math.sqrt(a * b);
const mixRestitution = (a: number, b: number): number => (a > b ? a : b);
const mixThreshold = (a: number, b: number): number => (a < b ? a : b);

// b2GetPointStates' out-arrays.
const state1: b2PointState[] = [b2PointState.b2_nullState, b2PointState.b2_nullState];
const state2: b2PointState[] = [b2PointState.b2_nullState, b2PointState.b2_nullState];

export class b2Contact {
  readonly m_fixtureA: b2Fixture;
  readonly m_fixtureB: b2Fixture;
  readonly m_indexA: number;
  readonly m_indexB: number;
  readonly m_friction: number;
  readonly m_restitution: number;
  readonly m_restitutionThreshold: number;
  /** This step's manifold. */
  m_manifold = new b2Manifold();
  /**
   * The previous step's manifold. C++ copies m_manifold into a local before Evaluate; swapping
   * the two objects does the same without a copy, and b2WarmStartManifold reads from this one.
   */
  m_oldManifold = new b2Manifold();
  m_touching = false;
  /**
   * C++ e_enabledFlag. Only SolveTOI turns it off (a TOI event that found no points); the next
   * Update turns it back on.
   */
  m_enabled = true;
  /** Continuous-collision state (C++ e_toiFlag, m_toi, m_toiCount, e_islandFlag): see toi_solver.ts. */
  m_toiFlag = false;
  m_toi = 1.0;
  m_toiCount = 0;
  m_islandFlag = false;

  /**
   * C++ b2Contact::Create puts the pair in the order its manifold function is registered for, so
   * that the manifold's A is m_fixtureA; b2ShapeTypesSwapped says when that turns the pair around.
   */
  constructor(fixtureA: b2Fixture, indexA: number, fixtureB: b2Fixture, indexB: number) {
    const swap = b2ShapeTypesSwapped(fixtureA.shape.m_type, fixtureB.shape.m_type);
    this.m_fixtureA = swap ? fixtureB : fixtureA;
    this.m_indexA = swap ? indexB : indexA;
    this.m_fixtureB = swap ? fixtureA : fixtureB;
    this.m_indexB = swap ? indexA : indexB;
    this.m_friction = mixFriction(fixtureA.friction, fixtureB.friction);
    this.m_restitution = mixRestitution(fixtureA.restitution, fixtureB.restitution);
    this.m_restitutionThreshold = mixThreshold(fixtureA.restitutionThreshold, fixtureB.restitutionThreshold);
  }

  /**
   * C++ b2Contact::Update: collide the shapes at the bodies' current transforms, then carry each
   * persisting point's impulses over from the previous manifold by feature key. `counts` gets the
   * points' fates from b2GetPointStates.
   */
  Update(counts: b2PointCounts): void {
    const old = this.m_manifold;
    this.m_manifold = this.m_oldManifold;
    this.m_oldManifold = old;
    this.m_enabled = true;

    const fA = this.m_fixtureA;
    const fB = this.m_fixtureB;
    // The constructor's order makes this the registered order, so the result (swapped) is false.
    b2CollideShapes(this.m_manifold, fA.shape, this.m_indexA, fA.body.m_xf, fB.shape, this.m_indexB, fB.body.m_xf);
    this.m_touching = this.m_manifold.pointCount > 0;
    b2WarmStartManifold(this.m_oldManifold, this.m_manifold);

    b2GetPointStates(state1, state2, this.m_oldManifold, this.m_manifold);
    for (let i = 0; i < 2; ++i) {
      if (state1[i] === b2PointState.b2_removeState) ++counts.removed;
      if (state2[i] === b2PointState.b2_addState) ++counts.added;
      else if (state2[i] === b2PointState.b2_persistState) ++counts.persisted;
    }
  }
}
