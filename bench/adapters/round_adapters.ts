// Circle and edge adapters for bench/round_main.ts: b2collide, planck, @box2d/core and box2d-wasm
// each get the identical centres, radii, vertices, normals and (s, c) rotations. A family holds one
// kind of pair, and each (engine, kind) has its own pass() literal, so every call site in a timed
// loop sees exactly one collide function (see the header of polygon_polygon.ts for why).
//
// planck 1.5.0 has Box2D v2.3's edge collision (no one-sided edges; ghost vertices through
// m_hasVertex0/m_hasVertex3), so its edge times are for a different algorithm; its point counts
// differ where v2.4.1's one-sided rules apply.

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planck from 'planck';
import type { Box2DWasm } from '../../compare/engines/box2d-wasm';
import { ofKind, type RoundKind, type RoundPair } from '../round_pairs';
import type { Adapter, Runner } from './adapter_types';
import { b2Circle, b2Edge, b2Polygon, b2Xf, box2dcoreCircle, box2dcoreEdge, box2dcorePolygon, box2dcoreXf, plCircle, plEdge, plPolygon, plXf } from './engine_shapes';
import { wasmBuilder, wasmManifold } from './wasm_shapes';

// ---- b2collide -----------------------------------------------------------------------------

function b2collideRunner(kind: RoundKind, pairs: readonly RoundPair[]): Runner {
  const m = new b2.b2Manifold();
  const xa = pairs.map((p) => b2Xf(p.xfA));
  const xb = pairs.map((p) => b2Xf(p.xfB));
  const n = pairs.length;
  switch (kind) {
    case 'circle-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => b2Circle(p.a));
      const b = ps.map((p) => b2Circle(p.b));
      const one = (i: number) => (b2.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'polygon-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => b2Polygon(p.a));
      const b = ps.map((p) => b2Circle(p.b));
      const one = (i: number) => (b2.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => b2Edge(p.a));
      const b = ps.map((p) => b2Circle(p.b));
      const one = (i: number) => (b2.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-polygon': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => b2Edge(p.a));
      const b = ps.map((p) => b2Polygon(p.b));
      const one = (i: number) => (b2.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
  }
}

// ---- planck -----------------------------------------------------------------------------

function planckRunner(kind: RoundKind, pairs: readonly RoundPair[]): Runner {
  const m = new planck.Manifold();
  const xa = pairs.map((p) => plXf(p.xfA));
  const xb = pairs.map((p) => plXf(p.xfB));
  const n = pairs.length;
  switch (kind) {
    case 'circle-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => plCircle(p.a));
      const b = ps.map((p) => plCircle(p.b));
      const one = (i: number) => (planck.CollideCircles(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollideCircles(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'polygon-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => plPolygon(p.a));
      const b = ps.map((p) => plCircle(p.b));
      const one = (i: number) => (planck.CollidePolygonCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollidePolygonCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => plEdge(p.a));
      const b = ps.map((p) => plCircle(p.b));
      const one = (i: number) => (planck.CollideEdgeCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollideEdgeCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-polygon': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => plEdge(p.a));
      const b = ps.map((p) => plPolygon(p.b));
      const one = (i: number) => (planck.CollideEdgePolygon(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollideEdgePolygon(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
  }
}

// ---- @box2d/core ---------------------------------------------------------------------------

function box2dcoreRunner(kind: RoundKind, pairs: readonly RoundPair[]): Runner {
  const m = new core.b2Manifold();
  const xa = pairs.map((p) => box2dcoreXf(p.xfA));
  const xb = pairs.map((p) => box2dcoreXf(p.xfB));
  const n = pairs.length;
  switch (kind) {
    case 'circle-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => box2dcoreCircle(p.a));
      const b = ps.map((p) => box2dcoreCircle(p.b));
      const one = (i: number) => (core.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'polygon-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => box2dcorePolygon(p.a));
      const b = ps.map((p) => box2dcoreCircle(p.b));
      const one = (i: number) => (core.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-circle': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => box2dcoreEdge(p.a));
      const b = ps.map((p) => box2dcoreCircle(p.b));
      const one = (i: number) => (core.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-polygon': {
      const ps = ofKind(pairs, kind);
      const a = ps.map((p) => box2dcoreEdge(p.a));
      const b = ps.map((p) => box2dcorePolygon(p.b));
      const one = (i: number) => (core.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
  }
}

// ---- box2d-wasm ----------------------------------------------------------------------------
// Shapes, transforms and the manifold live on the wasm heap, built once per family (kept for the
// process); the loops pass raw pointers and read pointCount from HEAP32, so a call costs one
// JS->wasm transition plus the C++. `collide` is read off the module once per runner, outside the
// loops. The heap view is re-read at each pass: building a later family may have grown the memory.

function box2dWasmRunner(box2d: Box2DWasm, kind: RoundKind, pairs: readonly RoundPair[]): Runner {
  const build = wasmBuilder(box2d);
  const { pointer: m, pointCountIndex: c } = wasmManifold(box2d);
  try {
    const xa = Int32Array.from(pairs, (p) => build.xf(p.xfA));
    const xb = Int32Array.from(pairs, (p) => build.xf(p.xfB));
    const n = pairs.length;
    switch (kind) {
      case 'circle-circle': {
        const ps = ofKind(pairs, kind);
        const a = Int32Array.from(ps, (p) => build.circle(p.a));
        const b = Int32Array.from(ps, (p) => build.circle(p.b));
        const collide = box2d.b2CollideCircles;
        const one = (i: number) => (collide(m, a[i], xa[i], b[i], xb[i]), box2d.HEAP32[c]);
        return { one, pass() { const h = box2d.HEAP32; let s = 0; for (let i = 0; i < n; ++i) { collide(m, a[i], xa[i], b[i], xb[i]); s += h[c]; } return s; } };
      }
      case 'polygon-circle': {
        const ps = ofKind(pairs, kind);
        const a = Int32Array.from(ps, (p) => build.polygon(p.a));
        const b = Int32Array.from(ps, (p) => build.circle(p.b));
        const collide = box2d.b2CollidePolygonAndCircle;
        const one = (i: number) => (collide(m, a[i], xa[i], b[i], xb[i]), box2d.HEAP32[c]);
        return { one, pass() { const h = box2d.HEAP32; let s = 0; for (let i = 0; i < n; ++i) { collide(m, a[i], xa[i], b[i], xb[i]); s += h[c]; } return s; } };
      }
      case 'edge-circle': {
        const ps = ofKind(pairs, kind);
        const a = Int32Array.from(ps, (p) => build.edge(p.a));
        const b = Int32Array.from(ps, (p) => build.circle(p.b));
        const collide = box2d.b2CollideEdgeAndCircle;
        const one = (i: number) => (collide(m, a[i], xa[i], b[i], xb[i]), box2d.HEAP32[c]);
        return { one, pass() { const h = box2d.HEAP32; let s = 0; for (let i = 0; i < n; ++i) { collide(m, a[i], xa[i], b[i], xb[i]); s += h[c]; } return s; } };
      }
      case 'edge-polygon': {
        const ps = ofKind(pairs, kind);
        const a = Int32Array.from(ps, (p) => build.edge(p.a));
        const b = Int32Array.from(ps, (p) => build.polygon(p.b));
        const collide = box2d.b2CollideEdgeAndPolygon;
        const one = (i: number) => (collide(m, a[i], xa[i], b[i], xb[i]), box2d.HEAP32[c]);
        return { one, pass() { const h = box2d.HEAP32; let s = 0; for (let i = 0; i < n; ++i) { collide(m, a[i], xa[i], b[i], xb[i]); s += h[c]; } return s; } };
      }
    }
  } finally {
    build.free();
  }
}

/** The engines in the order the bench interleaves them, b2collide first; each prepares one kind. */
export function roundAdapters(kind: RoundKind, box2d: Box2DWasm): Adapter<RoundPair>[] {
  return [
    { engine: 'b2collide', prepare: (pairs) => b2collideRunner(kind, pairs) },
    { engine: 'planck', prepare: (pairs) => planckRunner(kind, pairs) },
    { engine: '@box2d/core', prepare: (pairs) => box2dcoreRunner(kind, pairs) },
    { engine: 'box2d-wasm', prepare: (pairs) => box2dWasmRunner(box2d, kind, pairs) },
  ];
}
