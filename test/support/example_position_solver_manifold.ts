// The reference for the library's b2PositionSolverManifold: the one examples/solver wrote for itself
// (C++ v2.4.1 b2PositionSolverManifold in b2_contact_solver.cpp, on flat numbers), kept here as it
// was when the example switched to the exported one.

import { b2ManifoldType, b2_epsilon, type b2Transform } from 'b2collide';

/** What the position solver keeps of a contact: the manifold's local geometry and the radii. */
export interface b2ContactPositionConstraint {
  /** localPoints[2j], localPoints[2j + 1]: manifold point j's localPoint. */
  readonly localPoints: Float64Array;
  localNormalX: number;
  localNormalY: number;
  localPointX: number;
  localPointY: number;
  type: b2ManifoldType;
  radiusA: number;
  radiusB: number;
  pointCount: number;
}

export class b2PositionSolverManifold {
  normalX = 0;
  normalY = 0;
  pointX = 0;
  pointY = 0;
  separation = 0;

  Initialize(pc: Readonly<b2ContactPositionConstraint>, xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>, index: number): void {
    const lp = pc.localPoints;
    switch (pc.type) {
      case b2ManifoldType.e_circles: {
        // C++: pointA = b2Mul(xfA, pc->localPoint), pointB = b2Mul(xfB, pc->localPoints[0])
        const ax = xfA.q.c * pc.localPointX - xfA.q.s * pc.localPointY + xfA.p.x;
        const ay = xfA.q.s * pc.localPointX + xfA.q.c * pc.localPointY + xfA.p.y;
        const bx = xfB.q.c * lp[0] - xfB.q.s * lp[1] + xfB.p.x;
        const by = xfB.q.s * lp[0] + xfB.q.c * lp[1] + xfB.p.y;
        // C++: normal = pointB - pointA; normal.Normalize() (left as is below b2_epsilon)
        let nx = bx - ax;
        let ny = by - ay;
        const length = Math.sqrt(nx * nx + ny * ny);
        if (length >= b2_epsilon) {
          nx *= 1.0 / length;
          ny *= 1.0 / length;
        }
        this.normalX = nx;
        this.normalY = ny;
        this.pointX = 0.5 * (ax + bx);
        this.pointY = 0.5 * (ay + by);
        this.separation = (bx - ax) * nx + (by - ay) * ny - pc.radiusA - pc.radiusB;
        return;
      }
      case b2ManifoldType.e_faceA: {
        // C++: normal = b2Mul(xfA.q, localNormal); planePoint = b2Mul(xfA, localPoint);
        //      clipPoint = b2Mul(xfB, localPoints[index])
        const nx = xfA.q.c * pc.localNormalX - xfA.q.s * pc.localNormalY;
        const ny = xfA.q.s * pc.localNormalX + xfA.q.c * pc.localNormalY;
        const px = xfA.q.c * pc.localPointX - xfA.q.s * pc.localPointY + xfA.p.x;
        const py = xfA.q.s * pc.localPointX + xfA.q.c * pc.localPointY + xfA.p.y;
        const cx = xfB.q.c * lp[2 * index] - xfB.q.s * lp[2 * index + 1] + xfB.p.x;
        const cy = xfB.q.s * lp[2 * index] + xfB.q.c * lp[2 * index + 1] + xfB.p.y;
        this.normalX = nx;
        this.normalY = ny;
        this.separation = (cx - px) * nx + (cy - py) * ny - pc.radiusA - pc.radiusB;
        this.pointX = cx;
        this.pointY = cy;
        return;
      }
      case b2ManifoldType.e_faceB: {
        // The same with A and B exchanged; the normal is then negated to point from A to B.
        const nx = xfB.q.c * pc.localNormalX - xfB.q.s * pc.localNormalY;
        const ny = xfB.q.s * pc.localNormalX + xfB.q.c * pc.localNormalY;
        const px = xfB.q.c * pc.localPointX - xfB.q.s * pc.localPointY + xfB.p.x;
        const py = xfB.q.s * pc.localPointX + xfB.q.c * pc.localPointY + xfB.p.y;
        const cx = xfA.q.c * lp[2 * index] - xfA.q.s * lp[2 * index + 1] + xfA.p.x;
        const cy = xfA.q.s * lp[2 * index] + xfA.q.c * lp[2 * index + 1] + xfA.p.y;
        this.separation = (cx - px) * nx + (cy - py) * ny - pc.radiusA - pc.radiusB;
        this.pointX = cx;
        this.pointY = cy;
        this.normalX = -nx;
        this.normalY = -ny;
        return;
      }
    }
  }
}
