// Type-level specification of the public API, checked by `tsc --noEmit` in `npm test` (jest runs
// the file too, where expectTypeOf is a no-op): what src/index.ts exports and keeps inside, the
// signatures users hold against Box2D's, and the two strictness promises of issue 14: cf.typeA
// and cf.typeB accept only b2ContactFeatureType values, and every setter that takes a point takes
// any { x, y }. Each `@ts-expect-error` fails the type-check if the line it marks ever compiles.
import { expectTypeOf } from 'expect-type';
import * as lib from 'b2collide';
import * as f32 from 'b2collide/f32';
import {
  b2ChainShape,
  b2CircleShape,
  b2CollideCircles,
  b2CollidePolygons,
  b2CollideShapes,
  b2ContactFeature,
  b2ContactFeatureType,
  b2EdgeShape,
  b2GetPointStates,
  b2Manifold,
  b2Mul,
  b2MulT,
  b2PointState,
  b2PolygonShape,
  b2Rot,
  b2Transform,
  b2Vec2,
  b2WorldManifold,
  type b2XY,
  type b2TransformLike,
} from 'b2collide';

/** Names every user of the README's API table relies on (a subset: new exports may join). */
type DocumentedNames =
  | 'b2Vec2' | 'b2Rot' | 'b2Transform' | 'b2Mul' | 'b2MulT' | 'b2Mul_X_V' | 'b2MulT_X_X'
  | 'b2PolygonShape' | 'b2CircleShape' | 'b2EdgeShape' | 'b2ChainShape' | 'b2ShapeType'
  | 'b2ContactFeatureType' | 'b2ContactFeature' | 'b2ContactID' | 'b2ManifoldType' | 'b2Manifold'
  | 'b2CollidePolygons' | 'b2CollideCircles' | 'b2CollidePolygonAndCircle' | 'b2CollideEdgeAndCircle'
  | 'b2CollideEdgeAndPolygon' | 'b2CollideShapes' | 'b2WorldManifold' | 'b2PointState' | 'b2GetPointStates'
  | 'b2Distance' | 'b2DistanceProxy' | 'b2TestOverlap' | 'b2ShapeCast' | 'b2_linearSlop' | 'b2_polygonRadius';

describe('the public API, as TypeScript sees it', () => {
  test('exports the documented names and keeps the helpers inside', () => {
    expectTypeOf<DocumentedNames>().toExtend<keyof typeof lib>();
    // File-local helpers of src/ (the b2Mul operand test, the input checks, the clipper, GJK's support search).
    expectTypeOf<'b2MulPick' | 'b2CheckTransforms' | 'clipSegmentToLine' | 'supportIndex'>().not.toExtend<keyof typeof lib>();
  });

  test('b2collide/f32 has the same names, plus its float32 sin, cos and atan2', () => {
    expectTypeOf<Exclude<keyof typeof f32, 'b2Sinf' | 'b2Cosf' | 'b2Atan2f'>>().toEqualTypeOf<keyof typeof lib>();
    expectTypeOf(f32.b2Sinf).toEqualTypeOf<(x: number) => number>();
    expectTypeOf(f32.b2Atan2f).toEqualTypeOf<(y: number, x: number) => number>();
  });

  test('colliders write into the manifold and return nothing; b2CollideShapes returns the swap', () => {
    expectTypeOf(b2CollidePolygons).parameters.toEqualTypeOf<
      [b2Manifold, Readonly<b2PolygonShape>, b2TransformLike, Readonly<b2PolygonShape>, b2TransformLike]
    >();
    expectTypeOf(b2CollideCircles).returns.toBeVoid();
    expectTypeOf(b2CollideShapes).returns.toBeBoolean();
    expectTypeOf<b2WorldManifold['Initialize']>().parameters.toEqualTypeOf<[Readonly<b2Manifold>, b2TransformLike, number, b2TransformLike, number]>();
    expectTypeOf(b2GetPointStates).parameter(0).toEqualTypeOf<b2PointState[]>();
  });

  test('the overloaded b2Mul/b2MulT return the kind of their out argument', () => {
    const xf = new b2Transform();
    const q = new b2Rot();
    const v = new b2Vec2();
    expectTypeOf(b2Mul(xf, v, new b2Vec2())).toEqualTypeOf<b2Vec2>();
    expectTypeOf(b2Mul(q, v, new b2Vec2())).toEqualTypeOf<b2Vec2>();
    expectTypeOf(b2Mul(q, q, new b2Rot())).toEqualTypeOf<b2Rot>();
    expectTypeOf(b2MulT(xf, xf, new b2Transform())).toEqualTypeOf<b2Transform>();
    expect(() =>
      // @ts-expect-error C++ has no rotation·transform overload (and at run time it throws)
      b2Mul(q, xf, new b2Transform()),
    ).toThrow(/no overload takes a rotation and a transform/);
  });
});

describe('cf.typeA and cf.typeB accept only b2ContactFeatureType values', () => {
  test('the field types are exactly 0 | 1, the values of b2ContactFeatureType', () => {
    expectTypeOf<b2ContactFeature['typeA']>().toEqualTypeOf<b2ContactFeatureType>();
    expectTypeOf<b2ContactFeatureType>().toEqualTypeOf<0 | 1>();
    expectTypeOf(b2ContactFeatureType.e_face).toEqualTypeOf<1>();
  });

  test('an enum value, or a 0 or 1 literal, is accepted; another number is not', () => {
    const cf = new b2ContactFeature();
    cf.typeA = b2ContactFeatureType.e_face;
    cf.typeB = 0;
    const n: number = 1;
    // @ts-expect-error a plain number could be any byte: it must be narrowed to b2ContactFeatureType first
    cf.typeA = n;
    // @ts-expect-error 2 is no feature type (a numeric TypeScript enum rejects this literal too, but not `n` above)
    cf.typeB = 2;
    // @ts-expect-error Set takes the types as b2ContactFeatureType as well
    cf.Set(0, 0, n, 0);
  });
});

describe('setters that take a point take any { x, y }', () => {
  const point = { x: 1, y: 2 };

  test('b2Transform.Set, as the shape setters', () => {
    expectTypeOf<b2Transform['Set']>().parameter(0).toEqualTypeOf<b2XY>();
    expectTypeOf(new b2Transform().Set(point, 0.5)).toEqualTypeOf<b2Transform>();
    expectTypeOf<b2CircleShape['Set']>().parameter(0).toEqualTypeOf<b2XY>();
    expectTypeOf<b2EdgeShape['SetTwoSided']>().parameters.toEqualTypeOf<[b2XY, b2XY]>();
    // Set is overloaded (points, or a v2.4.2 b2Hull): both forms take plain {x, y} points.
    expectTypeOf(new b2PolygonShape().Set).toBeCallableWith([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }] as readonly b2XY[]);
    expectTypeOf<b2ChainShape['CreateLoop']>().parameter(0).toEqualTypeOf<readonly b2XY[]>();
    // @ts-expect-error a point needs both coordinates (at run time Set throws: position.y undefined)
    expect(() => new b2Transform().Set({ x: 1 }, 0)).toThrow('b2Transform.Set: position.y expected a number, got undefined');
  });
});
