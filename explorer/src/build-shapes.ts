// Turns the case's plain shape and transform specs into the library's objects, with the
// library's own constructors (SetAsBox, Set, SetOneSided, CreateChain, ...), for either build.

import type { b2Shape, b2Transform } from 'b2collide';
import { loadPolygon } from '../../compare/case/load-shape';
import type { ShapeSpec, TransformSpec, XY } from './case';
import { b2collide32, type Lib } from './library';

const xy = ([x, y]: XY): { x: number; y: number } => ({ x, y });

/** A new shape built from the spec; throws the library's Error when it rejects the input. */
export function buildShape(lib: Lib, spec: ShapeSpec): b2Shape {
  switch (spec.kind) {
    case 'box':
      return new lib.b2PolygonShape().SetAsBox(spec.hx, spec.hy);
    case 'rounded-box': {
      // v2.4.1 rounds a polygon by its public m_radius (b2_polygonRadius by default), which the
      // colliders add to the core's separation: SetAsBox's core grown by the given radius.
      const box = new lib.b2PolygonShape().SetAsBox(spec.hx, spec.hy);
      box.m_radius = radiusFor(lib, spec.radius);
      return box;
    }
    case 'capsule': {
      // v2.4.1 has no capsule; the nearest it has is a two-sided edge with a skin of that radius.
      const edge = new lib.b2EdgeShape().SetTwoSided(xy(spec.center1), xy(spec.center2));
      edge.m_radius = radiusFor(lib, spec.radius);
      return edge;
    }
    case 'polygon':
      return new lib.b2PolygonShape().Set(spec.points.map(xy));
    case 'polygon-raw': {
      // The harness's loader: fields written through the polygon's views (rounded by b2collide/f32).
      if (spec.vertices.length < 3 || spec.vertices.length > lib.b2_maxPolygonVertices || spec.normals.length !== spec.vertices.length) {
        throw new Error(`a raw polygon needs 3 to ${lib.b2_maxPolygonVertices} vertices and one normal per vertex (got ${spec.vertices.length} and ${spec.normals.length})`);
      }
      const poly = new lib.b2PolygonShape();
      loadPolygon(poly as unknown as Parameters<typeof loadPolygon>[0], spec);
      // The radius is a plain field: a C++ float holds it rounded, so the float32 build gets it rounded.
      if (lib === b2collide32) poly.m_radius = Math.fround(spec.radius);
      return poly;
    }
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

/**
 * A radius written straight into m_radius: a plain field, which a C++ float holds rounded, so the
 * float32 build gets it rounded (no setter does it). Negative or non-finite radii are refused here,
 * as the library's colliders would refuse them later with a less direct message.
 */
function radiusFor(lib: Lib, radius: number): number {
  if (!(radius >= 0) || !Number.isFinite(radius)) throw new Error(`a radius must be a finite number >= 0 (got ${radius})`);
  return lib === b2collide32 ? Math.fround(radius) : radius;
}

/** The transform with the case's exact (s, c), never re-derived from an angle (rounded to float32 by b2collide/f32). */
export function buildTransform(lib: Lib, spec: TransformSpec): b2Transform {
  return new lib.b2Transform().SetPositionSinCos(spec.x, spec.y, spec.s, spec.c);
}

/** The child index b2CollideShapes is given for a shape: the chain's chosen edge, else 0. */
export function childIndex(spec: ShapeSpec): number {
  return spec.kind === 'chain' ? spec.child : 0;
}
