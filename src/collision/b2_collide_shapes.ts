// One manifold entry for any pair of shapes: the role of C++'s contact registers (b2_contact.cpp
// s_registers / AddType / b2Contact::Create and each b2_*_contact.cpp Evaluate). Box2D registers a
// function for (circle, circle), (polygon, circle), (polygon, polygon), (edge, circle),
// (edge, polygon), (chain, circle) and (chain, polygon); any other order of those pairs is the
// same function with A and B swapped, and edge/chain against edge/chain has no function at all.

import { b2DescribeValue } from '../common/b2_describe_value';
import { b2CheckTransformObject } from '../common/b2_checks';
import type { b2TransformLike } from '../common/b2_transform';
import { type b2ChainShape, b2CheckChainCount } from './b2_chain_shape';
import type { b2CircleShape } from './b2_circle_shape';
import { b2CollideCircles, b2CollidePolygonAndCircle } from './b2_collide_circle';
import { b2CollideEdgeAndCircle, b2CollideEdgeAndPolygon } from './b2_collide_edge';
import { b2CollidePolygons } from './b2_collide_polygon';
import { b2EdgeShape } from './b2_edge_shape';
import type { b2Manifold } from './b2_manifold';
import { b2CheckOutputManifold, b2WriteNoContact } from './b2_collide_checks';
import type { b2PolygonShape } from './b2_polygon_shape';
import { type b2Shape, b2ShapeType } from './b2_shape';

// C++ s_registers as a 4x4 table indexed by typeA * 4 + typeB (b2ShapeType numbering):
// 1 = registered in this order (primary), 2 = registered the other way (primary == false),
// 0 = no function (createFcn == nullptr). Rows: circle, edge, polygon, chain.
const registers = new Uint8Array([
  // B: circle edge polygon chain
  1, 2, 2, 2, // A = circle
  1, 0, 1, 0, // A = edge
  1, 2, 1, 2, // A = polygon
  1, 0, 1, 0, // A = chain
]);

function registerOf(where: string, /* f32: integer */ typeA: b2ShapeType, /* f32: integer */ typeB: b2ShapeType): number {
  // typeof first: a BigInt would meet V8's "Cannot mix BigInt" in the comparisons, a string '0'
  // would pass them.
  if (!(typeof typeA === 'number' && (typeA | 0) === typeA && typeA >= 0 && typeA < b2ShapeType.e_typeCount &&
      typeof typeB === 'number' && (typeB | 0) === typeB && typeB >= 0 && typeB < b2ShapeType.e_typeCount)) {
    throw new Error(`${where}: unknown shape type (typeA ${b2DescribeValue(typeA)}, typeB ${b2DescribeValue(typeB)})`);
  }
  return registers[typeA * 4 + typeB];
}

/**
 * Whether Box2D collides this pair of shape types at all. Not in C++ as a function: C++'s
 * `b2Contact::Create` in b2_contact.cpp returns a contact, not nullptr (Deviation 8, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param typeA - shape A's type
 * @param typeB - shape B's type
 * @returns false exactly when both are edges or chains
 * @throws Error on a type that is not a b2ShapeType ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeTypesCollide(/* f32: integer */ typeA: b2ShapeType, /* f32: integer */ typeB: b2ShapeType): boolean {
  return registerOf('b2ShapeTypesCollide', typeA, typeB) !== 0;
}

/**
 * Whether Box2D hands this pair to its manifold function as (B, A). Not in C++ as a function: in
 * C++'s `b2Contact::Create` (b2_contact.cpp) the register is not primary, so it passes fixtureB,
 * indexB first (Deviation 8, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)). A solver that stores its contacts in
 * Box2D's order swaps the pair once here and then calls b2CollideShapes with that order.
 * @param typeA - shape A's type
 * @param typeB - shape B's type
 * @returns whether the pair is collided as (B, A)
 * @throws Error on a type that is not a b2ShapeType ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeTypesSwapped(/* f32: integer */ typeA: b2ShapeType, /* f32: integer */ typeB: b2ShapeType): boolean {
  return registerOf('b2ShapeTypesSwapped', typeA, typeB) === 2;
}

