// A scene in the example solver (world.ts), on b2collide's shapes.

import { b2ChainShape, b2EdgeShape, b2PolygonShape, type b2Shape, b2WorldManifold } from 'b2collide';
import { b2BodyType, type b2Body } from './body';
import type { SceneEngine } from './engine';
import { POSITION_ITERATIONS, TIME_STEP, VELOCITY_ITERATIONS } from './engine';
import type { Scene, ShapeSpec } from './scenes';
import { b2World } from './world';

function makeShape(spec: ShapeSpec): b2Shape {
  switch (spec.kind) {
    case 'box':
      return new b2PolygonShape().SetAsBox(spec.hx, spec.hy);
    case 'polygon':
      return new b2PolygonShape().Set(spec.vertices);
    case 'chain':
      return new b2ChainShape().CreateChain(spec.vertices, spec.vertices.length, spec.prev, spec.next);
    case 'edge':
      return new b2EdgeShape().SetTwoSided(spec.v1, spec.v2);
  }
}

const worldManifold = new b2WorldManifold();

/** The engine's name in the tables: which of warm starting and continuous collision are off. */
function engineName(warmStarting: boolean, continuous: boolean): string {
  const off = [warmStarting ? '' : 'no warm start', continuous ? '' : 'no TOI'].filter((x) => x !== '');
  return off.length === 0 ? 'b2collide example' : `b2collide example, ${off.join(', ')}`;
}

export function buildOurs(scene: Scene, warmStarting: boolean, continuous = true): SceneEngine & { readonly world: b2World } {
  const world = new b2World({ x: 0, y: -10 });
  world.m_warmStarting = warmStarting;
  world.m_continuousPhysics = continuous;
  const dynamic: b2Body[] = [];
  for (const spec of scene.bodies) {
    const body = world.CreateBody({
      type: spec.dynamic ? b2BodyType.b2_dynamicBody : b2BodyType.b2_staticBody,
      position: { x: spec.x, y: spec.y },
      angle: spec.angle,
      linearVelocity: { x: spec.vx, y: 0 },
      bullet: spec.bullet,
    });
    for (const shape of spec.shapes) world.CreateFixture(body, makeShape(shape), { density: spec.density, friction: spec.friction });
    if (spec.dynamic) dynamic.push(body);
  }
  return {
    engine: engineName(warmStarting, continuous),
    dynamicCount: dynamic.length,
    world,
    step: () => world.Step(TIME_STEP, VELOCITY_ITERATIONS, POSITION_ITERATIONS),
    read(i, out) {
      const b = dynamic[i];
      out.x = b.m_xf.p.x;
      out.y = b.m_xf.p.y;
      out.angle = b.m_sweep.a;
      out.vx = b.m_linearVelocity.x;
      out.vy = b.m_linearVelocity.y;
      out.w = b.m_angularVelocity;
      out.mass = b.m_mass;
      out.inertia = b.m_I;
    },
    sideNormals() {
      let count = 0;
      for (const c of world.m_contactManager.m_contacts) {
        if (!c.m_touching) continue;
        const fA = c.m_fixtureA;
        const fB = c.m_fixtureB;
        worldManifold.Initialize(c.m_manifold, fA.body.m_xf, fA.shape.m_radius, fB.body.m_xf, fB.shape.m_radius);
        if (Math.abs(worldManifold.normal.x) > 0.1) ++count;
      }
      return count;
    },
    pointCounts: () => world.m_pointCounts,
    toiCounts: () => (continuous ? world.m_toiSolver.m_stats : null),
  };
}
