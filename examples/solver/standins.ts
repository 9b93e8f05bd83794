// Hand-written stand-ins for the parts of Box2D's collision module that b2collide does not have yet:
// shape mass and bounding boxes (issue 10) and the broad phase (issue 11). Each has the C++ v2.4.1
// signature, so the solver is already written against the real API: when b2collide exports them,
// the imports of this file switch to 'b2collide' and this file goes away.
//
// The shapes are b2collide's own shape classes with the two missing methods added, so everything
// else (b2CollideShapes, GetChildEdge, SetAsBox, ...) is the library's code.

import {
  b2AABB,
  b2ChainShape as LibChainShape,
  b2CircleShape as LibCircleShape,
  b2EdgeShape as LibEdgeShape,
  b2PolygonShape as LibPolygonShape,
  b2_aabbExtension,
  b2_aabbMultiplier,
  b2_pi,
  type b2MassData,
  type b2Shape as LibShape,
  type b2Transform,
  type b2Vec2,
} from 'b2collide';

/** A shape with C++ b2Shape's ComputeMass and ComputeAABB. */
// stand-in until b2collide has b2Shape.ComputeMass/ComputeAABB (issue 10)
export interface b2Shape extends LibShape {
  /** Writes the shape's mass, centre of mass and rotational inertia about its origin at `density`. */
  ComputeMass(massData: b2MassData, density: number): void;
  /** Writes the world box around child `childIndex` of the shape at transform `xf`, radius included. */
  ComputeAABB(aabb: b2AABB, xf: Readonly<b2Transform>, childIndex: number): void;
}

/** Writes the box around world points (x1, y1), (x2, y2) grown by r (an edge's, or a chain child's). */
function segmentAABB(aabb: b2AABB, xf: Readonly<b2Transform>, v1: Readonly<b2Vec2>, v2: Readonly<b2Vec2>, r: number): void {
  const { c, s } = xf.q;
  const x1 = c * v1.x - s * v1.y + xf.p.x;
  const y1 = s * v1.x + c * v1.y + xf.p.y;
  const x2 = c * v2.x - s * v2.y + xf.p.x;
  const y2 = s * v2.x + c * v2.y + xf.p.y;
  aabb.lowerBound.Set(Math.min(x1, x2) - r, Math.min(y1, y2) - r);
  aabb.upperBound.Set(Math.max(x1, x2) + r, Math.max(y1, y2) + r);
}

// stand-in until b2collide has b2PolygonShape.ComputeMass/ComputeAABB (issue 10)
export class b2PolygonShape extends LibPolygonShape implements b2Shape {
  /**
   * C++ b2PolygonShape::ComputeMass: a fan of triangles from vertex 0 (for less round-off), each
   * adding its area, area-weighted centroid and second moment; the inertia is then moved from
   * vertex 0 to the shape's origin.
   */
  ComputeMass(massData: b2MassData, density: number): void {
    const n = this.m_count;
    const sx = this.m_vertices[0].x;
    const sy = this.m_vertices[0].y;
    const inv3 = 1.0 / 3.0;
    let area = 0.0;
    let cx = 0.0;
    let cy = 0.0;
    let I = 0.0;
    for (let i = 0; i < n; ++i) {
      const next = i + 1 < n ? i + 1 : 0;
      const ex1 = this.m_vertices[i].x - sx;
      const ey1 = this.m_vertices[i].y - sy;
      const ex2 = this.m_vertices[next].x - sx;
      const ey2 = this.m_vertices[next].y - sy;
      const D = ex1 * ey2 - ey1 * ex2;
      const triangleArea = 0.5 * D;
      area += triangleArea;
      cx += triangleArea * inv3 * (ex1 + ex2);
      cy += triangleArea * inv3 * (ey1 + ey2);
      const intx2 = ex1 * ex1 + ex2 * ex1 + ex2 * ex2;
      const inty2 = ey1 * ey1 + ey2 * ey1 + ey2 * ey2;
      I += 0.25 * inv3 * D * (intx2 + inty2);
    }
    massData.mass = density * area;
    cx *= 1.0 / area;
    cy *= 1.0 / area;
    massData.center.Set(cx + sx, cy + sy);
    // Parallel-axis shifts: from vertex 0 to the centroid, then from the centroid to the origin.
    const c = massData.center;
    massData.I = density * I + massData.mass * (c.x * c.x + c.y * c.y - (cx * cx + cy * cy));
  }