// The child edge of a chain (C++ keeps a b2EdgeShape on the stack in each chain Evaluate).
const childEdge = new b2EdgeShape();

/**
 * Computes the manifold of one child of each shape with the function Box2D registers for their
 * types. For a pair Box2D never collides (edge or chain against edge or chain) it sets
 * manifold.pointCount to 0 and returns false; b2ShapeTypesCollide tells such pairs apart. A
 * chain's child goes through b2ChainShape.GetChildEdge, as in C++'s chain contacts. Not in C++ as
 * a function: C++'s contact registers (`b2Contact::Create` in b2_contact.cpp and each contact's
 * `Evaluate`, e.g. b2_polygon_contact.cpp), which live in the dynamics module (Deviation 8, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param manifold - receives the contact (see the collide function of the pair); written
 * @param shapeA - shape A; only read
 * @param indexA - A's child index: an edge of a chain, 0 for the others
 * @param xfA - A's world frame; only read
 * @param shapeB - shape B; only read
 * @param indexB - B's child index
 * @param xfB - B's world frame; only read
 * @returns true when the pair was swapped to fit the registered order: the manifold's "A" (its
 * e_circles centre, its e_faceA face, its normal's origin, the first half of each feature ID) is
 * then shapeB, and b2WorldManifold.Initialize must be given (xfB, shapeB.m_radius, xfA,
 * shapeA.m_radius); false when the manifold is for A then B as given
 * @throws Error on an unknown shape type or a child index out of range, and, from the collide
 * function, on a non-finite transform, an unbuilt shape or a frozen manifold part it writes ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2CircleShape, b2CollideShapes, b2Manifold, b2PolygonShape, b2Transform, b2WorldManifold } from 'b2collide';
 *
 * const ball = new b2CircleShape(0.5);
 * const box = new b2PolygonShape().SetAsBox(1, 1);
 * const xfBall = new b2Transform().SetPositionSinCos(0, 1.4, 0, 1); // 0.1 m into the box's top
 * const xfBox = new b2Transform();
 * const manifold = new b2Manifold();
 * // Box2D collides polygon-circle, not circle-polygon, so this pair is swapped.
 * const swapped = b2CollideShapes(manifold, ball, 0, xfBall, box, 0, xfBox);
 * console.log(swapped, manifold.pointCount); // true 1
 * const world = new b2WorldManifold();
 * if (swapped) world.Initialize(manifold, xfBox, box.m_radius, xfBall, ball.m_radius);
 * else world.Initialize(manifold, xfBall, ball.m_radius, xfBox, box.m_radius);
 * console.log(world.normal.x, world.normal.y); // 0 1
 * ```
 */
export function b2CollideShapes(
  manifold: b2Manifold,
  shapeA: Readonly<b2Shape>,
  /* f32: integer */ indexA: number,
  xfA: b2TransformLike,
  shapeB: Readonly<b2Shape>,
  /* f32: integer */ indexB: number,
  xfB: b2TransformLike,
): boolean {
  // Not in C++: the arguments are objects (shapes with a type; a manifold with points; a
  // b2Transform, or else a {p, q} that the cold path looks at), named here on failure; a null, a
  // number or `{}` would otherwise meet an engine TypeError or, as a manifold, take writes. The
  // colliders check the rest.
  if (
    typeof manifold?.points !== 'object' || typeof shapeA?.m_type !== 'number' || typeof shapeB?.m_type !== 'number' ||
    (xfA as { readonly m_packed?: unknown } | null)?.m_packed === undefined ||
    (xfB as { readonly m_packed?: unknown } | null)?.m_packed === undefined
  ) {
    collideShapesFailure(manifold, shapeA, xfA, shapeB, xfB);
  }
  const register = registerOf('b2CollideShapes', shapeA.m_type, shapeB.m_type);
  checkChildIndex(shapeA, indexA, 'indexA');
  checkChildIndex(shapeB, indexB, 'indexB');

  if (register === 1) {
    collideRegistered(manifold, shapeA, indexA, xfA, shapeB, xfB);
    return false;
  }
  if (register === 2) {
    collideRegistered(manifold, shapeB, indexB, xfB, shapeA, xfA);
    return true;
  }
  // Not in C++: a frozen manifold is named (its one write), not met by an engine TypeError.
  b2WriteNoContact('b2CollideShapes', manifold);
  return false;
}

