// Turns the case's plain shape and transform specs into the library's objects, with the
// library's own constructors (SetAsBox, Set, SetOneSided, CreateChain, ...), for either build.

import type { b2Shape, b2Transform } from 'b2collide';
import type { ShapeSpec, TransformSpec, XY } from './case';
import type { Lib } from './library';

const xy = ([x, y]: XY): { x: number; y: number } => ({ x, y });

/** A new shape built from the spec; throws the library's Error when it rejects the input. */
export function buildShape(lib: Lib, spec: ShapeSpec): b2Shape {
  switch (spec.kind) {
    case 'box':
      return new lib.b2PolygonShape().SetAsBox(spec.hx, spec.hy);
    case 'polygon':
      return new lib.b2PolygonShape().Set(spec.points.map(xy));
    case 'circle':
      return new lib.b2CircleShape().Set(xy(spec.p), spec.radius);
    case 'edge':
      return spec.oneSided
        ? new lib.b2EdgeShape().SetOneSided(xy(spec.v0), xy(spec.v1), xy(spec.v2), xy(spec.v3))
        : new lib.b2EdgeShape().SetTwoSided(xy(spec.v1), xy(spec.v2));
    case 'chain': {
      const chain = new lib.b2ChainShape();
      const points = spec.vertices.map(xy);
      return spec.loop ? chain.CreateLoop(points) : chain.CreateChain(points, points.length, xy(spec.prev), xy(spec.next));
    }
  }
}

/** The transform with the case's exact (s, c), never re-derived from an angle (rounded to float32 by b2collide/f32). */
export function buildTransform(lib: Lib, spec: TransformSpec): b2Transform {
  return new lib.b2Transform().SetPositionSinCos(spec.x, spec.y, spec.s, spec.c);
}

/** The child index b2CollideShapes is given for a shape: the chain's chosen edge, else 0. */
export function childIndex(spec: ShapeSpec): number {
  return spec.kind === 'chain' ? spec.child : 0;
}