  /** C++ b2PolygonShape::ComputeAABB: the box around the transformed vertices, grown by m_radius. */
  ComputeAABB(aabb: b2AABB, xf: Readonly<b2Transform>, _childIndex: number): void {
    const { c, s } = xf.q;
    let lx = Infinity;
    let ly = Infinity;
    let ux = -Infinity;
    let uy = -Infinity;
    for (let i = 0; i < this.m_count; ++i) {
      const v = this.m_vertices[i];
      const x = c * v.x - s * v.y + xf.p.x;
      const y = s * v.x + c * v.y + xf.p.y;
      lx = Math.min(lx, x);
      ly = Math.min(ly, y);
      ux = Math.max(ux, x);
      uy = Math.max(uy, y);
    }
    const r = this.m_radius;
    aabb.lowerBound.Set(lx - r, ly - r);
    aabb.upperBound.Set(ux + r, uy + r);
  }
}

// stand-in until b2collide has b2CircleShape.ComputeMass/ComputeAABB (issue 10)
export class b2CircleShape extends LibCircleShape implements b2Shape {
  /** C++ b2CircleShape::ComputeMass: a disc of radius m_radius at m_p. */
  ComputeMass(massData: b2MassData, density: number): void {
    const r2 = this.m_radius * this.m_radius;
    massData.mass = density * b2_pi * r2;
    massData.center.Copy(this.m_p);
    massData.I = massData.mass * (0.5 * r2 + (this.m_p.x * this.m_p.x + this.m_p.y * this.m_p.y));
  }

  ComputeAABB(aabb: b2AABB, xf: Readonly<b2Transform>, _childIndex: number): void {
    const { c, s } = xf.q;
    const px = c * this.m_p.x - s * this.m_p.y + xf.p.x;
    const py = s * this.m_p.x + c * this.m_p.y + xf.p.y;
    aabb.lowerBound.Set(px - this.m_radius, py - this.m_radius);
    aabb.upperBound.Set(px + this.m_radius, py + this.m_radius);
  }
}

// stand-in until b2collide has b2EdgeShape.ComputeMass/ComputeAABB (issue 10)
export class b2EdgeShape extends LibEdgeShape implements b2Shape {
  /** C++ b2EdgeShape::ComputeMass: no mass; the centre is the segment's midpoint. */
  ComputeMass(massData: b2MassData, _density: number): void {
    massData.mass = 0.0;
    massData.center.Set(0.5 * (this.m_vertex1.x + this.m_vertex2.x), 0.5 * (this.m_vertex1.y + this.m_vertex2.y));
    massData.I = 0.0;
  }

  ComputeAABB(aabb: b2AABB, xf: Readonly<b2Transform>, _childIndex: number): void {
    segmentAABB(aabb, xf, this.m_vertex1, this.m_vertex2, this.m_radius);
  }
}

// stand-in until b2collide has b2ChainShape.ComputeMass/ComputeAABB (issue 10)
export class b2ChainShape extends LibChainShape implements b2Shape {
  /** C++ b2ChainShape::ComputeMass: no mass, centre at the origin. */
  ComputeMass(massData: b2MassData, _density: number): void {
    massData.mass = 0.0;
    massData.center.SetZero();
    massData.I = 0.0;
  }

  /** C++ b2ChainShape::ComputeAABB: the box around child edge childIndex (the last wraps to vertex 0). */
  ComputeAABB(aabb: b2AABB, xf: Readonly<b2Transform>, childIndex: number): void {
    const i2 = childIndex + 1 === this.m_count ? 0 : childIndex + 1;
    segmentAABB(aabb, xf, this.m_vertices[childIndex], this.m_vertices[i2], this.m_radius);
  }
}

/**
 * C++ b2BroadPhase's interface over a flat list of fat boxes instead of b2DynamicTree: the same
 * fattening (b2_aabbExtension), motion prediction (b2_aabbMultiplier), move buffer and pair rules,
 * so it reports the pairs the tree would (in another order), at O(n) per moved proxy.
 */
// stand-in until b2collide has b2BroadPhase (issue 11)
export class b2BroadPhase<T> {
  static readonly e_nullProxy = -1;

  private readonly fatAABBs: b2AABB[] = [];
  private readonly userData: (T | null)[] = [];
  /** C++ b2TreeNode::moved: set when a proxy is buffered, cleared after UpdatePairs. */
  private readonly moved: boolean[] = [];
  private readonly freeIds: number[] = [];
  private readonly moveBuffer: number[] = [];
  private proxyCount = 0;
  // Scratch for MoveProxy's new fat box.
  private readonly fat = new b2AABB();

  /** Adds a proxy with `aabb` grown by b2_aabbExtension; it takes part in the next UpdatePairs. */
  CreateProxy(aabb: Readonly<b2AABB>, userData: T): number {
    const id = this.freeIds.length > 0 ? (this.freeIds.pop() as number) : this.fatAABBs.length;
    if (id === this.fatAABBs.length) {
      this.fatAABBs.push(new b2AABB());
      this.userData.push(null);
      this.moved.push(false);
    }
    const r = b2_aabbExtension;
    this.fatAABBs[id].lowerBound.Set(aabb.lowerBound.x - r, aabb.lowerBound.y - r);
    this.fatAABBs[id].upperBound.Set(aabb.upperBound.x + r, aabb.upperBound.y + r);
    this.userData[id] = userData;
    this.moved[id] = true;
    ++this.proxyCount;
    this.moveBuffer.push(id);
    return id;
  }

