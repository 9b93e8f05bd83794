// The part of phaser-box2d 1.1.0 (dist/PhaserBox2D.js, which ships no types) the v3 pair type
// uses: v3.0's structs and colliders with phaser's field layout. Written from its exports.

declare module 'phaser-box2d/dist/PhaserBox2D.js' {
  export class b2Vec2 {
    constructor(x?: number, y?: number);
    x: number;
    y: number;
  }
  export class b2Rot {
    constructor(c?: number, s?: number);
    c: number;
    s: number;
  }
  export class b2Transform {
    constructor(p?: b2Vec2 | null, q?: b2Rot | null);
    p: b2Vec2;
    q: b2Rot;
  }
  export class b2Circle {
    constructor(center?: b2Vec2 | null, radius?: number);
    center: b2Vec2;
    radius: number;
  }
  export class b2Capsule {
    center1: b2Vec2;
    center2: b2Vec2;
    radius: number;
  }
  export class b2Segment {
    constructor(point1?: b2Vec2 | null, point2?: b2Vec2 | null);
    point1: b2Vec2;
    point2: b2Vec2;
  }
  export class b2ChainSegment {
    ghost1: b2Vec2;
    segment: b2Segment;
    ghost2: b2Vec2;
  }
  export class b2Polygon {
    constructor(vertices?: number);
    vertices: b2Vec2[];
    normals: b2Vec2[];
    centroid: b2Vec2;
    radius: number;
    count: number;
  }
  export class b2DistanceCache {
    count: number;
    indexA: number[];
    indexB: number[];
  }
  export interface b2ManifoldPoint {
    pointX: number;
    pointY: number;
    anchorAX: number;
    anchorAY: number;
    anchorBX: number;
    anchorBY: number;
    separation: number;
    id: number;
  }
  export class b2Manifold {
    points: b2ManifoldPoint[];
    normalX: number;
    normalY: number;
    pointCount: number;
  }
  export class b2DistanceProxy {
    constructor(points?: b2Vec2[], count?: number | null, radius?: number);
    points: b2Vec2[];
    count: number;
    radius: number;
  }
  export class b2DistanceInput {
    proxyA: b2DistanceProxy;
    proxyB: b2DistanceProxy;
    transformA: b2Transform;
    transformB: b2Transform;
    useRadii: boolean;
  }
  export interface b2DistanceOutput {
    pointA: b2Vec2;
    pointB: b2Vec2;
    distance: number;
    iterations: number;
    simplexCount: number;
  }
  export function b2ShapeDistance(cache: b2DistanceCache, input: b2DistanceInput, simplexes: null, simplexCapacity: number): b2DistanceOutput;
}
