// A fingerprint of one family's manifolds in the float32 twin: each distinct pair collided once, in
// pair order, its pointCount, normal and each point's anchorA, anchorB, separation and id folded
// into a 32-bit FNV-1a hash of their float32 bits. A native build of Box2D v3.1.1 that computes the
// same hash on the exported corpus (v3_main.ts --export-corpus) shows that it timed the same work,
// bit for bit.

import type { V3Family, V3Pair } from './corpus';
import type { V3Lib } from './lib';
import { v3Shapes } from './v3_shapes';

const word = new Float32Array(1);
const wordBits = new Uint32Array(word.buffer);

/** FNV-1a over 32-bit words, byte by byte (little-endian), as a C driver computes it. */
class Fnv {
  hash = 0x811c9dc5;
  int(v: number): void {
    for (let k = 0; k < 4; ++k) {
      this.hash ^= (v >>> (8 * k)) & 0xff;
      this.hash = Math.imul(this.hash, 0x01000193) >>> 0;
    }
  }
  float(x: number): void {
    word[0] = x;
    this.int(wordBits[0]);
  }
}

type Manifold = InstanceType<V3Lib['b2Manifold']>;

/** The family's fingerprint and its point sum over one pass in visit order. */
export function manifoldFingerprint(lib: V3Lib, family: V3Family, pairs: readonly V3Pair[], visits: Int32Array): { checksum: number; pointSum: number } {
  const make = v3Shapes(lib);
  const m = new lib.b2Manifold();
  const collide = (i: number): Manifold => {
    const p = pairs[i];
    const xfA = make.xf(p.xfA);
    const xfB = make.xf(p.xfB);
    switch (family) {
      case 'polygons':
        return lib.b2CollidePolygons(m, make.polygon(p.a), xfA, make.polygon(p.b), xfB);
      case 'capsules':
        return lib.b2CollideCapsules(m, make.capsule(p.a), xfA, make.capsule(p.b), xfB);
      case 'polygon-circle':
        return lib.b2CollidePolygonAndCircle(m, make.polygon(p.a), xfA, make.circle(p.b), xfB);
      case 'segment-polygon':
        return lib.b2CollideSegmentAndPolygon(m, make.segment(p.a), xfA, make.polygon(p.b), xfB);
    }
  };
  const fnv = new Fnv();
  const counts = new Int32Array(pairs.length);
  for (let i = 0; i < pairs.length; ++i) {
    const r = collide(i);
    counts[i] = r.pointCount;
    fnv.int(r.pointCount);
    fnv.float(r.normal.x);
    fnv.float(r.normal.y);
    for (let k = 0; k < r.pointCount; ++k) {
      const mp = r.points[k];
      fnv.float(mp.anchorA.x);
      fnv.float(mp.anchorA.y);
      fnv.float(mp.anchorB.x);
      fnv.float(mp.anchorB.y);
      fnv.float(mp.separation);
      fnv.int(mp.id);
    }
  }
  let pointSum = 0;
  for (let k = 0; k < visits.length; ++k) pointSum += counts[visits[k]];
  return { checksum: fnv.hash, pointSum };
}
