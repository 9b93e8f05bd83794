// The case in Box2D's registered order, as the compare harness's plain inputs: the pair kind
// b2CollideShapes chose and the data of its (shape1, shape2), read back from the library's built
// shapes (a chain's child through GetChildEdge). Peers get exactly the vertices, normals and
// (s, c) the library used.

import type { b2ChainShape, b2CircleShape, b2EdgeShape, b2PolygonShape, b2Shape } from 'b2collide';
import { polygonData, type CircleData, type EdgeData } from '../../../compare/case/shapes';
import type { TransformData } from '../../../compare/case/transform';
import type { PolygonPairInput } from '../../../compare/polygon/input';
import type { CircleCircleInput, EdgeCircleInput, EdgePolygonInput, PolygonCircleInput } from '../../../compare/round/input';
import type { ExplorerCase, TransformSpec } from '../case';
import type { CaseRun } from '../collide';
import { childIndex } from '../build-shapes';
import type { Lib } from '../library';

export type RegisteredInput =
  | { kind: 'polygon-polygon'; input: PolygonPairInput }
  | { kind: 'polygon-circle'; input: PolygonCircleInput }
  | { kind: 'circle-circle'; input: CircleCircleInput }
  | { kind: 'edge-circle'; input: EdgeCircleInput }
  | { kind: 'edge-polygon'; input: EdgePolygonInput };

const transformData = (xf: TransformSpec): TransformData => ({ p: [xf.x, xf.y], q: [xf.s, xf.c] });

function circleData(shape: b2CircleShape): CircleData {
  return { p: [shape.m_p.x, shape.m_p.y], radius: shape.m_radius };
}

function edgeData(lib: Lib, shape: b2Shape, child: number): EdgeData {
  const edge: b2EdgeShape = shape.m_type === lib.b2ShapeType.e_chain ? (shape as b2ChainShape).GetChildEdge(new lib.b2EdgeShape(), child) : (shape as b2EdgeShape);
  const xy = (v: { x: number; y: number }): [number, number] => [v.x, v.y];
  return { v0: xy(edge.m_vertex0), v1: xy(edge.m_vertex1), v2: xy(edge.m_vertex2), v3: xy(edge.m_vertex3), oneSided: edge.m_oneSided, radius: edge.m_radius };
}

/** The registered pair's input, or undefined for a pair Box2D never collides. */
export function registeredInput(lib: Lib, c: ExplorerCase, run: CaseRun): RegisteredInput | undefined {
  if (!run.collides) return undefined;
  const [shape1, spec1, xf1, shape2, xf2] = run.swapped ? [run.shapeB, c.b, c.xfB, run.shapeA, c.xfA] : [run.shapeA, c.a, c.xfA, run.shapeB, c.xfB];
  const T = lib.b2ShapeType;
  const xfA = transformData(xf1);
  const xfB = transformData(xf2);
  const circle2 = shape2.m_type === T.e_circle;
  switch (shape1.m_type) {
    case T.e_circle:
      return { kind: 'circle-circle', input: { circleA: circleData(shape1 as b2CircleShape), xfA, circleB: circleData(shape2 as b2CircleShape), xfB } };
    case T.e_polygon:
      return circle2
        ? { kind: 'polygon-circle', input: { polygonA: polygonData(shape1 as b2PolygonShape), xfA, circleB: circleData(shape2 as b2CircleShape), xfB } }
        : { kind: 'polygon-polygon', input: { polyA: polygonData(shape1 as b2PolygonShape), xfA, polyB: polygonData(shape2 as b2PolygonShape), xfB } };
    default: {
      const edgeA = edgeData(lib, shape1, childIndex(spec1));
      return circle2
        ? { kind: 'edge-circle', input: { edgeA, xfA, circleB: circleData(shape2 as b2CircleShape), xfB } }
        : { kind: 'edge-polygon', input: { edgeA, xfA, polygonB: polygonData(shape2 as b2PolygonShape), xfB } };
    }
  }
}
