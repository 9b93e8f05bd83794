// C++ v2.4.1 b2PositionSolverManifold (b2_contact_solver.cpp, a struct local to the contact
// solver): one contact point's world normal, point and separation, recomputed from a manifold's
// local data at the bodies' current transforms. A position solver calls it after every correction,
// so it reads the transforms' numbers once (rule 11) and allocates nothing.

import { b2_epsilon, b2_maxManifoldPoints } from '../common/b2_settings';
import { b2Vec2, type b2XY } from '../common/b2_math';
import { b2NewTransformArray, b2TransformNumbers, type b2TransformLike } from '../common/b2_transform';
import { b2CheckCount, b2CheckFinitePoint, b2CheckIndex, b2CheckNumber, b2CheckOutput, b2CheckTransforms } from '../common/b2_checks';
import { b2DescribeValue } from '../common/b2_describe_value';
import { b2ManifoldType } from './b2_manifold';

/**
 * What b2PositionSolverManifold.Initialize reads of a contact: the geometry fields of C++'s
 * `b2ContactPositionConstraint` (b2_contact_solver.cpp), which its solver copies from the
 * manifold and the two fixtures' radii. Not in C++ as a type of its own (C++ passes the whole
 * constraint, with the bodies' indices, masses and centres, which Initialize does not read).
 * Build one from a b2Manifold `m` as `{ type: m.type, localNormal: m.localNormal, localPoint:
 * m.localPoint, localPoints: [m.points[0].localPoint, m.points[1].localPoint], radiusA, radiusB,
 * pointCount: m.pointCount }`.
 */
export interface b2PositionConstraintLike {
  /** The manifold's type (e_circles, e_faceA or e_faceB). */
  readonly type: b2ManifoldType;
  /** The manifold's localNormal (in the frame of the reference shape; unused for e_circles). */
  readonly localNormal: b2XY;
  /** The manifold's localPoint (circle A's centre, or a point on the reference face). */
  readonly localPoint: b2XY;
  /** The manifold points' localPoint, in the frame of the incident shape (B for e_faceA). */
  readonly localPoints: readonly b2XY[];
  /** Shape A's skin or circle radius, m. */
  readonly radiusA: number;
  /** Shape B's skin or circle radius, m. */
  readonly radiusB: number;
  /** How many points the manifold has: 1 or 2. */
  readonly pointCount: number;
}

// Scratch of Initialize: the numbers of a transform without m_packed.
const scratchA = b2NewTransformArray();
const scratchB = b2NewTransformArray();

const WHERE = 'b2PositionSolverManifold.Initialize';

// True when Initialize's fields take writes: each written back with what it holds, so nothing
// changes (a frozen object refuses, a TypeError in strict code). Cheaper than Object.isFrozen.
// f32: exact (the probe writes back each field as the caller left it)
function solverManifoldTakesWrites(m: b2PositionSolverManifold): boolean {
  try {
    const normal = m.normal;
    const point = m.point;
    normal.x = normal.x;
    normal.y = normal.y;
    point.x = point.x;
    point.y = point.y;
    m.separation = m.separation;
  } catch {
    return false;
  }
  return true;
}

/**
 * One manifold point seen at new transforms, for a position solver. C++: `b2PositionSolverManifold`
 * in b2_contact_solver.cpp (not exported by Box2D: it lives inside the contact solver). Members
 * keep their C++ names; the fields are written by Initialize.
 */
export class b2PositionSolverManifold {
  /** The world normal, from A to B. */
  readonly normal = new b2Vec2();
  /** The world point the solver pushes at: on B's surface (e_faceA), A's (e_faceB), or midway between the circle centres (e_circles). */
  readonly point = new b2Vec2();
  /** The signed gap at the point along the normal, radii subtracted; negative when the shapes overlap, m. */
  separation = 0;