// The Evaluate of the registered contact class for (shape1, shape2); shape2 is never a chain or an
// edge, so it has only child 0.
function collideRegistered(
  manifold: b2Manifold,
  shape1: Readonly<b2Shape>,
  index1: number,
  xf1: b2TransformLike,
  shape2: Readonly<b2Shape>,
  xf2: b2TransformLike,
): void {
  const circle2 = shape2.m_type === b2ShapeType.e_circle;
  switch (shape1.m_type) {
    case b2ShapeType.e_circle:
      // b2CircleContact
      b2CollideCircles(manifold, shape1 as b2CircleShape, xf1, shape2 as b2CircleShape, xf2);
      return;

    case b2ShapeType.e_polygon:
      if (circle2) {
        // b2PolygonAndCircleContact
        b2CollidePolygonAndCircle(manifold, shape1 as b2PolygonShape, xf1, shape2 as b2CircleShape, xf2);
      } else {
        // b2PolygonContact
        b2CollidePolygons(manifold, shape1 as b2PolygonShape, xf1, shape2 as b2PolygonShape, xf2);
      }
      return;

    case b2ShapeType.e_edge:
      if (circle2) {
        // b2EdgeAndCircleContact
        b2CollideEdgeAndCircle(manifold, shape1 as b2EdgeShape, xf1, shape2 as b2CircleShape, xf2);
      } else {
        // b2EdgeAndPolygonContact
        b2CollideEdgeAndPolygon(manifold, shape1 as b2EdgeShape, xf1, shape2 as b2PolygonShape, xf2);
      }
      return;

    case b2ShapeType.e_chain:
      (shape1 as b2ChainShape).GetChildEdge(childEdge, index1);
      if (circle2) {
        // b2ChainAndCircleContact
        b2CollideEdgeAndCircle(manifold, childEdge, xf1, shape2 as b2CircleShape, xf2);
      } else {
        // b2ChainAndPolygonContact
        b2CollideEdgeAndPolygon(manifold, childEdge, xf1, shape2 as b2PolygonShape, xf2);
      }
      return;
  }
}

// b2CollideShapes' cold path: names the argument that is not what it should be, as given.
function collideShapesFailure(manifold: unknown, shapeA: unknown, xfA: unknown, shapeB: unknown, xfB: unknown): void {
  const where = 'b2CollideShapes';
  b2CheckOutputManifold(where, manifold);
  for (const [name, shape] of [['shapeA', shapeA], ['shapeB', shapeB]] as const) {
    if (typeof shape !== 'object' || shape === null || Array.isArray(shape) || !('m_type' in shape)) {
      throw new Error(`${where}: ${name} expected a b2Shape (a circle, edge, polygon or chain), got ${b2DescribeValue(shape)}`);
    }
  }
  for (const [name, xf] of [['xfA', xfA], ['xfB', xfB]] as const) {
    if ((xf as { readonly m_packed?: unknown } | null | undefined)?.m_packed === undefined) {
      b2CheckTransformObject(where, name, xf);
    }
  }
}

// C++ passes the index on to the contact and reads it only for chains; here every index must name
// a child, so a caller's mistake shows up for every shape type.
function checkChildIndex(shape: Readonly<b2Shape>, /* f32: integer */ index: number, name: string): void {
  if (shape.m_type === b2ShapeType.e_chain) {
    // A hand-edited m_count is named here, not by GetChildCount.
    b2CheckChainCount('b2CollideShapes', shape as Readonly<b2ChainShape>);
  }
  const childCount = shape.GetChildCount();
  if (!(Number.isInteger(index) && index >= 0 && index < childCount)) {
    throw new RangeError(
      `b2CollideShapes: ${name} ${b2DescribeValue(index)} is out of range [0, ${childCount}) for a ${b2ShapeType[shape.m_type]} shape`,
    );
  }
}