  DestroyProxy(proxyId: number): void {
    for (let i = 0; i < this.moveBuffer.length; ++i) {
      if (this.moveBuffer[i] === proxyId) this.moveBuffer[i] = b2BroadPhase.e_nullProxy;
    }
    this.userData[proxyId] = null;
    this.moved[proxyId] = false;
    this.freeIds.push(proxyId);
    --this.proxyCount;
  }

  /**
   * C++ b2DynamicTree::MoveProxy then BufferMove: keeps the fat box while it still holds `aabb`
   * and is not more than 4 extensions too large; otherwise makes a new one, grown by
   * b2_aabbExtension and stretched by b2_aabbMultiplier * displacement, and buffers the proxy.
   */
  MoveProxy(proxyId: number, aabb: Readonly<b2AABB>, displacement: Readonly<b2Vec2>): void {
    const r = b2_aabbExtension;
    const fat = this.fat;
    fat.lowerBound.Set(aabb.lowerBound.x - r, aabb.lowerBound.y - r);
    fat.upperBound.Set(aabb.upperBound.x + r, aabb.upperBound.y + r);
    const dx = b2_aabbMultiplier * displacement.x;
    const dy = b2_aabbMultiplier * displacement.y;
    if (dx < 0.0) fat.lowerBound.x += dx;
    else fat.upperBound.x += dx;
    if (dy < 0.0) fat.lowerBound.y += dy;
    else fat.upperBound.y += dy;

    const current = this.fatAABBs[proxyId];
    if (current.Contains(aabb)) {
      const huge = 4.0 * r;
      if (
        fat.lowerBound.x - huge <= current.lowerBound.x &&
        fat.lowerBound.y - huge <= current.lowerBound.y &&
        current.upperBound.x <= fat.upperBound.x + huge &&
        current.upperBound.y <= fat.upperBound.y + huge
      ) {
        return;
      }
    }
    current.lowerBound.Copy(fat.lowerBound);
    current.upperBound.Copy(fat.upperBound);
    this.moved[proxyId] = true;
    this.moveBuffer.push(proxyId);
  }

  TouchProxy(proxyId: number): void {
    this.moveBuffer.push(proxyId);
  }

  GetFatAABB(proxyId: number): Readonly<b2AABB> {
    return this.fatAABBs[proxyId];
  }

  GetUserData(proxyId: number): T {
    return this.userData[proxyId] as T;
  }

  TestOverlap(proxyIdA: number, proxyIdB: number): boolean {
    return overlap(this.fatAABBs[proxyIdA], this.fatAABBs[proxyIdB]);
  }

  GetProxyCount(): number {
    return this.proxyCount;
  }

  /**
   * C++ UpdatePairs: for every buffered proxy, each other live proxy whose fat box overlaps its own
   * forms a pair, except that of two moved proxies only the lower-numbered query reports it. Calls
   * `callback` once per pair with the two proxies' user data (lower proxy id first).
   */
  UpdatePairs(callback: (userDataA: T, userDataB: T) => void): void {
    const pairs: number[] = [];
    for (const queryId of this.moveBuffer) {
      if (queryId === b2BroadPhase.e_nullProxy) continue;
      const box = this.fatAABBs[queryId];
      for (let id = 0; id < this.fatAABBs.length; ++id) {
        if (id === queryId || this.userData[id] === null) continue;
        if (this.moved[id] && id > queryId) continue; // both moved: the other query reports it
        if (!overlap(box, this.fatAABBs[id])) continue;
        pairs.push(Math.min(id, queryId), Math.max(id, queryId));
      }
    }
    for (let i = 0; i < pairs.length; i += 2) {
      callback(this.userData[pairs[i]] as T, this.userData[pairs[i + 1]] as T);
    }
    for (const id of this.moveBuffer) {
      if (id !== b2BroadPhase.e_nullProxy) this.moved[id] = false;
    }
    this.moveBuffer.length = 0;
  }
}

// stand-in until b2collide exports C++'s box overload of b2TestOverlap (issue 10)
function overlap(a: Readonly<b2AABB>, b: Readonly<b2AABB>): boolean {
  if (b.lowerBound.x - a.upperBound.x > 0 || b.lowerBound.y - a.upperBound.y > 0) return false;
  return !(a.lowerBound.x - b.upperBound.x > 0 || a.lowerBound.y - b.upperBound.y > 0);
}
