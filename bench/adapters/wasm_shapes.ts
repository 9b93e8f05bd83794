// box2d-wasm's shapes, transforms and manifold for both benches, built from the same plain
// numbers the other engines get (engine_shapes.ts) and handed back as raw heap pointers, so a timed
// loop passes plain integers to the binding. Nothing here runs inside a timed loop. The wasm build
// stores float32, so every injected number rounds once on the way in (as the C++ would on a float).

import { injectWasmPolygon, type Box2DWasm } from '../../compare/engines/box2d-wasm';
import type { PolygonData } from '../../compare/case/shapes';
import type { PoseData } from '../pair_types';
import type { CircleData, EdgeData } from '../round_pairs';

/** Builders of wasm objects; the objects themselves live for the whole process. */
export interface WasmBuilder {
  circle(d: CircleData): number;
  polygon(d: PolygonData): number;
  edge(d: EdgeData): number;
  xf(d: PoseData): number;
  /** Frees the builder's scratch vectors and rotation (not the objects it built). */
  free(): void;
}

export function wasmBuilder(box2d: Box2DWasm): WasmBuilder {
  // SetOneSided takes four b2Vec2 (it copies them), so keep four scratch vectors.
  const v = [0, 1, 2, 3].map(() => new box2d.b2Vec2(0, 0));
  const rot = new box2d.b2Rot(0);
  return {
    circle(d) {
      const s = new box2d.b2CircleShape();
      v[0].Set(d.x, d.y);
      s.set_m_p(v[0]);
      s.set_m_radius(d.radius);
      return box2d.getPointer(s);
    },
    polygon(d) {
      const s = new box2d.b2PolygonShape();
      injectWasmPolygon(s, d);
      return box2d.getPointer(s);
    },
    edge(d) {
      const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
      const e = new box2d.b2EdgeShape();
      v[0].Set(x0, y0);
      v[1].Set(x1, y1);
      v[2].Set(x2, y2);
      v[3].Set(x3, y3);
      if (d.oneSided) e.SetOneSided(v[0], v[1], v[2], v[3]);
      else e.SetTwoSided(v[1], v[2]);
      return box2d.getPointer(e);
    },
    xf(d) {
      const xf = new box2d.b2Transform();
      v[0].Set(d.px, d.py);
      xf.set_p(v[0]);
      rot.set_s(d.s);
      rot.set_c(d.c);
      xf.set_q(rot);
      return box2d.getPointer(xf);
    },
    free() {
      for (const x of v) box2d.destroy(x);
      box2d.destroy(rot);
    },
  };
}

/** b2Manifold's byte layout in the wasm build: 2 points of 20 bytes, two b2Vec2, type, pointCount. */
const pointCountOffset = 2 * 20 + 8 + 8 + 4;

/** A wasm b2Manifold (kept for the process) and the HEAP32 index of its pointCount, checked once. */
export function wasmManifold(box2d: Box2DWasm): { pointer: number; pointCountIndex: number } {
  const manifold = new box2d.b2Manifold();
  const pointer = box2d.getPointer(manifold);
  const pointCountIndex = (pointer + pointCountOffset) >> 2;
  manifold.set_pointCount(7);
  if (box2d.HEAP32[pointCountIndex] !== 7) throw new Error('box2d-wasm: b2Manifold.pointCount is not where the bench expects it');
  return { pointer, pointCountIndex };
}
