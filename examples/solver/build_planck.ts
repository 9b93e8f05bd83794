// The same scene in planck 1.5.0's own World, for comparison. planck's defaults are changed only
// where the example solver lacks a feature (no sleep) or the run asks for it (warm starting and
// continuous collision on or off, a body's bullet flag as the scene sets it). Boxes are
// planck's Box (same size; its vertex order differs, the physics does not); hulls get b2collide's
// hull vertices as they are.

import { Box, Chain, Edge, Polygon, Vec2, World, type Body, type Shape } from 'planck';
import type { SceneEngine } from './engine';
import { POSITION_ITERATIONS, TIME_STEP, VELOCITY_ITERATIONS } from './engine';
import type { Scene, ShapeSpec } from './scenes';

function makeShape(spec: ShapeSpec): Shape {
  switch (spec.kind) {
    case 'box':
      return new Box(spec.hx, spec.hy);
    case 'polygon':
      return new Polygon(spec.vertices.map((v) => new Vec2(v.x, v.y)));
    case 'chain': {
      const chain = new Chain(spec.vertices.map((v) => new Vec2(v.x, v.y)), false);
      chain.setPrevVertex(new Vec2(spec.prev.x, spec.prev.y));
      chain.setNextVertex(new Vec2(spec.next.x, spec.next.y));
      return chain;
    }
    case 'edge':
      return new Edge(new Vec2(spec.v1.x, spec.v1.y), new Vec2(spec.v2.x, spec.v2.y));
  }
}

export function buildPlanck(scene: Scene, warmStarting: boolean, continuous = true): SceneEngine {
  const world = new World({ gravity: new Vec2(0, -10), allowSleep: false, continuousPhysics: continuous, warmStarting });
  const dynamic: Body[] = [];
  for (const spec of scene.bodies) {
    const body = world.createBody({
      type: spec.dynamic ? 'dynamic' : 'static',
      position: new Vec2(spec.x, spec.y),
      angle: spec.angle,
      linearVelocity: new Vec2(spec.vx, 0),
      bullet: spec.bullet ?? false,
    });
    for (const shape of spec.shapes) body.createFixture(makeShape(shape), { density: spec.density, friction: spec.friction });
    if (spec.dynamic) dynamic.push(body);
  }
  return {
    engine: `planck World${warmStarting ? '' : ', no warm start'}${continuous ? '' : ', no TOI'}`,
    dynamicCount: dynamic.length,
    step: () => world.step(TIME_STEP, VELOCITY_ITERATIONS, POSITION_ITERATIONS),
    read(i, out) {
      const b = dynamic[i];
      const p = b.getPosition();
      const v = b.getLinearVelocity();
      const lc = b.getLocalCenter();
      out.x = p.x;
      out.y = p.y;
      out.angle = b.getAngle();
      out.vx = v.x;
      out.vy = v.y;
      out.w = b.getAngularVelocity();
      out.mass = b.getMass();
      // getInertia() is about the body origin (C++ GetInertia); move it to the centre of mass.
      out.inertia = b.getInertia() - b.getMass() * (lc.x * lc.x + lc.y * lc.y);
    },
    sideNormals() {
      let count = 0;
      for (let c = world.getContactList(); c !== null; c = c.getNext()) {
        if (!c.isTouching()) continue;
        const wm = c.getWorldManifold(null);
        if (wm !== undefined && Math.abs(wm.normal.x) > 0.1) ++count;
      }
      return count;
    },
    pointCounts: () => null,
    toiCounts: () => null,
  };
}
