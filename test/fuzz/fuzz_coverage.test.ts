// The fuzz reaches every export: the target list is enumerated from each build's exports
// (fuzz/api.ts), and this test fails when an enumerated function, constructor, method, getter or
// static has no recipe, when a recipe names nothing that is exported, or when a public numeric
// field is held by no recipe's inputs (so no attack can write it). A new export without fuzz
// coverage therefore breaks npm test.
import { Rng } from '../../compare/runner/rng';
import { allBuilds, isV3Lib } from '../../fuzz/library';
import { exportedAncestors } from '../../fuzz/api';
import { findSlots } from '../../fuzz/slots';
import { apiOf, recipeTable } from '../../fuzz/targets';

const callable = new Set(['function', 'constructor', 'method', 'static', 'getter']);

/**
 * v3 structs whose functions arrive with geometry.c, distance.c and manifold.c: no recipe holds
 * them yet, so no attack writes their fields. Each family removes its structs here when its
 * recipes land; the list only shrinks.
 */

describe.each(allBuilds.map((b) => [b.name, b] as const))('%s build', (_name, build) => {
  const api = apiOf(build.lib);
  const recipes = recipeTable(build.lib);
  const v3 = isV3Lib(build.lib);

  test('the enumeration finds the API (it could miss it)', () => {
    const ids = new Set(api.map((e) => e.id));
    if (v3) {
      // b2collide/v3: functions, constructors and fields, by hand.
      for (const id of ['b2MakeRot', 'b2ComputeHull', 'b2SolvePlanes', 'new b2Polygon', 'new b2Manifold', 'b2Vec2.x', 'b2Rot.c', 'b2Polygon.count', 'b2Plane.offset']) {
        expect(ids).toContain(id);
      }
      return;
    }
    // One of each kind, by hand: a function, a constructor, an inherited method, a getter, a static, fields.
    for (const id of ['b2CollidePolygons', 'new b2DynamicTree', 'b2PolygonShape.GetType', 'b2ContactID.key', 'b2CircleShape.CheckRadius', 'b2Sweep.alpha0', 'b2DistanceProxy.m_count', 'b2Vec2View.x']) {
      expect(ids).toContain(id);
    }
    // Private members stay out (declared `private` in src/).
    for (const id of ['b2DynamicTree.InsertLeaf', 'b2PolygonShape.SetPoints', 'b2BroadPhase.BufferMove', 'b2GrowableStack.m_count']) expect(ids).not.toContain(id);
  });

  test('every callable export has a recipe', () => {
    const missing = api.filter((e) => callable.has(e.kind) && !recipes[e.id]).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  test('every recipe names an export of some build of its layer', () => {
    const all = new Set(allBuilds.filter((b) => isV3Lib(b.lib) === v3).flatMap((b) => apiOf(b.lib).map((e) => e.id)));
    expect(Object.keys(recipes).filter((id) => !all.has(id))).toEqual([]);
  });

  test('every public numeric field is held by some recipe, so an attack can write it', () => {
    const reached = new Set<string>();
    for (const [id, r] of Object.entries(recipes)) {
      for (const [i, recipe] of (typeof r === 'function' ? [r] : r).entries()) {
        if (!api.some((e) => e.id === id)) continue; // an export of the other build only
        for (let seed = 0; seed < 4; ++seed) {
          const call = recipe(build.lib, new Rng(seed, i, 99));
          for (const s of findSlots(build.lib, { this: call.self, args: call.args }, new Set(call.opaque ?? []))) {
            if (!s.fieldId) continue;
            reached.add(s.fieldId);
            // An inherited field (b2Shape.m_radius) is reached through any subclass's instance.
            const [owner, field] = s.fieldId.split('.');
            for (const a of exportedAncestors(build.lib, owner)) reached.add(`${a}.${field}`);
          }
        }
      }
    }
    const fields = api.filter((e) => e.kind === 'field').map((e) => e.id);
    expect(fields.length).toBeGreaterThan(v3 ? 10 : 40);
    expect(fields.filter((f) => !reached.has(f))).toEqual([]);
  });
});