  /**
   * Computes normal, point and separation of manifold point `index` at the transforms xfA and xfB.
   * C++: `b2PositionSolverManifold::Initialize`, same operations in the same order (the circle
   * normal is normalized as b2Vec2::Normalize does: left as is when shorter than b2_epsilon).
   * @param pc - the contact's manifold geometry and radii; only read
   * @param xfA - shape A's body transform now, world frame; only read
   * @param xfB - shape B's body transform now, world frame; only read
   * @param index - which manifold point, 0 <= index < pc.pointCount (e_circles reads point 0 whatever index is, as C++ does)
   * @returns this
   * @throws RangeError unless pc.pointCount is 1 or 2 and index is in [0, pointCount) (C++
   * asserts pointCount > 0 only); Error on an unknown type, a non-finite transform, point or
   * radius, or a frozen this, normal or point, before any write ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Initialize(pc: b2PositionConstraintLike, xfA: b2TransformLike, xfB: b2TransformLike, /* f32: integer */ index: number): this {
    const given: unknown = pc;
    if (typeof given !== 'object' || given === null || Array.isArray(given) || !('pointCount' in given)) {
      throw new Error(`${WHERE}: pc expected a b2PositionConstraintLike {type, localNormal, localPoint, localPoints, radiusA, radiusB, pointCount}, got ${b2DescribeValue(given)}`);
    }
    // f32: exact (the check names the count as given; rounding would turn {} into NaN first)
    b2CheckCount(WHERE, 'pc.pointCount', pc.pointCount, 1, b2_maxManifoldPoints);
    // f32: exact
    b2CheckIndex(WHERE, 'index', index, pc.pointCount);
    b2CheckTransforms(WHERE, xfA, xfB);
    const type = pc.type;
    const points: unknown = pc.localPoints;
    if (typeof points !== 'object' || points === null) {
      throw new Error(`${WHERE}: pc.localPoints expected an array of {x, y}, got ${b2DescribeValue(points)}`);
    }
    const lp = pc.localPoint;
    const cp = pc.localPoints[type === b2ManifoldType.e_circles ? 0 : index];
    const ln = pc.localNormal;
    // The radii as given (not rounded by the float32 twin) for the test; rA and rB below are read after it.
    // f32: exact (an input check reads the fields as the caller left them)
    const radiusA: unknown = pc.radiusA;
    // f32: exact (an input check reads the fields as the caller left them)
    const radiusB: unknown = pc.radiusB;
    // typeof first (a string or null passes x - x, a BigInt throws in it), then one sum of
    // magnitudes within ±b2_maxFloat over every number read (rule 7); the naming only on failure.
    // f32: exact (an input check reads the fields as the caller left them)
    if (
      typeof lp !== 'object' || lp === null || typeof cp !== 'object' || cp === null || typeof ln !== 'object' || ln === null ||
      typeof lp.x !== 'number' || typeof lp.y !== 'number' || typeof cp.x !== 'number' || typeof cp.y !== 'number' ||
      typeof ln.x !== 'number' || typeof ln.y !== 'number' || typeof radiusA !== 'number' || typeof radiusB !== 'number' ||
      !(Math.abs(lp.x) + Math.abs(lp.y) + Math.abs(cp.x) + Math.abs(cp.y) + Math.abs(ln.x) + Math.abs(ln.y) + Math.abs(radiusA) + Math.abs(radiusB) <=
        3.4028234663852886e38) // b2_maxFloat (rule 4)
    ) {
      b2CheckFinitePoint(WHERE, 'pc.localPoint', lp);
      b2CheckFinitePoint(WHERE, `pc.localPoints[${type === b2ManifoldType.e_circles ? 0 : index}]`, cp);
      b2CheckFinitePoint(WHERE, 'pc.localNormal', ln);
      b2CheckNumber(WHERE, 'pc.radiusA', radiusA);
      b2CheckNumber(WHERE, 'pc.radiusB', radiusB);
    }
    // Not in C++: what is written below takes writes (a frozen this, normal or point met a V8
    // TypeError, after a partial write); a write-back probe, named on the cold path.
    if (!solverManifoldTakesWrites(this)) {
      b2CheckOutput(WHERE, 'this', this);
      b2CheckOutput(WHERE, 'this.normal', this.normal);
      b2CheckOutput(WHERE, 'this.point', this.point);
      throw new Error(`${WHERE}: this has a read-only field; pass a b2PositionSolverManifold the result can be written into`);
    }
    const rA = pc.radiusA;
    const rB = pc.radiusB;
    const a = b2TransformNumbers(xfA, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
    const b = b2TransformNumbers(xfB, scratchB);
    switch (type) {
      case b2ManifoldType.e_circles: {
        // C++: pointA = b2Mul(xfA, pc->localPoint); pointB = b2Mul(xfB, pc->localPoints[0])
        const ax = (a[3] * lp.x - a[2] * lp.y) + a[0];
        const ay = (a[2] * lp.x + a[3] * lp.y) + a[1];
        const bx = (b[3] * cp.x - b[2] * cp.y) + b[0];
        const by = (b[2] * cp.x + b[3] * cp.y) + b[1];
        // C++: normal = pointB - pointA; normal.Normalize()
        let nx = bx - ax;
        let ny = by - ay;
        const length = Math.sqrt(nx * nx + ny * ny);
        if (!(length < b2_epsilon)) {
          // C++ b2Vec2::Normalize returns early below b2_epsilon and leaves the vector as it is.
          const invLength = 1.0 / length;
          nx *= invLength;
          ny *= invLength;
        }
        this.normal.x = nx;
        this.normal.y = ny;
        // C++: point = 0.5f * (pointA + pointB)
        this.point.x = 0.5 * (ax + bx);
        this.point.y = 0.5 * (ay + by);
        // C++: separation = b2Dot(pointB - pointA, normal) - pc->radiusA - pc->radiusB
        this.separation = (bx - ax) * nx + (by - ay) * ny - rA - rB;
        return this;
      }
      case b2ManifoldType.e_faceA:
      case b2ManifoldType.e_faceB: {
        // e_faceA: the reference face is A's and the point is on B; e_faceB the other way round.
        const ref = type === b2ManifoldType.e_faceA ? a : b;
        const inc = type === b2ManifoldType.e_faceA ? b : a;
        // C++: normal = b2Mul(ref.q, pc->localNormal); planePoint = b2Mul(ref, pc->localPoint);
        //      clipPoint = b2Mul(inc, pc->localPoints[index])
        const nx = ref[3] * ln.x - ref[2] * ln.y;
        const ny = ref[2] * ln.x + ref[3] * ln.y;
        const px = (ref[3] * lp.x - ref[2] * lp.y) + ref[0];
        const py = (ref[2] * lp.x + ref[3] * lp.y) + ref[1];
        const cx = (inc[3] * cp.x - inc[2] * cp.y) + inc[0];
        const cy = (inc[2] * cp.x + inc[3] * cp.y) + inc[1];
        // C++: separation = b2Dot(clipPoint - planePoint, normal) - pc->radiusA - pc->radiusB
        this.separation = (cx - px) * nx + (cy - py) * ny - rA - rB;
        this.point.x = cx;
        this.point.y = cy;
        // C++ (e_faceB): normal = -normal, so that it points from A to B.
        this.normal.x = type === b2ManifoldType.e_faceA ? nx : -nx;
        this.normal.y = type === b2ManifoldType.e_faceA ? ny : -ny;
        return this;
      }
      default:
        throw new Error(`${WHERE}: pc.type ${b2DescribeValue(type)} is not e_circles (0), e_faceA (1) or e_faceB (2)`);
    }
  }
}
