// One corpus of library calls whose results depend on sin/cos (and on everything downstream of a
// rotation): b2Rot.Set and GetAngle, SetAsBox with an angle, b2CollidePolygons and the world
// manifold of rotated polygons, b2TimeOfImpact of spinning shapes, b2Distance of rotated shapes with
// a warm cache. runCorpus(lib) gives every output number, per category, as a Float64Array; the
// cross-engine test runs it in Node, Chromium and Firefox, for both builds, and compares the bits.
// The inputs come from compare/runner/rng (integer arithmetic and IEEE + - * /, the same in every
// engine), so every engine sees the same inputs.

import type * as B2 from '../../src/index';
import { Rng } from '../../compare/runner/rng';

/** What runCorpus needs of a build: the float64 one (b2collide) or the float32 one (b2collide/f32). */
export type CorpusLib = typeof B2;

/** How many calls of each kind (kept small enough for a browser page to finish in seconds). */
export const CORPUS_SIZES = { rotations: 10000, boxes: 2000, polygons: 8000, toi: 1500, distance: 4000 } as const;

export interface CorpusCategory {
  name: keyof typeof CORPUS_SIZES;
  values: Float64Array;
}

/** A growing list of output numbers. */
class Out {
  private data = new Float64Array(1024);
  length = 0;
  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }
  done(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

/** A random convex polygon: a box, a rotated off-centre box, or the hull of 3 to 8 random points. */
function randomPolygon(lib: CorpusLib, rng: Rng): B2.b2PolygonShape {
  const shape = new lib.b2PolygonShape();
  const kind = rng.int(0, 2);
  if (kind === 0) return shape.SetAsBox(rng.range(0.1, 2), rng.range(0.1, 2));
  if (kind === 1) return shape.SetAsBox(rng.range(0.1, 2), rng.range(0.1, 2), new lib.b2Vec2(rng.range(-1, 1), rng.range(-1, 1)), rng.range(-7, 7));
  for (;;) {
    const points: B2.b2Vec2[] = [];
    const n = rng.int(3, 8);
    for (let i = 0; i < n; ++i) points.push(new lib.b2Vec2(rng.range(-1.5, 1.5), rng.range(-1.5, 1.5)));
    try {
      return shape.Set(points);
    } catch {
      // Points with no hull of area: draw again (the same draws in every engine).
    }
  }
}

function rotations(lib: CorpusLib, rng: Rng, out: Out): void {
  const q = new lib.b2Rot();
  for (let i = 0; i < CORPUS_SIZES.rotations; ++i) {
    const scale = [1, 4, 100, 1e5, 1e9][i % 5];
    q.Set(rng.range(-scale, scale));
    out.push(q.s);
    out.push(q.c);
    out.push(q.GetAngle());
  }
}

function boxes(lib: CorpusLib, rng: Rng, out: Out): void {
  const shape = new lib.b2PolygonShape();
  for (let i = 0; i < CORPUS_SIZES.boxes; ++i) {
    shape.SetAsBox(rng.range(0.05, 3), rng.range(0.05, 3), new lib.b2Vec2(rng.range(-5, 5), rng.range(-5, 5)), rng.range(-20, 20));
    for (let k = 0; k < 4; ++k) {
      out.push(shape.m_vertices[k].x);
      out.push(shape.m_vertices[k].y);
      out.push(shape.m_normals[k].x);
      out.push(shape.m_normals[k].y);
    }
    out.push(shape.m_centroid.x);
    out.push(shape.m_centroid.y);
  }
}

function pushManifold(m: B2.b2Manifold, out: Out): void {
  out.push(m.type);
  out.push(m.pointCount);
  out.push(m.localNormal.x);
  out.push(m.localNormal.y);
  out.push(m.localPoint.x);
  out.push(m.localPoint.y);
  for (let k = 0; k < m.pointCount; ++k) {
    out.push(m.points[k].localPoint.x);
    out.push(m.points[k].localPoint.y);
    out.push(m.points[k].id.key);
  }
}

function polygons(lib: CorpusLib, rng: Rng, out: Out): void {
  const m = new lib.b2Manifold();
  const wm = new lib.b2WorldManifold();
  const xfA = new lib.b2Transform();
  const xfB = new lib.b2Transform();
  for (let i = 0; i < CORPUS_SIZES.polygons; ++i) {
    const a = randomPolygon(lib, rng);
    const b = randomPolygon(lib, rng);
    xfA.Set(new lib.b2Vec2(rng.range(-2, 2), rng.range(-2, 2)), rng.range(-7, 7));
    xfB.Set(new lib.b2Vec2(rng.range(-2, 2), rng.range(-2, 2)), rng.range(-7, 7));
    lib.b2CollidePolygons(m, a, xfA, b, xfB);
    pushManifold(m, out);
    if (m.pointCount > 0) {
      wm.Initialize(m, xfA, a.m_radius, xfB, b.m_radius);
      out.push(wm.normal.x);
      out.push(wm.normal.y);
      for (let k = 0; k < m.pointCount; ++k) {
        out.push(wm.points[k].x);
        out.push(wm.points[k].y);
        out.push(wm.separations[k]);
      }
    }
  }
}

function toi(lib: CorpusLib, rng: Rng, out: Out): void {
  const input = new lib.b2TOIInput();
  const output = new lib.b2TOIOutput();
  for (let i = 0; i < CORPUS_SIZES.toi; ++i) {
    input.proxyA.Set(randomPolygon(lib, rng), 0);
    input.proxyB.Set(randomPolygon(lib, rng), 0);
    for (const sweep of [input.sweepA, input.sweepB]) {
      sweep.localCenter.Set(rng.range(-0.5, 0.5), rng.range(-0.5, 0.5));
      sweep.c0.Set(rng.range(-6, 6), rng.range(-6, 6));
      sweep.c.Set(rng.range(-6, 6), rng.range(-6, 6));
      sweep.a0 = rng.range(-4, 4);
      sweep.a = sweep.a0 + rng.range(-12, 12);
      sweep.alpha0 = 0;
    }
    input.tMax = 1;
    lib.b2TimeOfImpact(output, input);
    out.push(output.state);
    out.push(output.t);
  }
}

function distance(lib: CorpusLib, rng: Rng, out: Out): void {
  const input = new lib.b2DistanceInput();
  const output = new lib.b2DistanceOutput();
  const cache = new lib.b2SimplexCache();
  for (let i = 0; i < CORPUS_SIZES.distance; ++i) {
    input.proxyA.Set(randomPolygon(lib, rng), 0);
    input.proxyB.Set(randomPolygon(lib, rng), 0);
    input.useRadii = rng.chance(0.5);
    const ax = rng.range(-3, 3);
    const ay = rng.range(-3, 3);
    const angleA = rng.range(-7, 7);
    input.transformA.Set(new lib.b2Vec2(ax, ay), angleA);
    input.transformB.Set(new lib.b2Vec2(rng.range(-3, 3), rng.range(-3, 3)), rng.range(-7, 7));
    cache.count = 0;
    for (let step = 0; step < 2; ++step) {
      // Cold, then warm from the first call's cache after a small turn of A.
      if (step === 1) input.transformA.Set(new lib.b2Vec2(ax, ay), angleA + 0.01);
      lib.b2Distance(output, cache, input);
      out.push(output.pointA.x);
      out.push(output.pointA.y);
      out.push(output.pointB.x);
      out.push(output.pointB.y);
      out.push(output.distance);
      out.push(output.iterations);
      out.push(cache.count);
      out.push(cache.metric);
      for (let k = 0; k < cache.count; ++k) {
        out.push(cache.indexA[k]);
        out.push(cache.indexB[k]);
      }
    }
  }
}

/** Runs the corpus on one build; equal seeds give equal inputs everywhere. */
export function runCorpus(lib: CorpusLib, seed = 20261127): CorpusCategory[] {
  const run = (name: keyof typeof CORPUS_SIZES, fn: (lib: CorpusLib, rng: Rng, out: Out) => void, stream: number): CorpusCategory => {
    const out = new Out();
    fn(lib, new Rng(seed, stream), out);
    return { name, values: out.done() };
  };
  return [
    run('rotations', rotations, 1),
    run('boxes', boxes, 2),
    run('polygons', polygons, 3),
    run('toi', toi, 4),
    run('distance', distance, 5),
  ];
}

/**
 * Not the library: this engine's own Math.sin and Math.cos of 10,000 angles in [-100, 100], to show
 * how many of their bits differ between engines (what the library no longer depends on).
 */
export function mathControl(seed = 20261127): CorpusCategory {
  const rng = new Rng(seed, 99);
  const values = new Float64Array(20000);
  for (let i = 0; i < values.length; i += 2) {
    const angle = rng.range(-100, 100);
    values[i] = Math.sin(angle);
    values[i + 1] = Math.cos(angle);
  }
  return { name: 'rotations', values };
}

/** The corpus output of both builds as one byte string per build and category (base64 of the doubles). */
export function encodeCategories(categories: readonly CorpusCategory[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of categories) {
    const bytes = new Uint8Array(c.values.buffer, c.values.byteOffset, c.values.byteLength);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    out[c.name] = btoa(binary);
  }
  return out;
}
