// Timed runners for the two shape queries b2collide shares with its peers, b2TestOverlap and
// b2Distance (GJK, cold cache: the cache is cleared before every call, as for a new contact), on
// the polygon pairs and visit sequence of the scale bench. box2d-wasm binds neither function, so
// it has no row. Loops written out per engine, as in runners.ts.

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planckEsm from 'planck';
import type { PolygonPair } from '../pair_types';
import type { Runner } from '../adapters/adapter_types';
import { b2Polygon, b2Xf, box2dcorePolygon, box2dcoreXf, plPolygon, plXf, type Planck } from '../adapters/engine_shapes';
import { planckUmd, type ScaleRunner } from './runners';

export type Query = 'overlap' | 'distance';

function b2collideQuery(query: Query, pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const shapesA = pairs.map((p) => b2Polygon(p.a));
  const shapesB = pairs.map((p) => b2Polygon(p.b));
  const xfsA = pairs.map((p) => b2Xf(p.xfA));
  const xfsB = pairs.map((p) => b2Xf(p.xfB));
  const n = visits.length;
  if (query === 'overlap') {
    const one = (i: number) => (b2.b2TestOverlap(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i]) ? 1 : 0);
    return {
      pass() {
        let sum = 0;
        for (let k = 0; k < n; ++k) {
          const i = visits[k];
          if (b2.b2TestOverlap(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i])) ++sum;
        }
        return sum;
      },
      one,
    };
  }
  const inputs = pairs.map((_, i) => {
    const input = new b2.b2DistanceInput();
    input.proxyA.Set(shapesA[i], 0);
    input.proxyB.Set(shapesB[i], 0);
    input.transformA.Copy(xfsA[i]);
    input.transformB.Copy(xfsB[i]);
    input.useRadii = true;
    return input;
  });
  const output = new b2.b2DistanceOutput();
  const cache = new b2.b2SimplexCache();
  return {
    pass() {
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        cache.count = 0;
        b2.b2Distance(output, cache, inputs[visits[k]]);
        sum += output.iterations;
      }
      return sum;
    },
    one(i) {
      cache.count = 0;
      b2.b2Distance(output, cache, inputs[i]);
      return output.iterations;
    },
  };
}

function planckEsmQuery(query: Query, pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  return planckQuery(planckEsm, query, pairs, visits);
}
function planckUmdQuery(query: Query, pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  return planckQuery(planckUmd, query, pairs, visits);
}

// Called once per planck build, so each build gets its own closures (and call-site feedback).
function planckQuery(pl: Planck, query: Query, pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const shapesA = pairs.map((p) => plPolygon(p.a, pl));
  const shapesB = pairs.map((p) => plPolygon(p.b, pl));
  const xfsA = pairs.map((p) => plXf(p.xfA, pl));
  const xfsB = pairs.map((p) => plXf(p.xfB, pl));
  const n = visits.length;
  if (query === 'overlap') {
    const test = pl.testOverlap;
    return {
      pass() {
        let sum = 0;
        for (let k = 0; k < n; ++k) {
          const i = visits[k];
          if (test(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i])) ++sum;
        }
        return sum;
      },
      one: (i) => (test(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i]) ? 1 : 0),
    };
  }
  const inputs = pairs.map((_, i) => {
    const input = new pl.DistanceInput();
    input.proxyA.set(shapesA[i], 0);
    input.proxyB.set(shapesB[i], 0);
    input.transformA.setTransform(xfsA[i]);
    input.transformB.setTransform(xfsB[i]);
    input.useRadii = true;
    return input;
  });
  const output = new pl.DistanceOutput();
  const cache = new pl.SimplexCache();
  const distance = pl.Distance;
  return {
    pass() {
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        cache.count = 0;
        distance(output, cache, inputs[visits[k]]);
        sum += output.iterations;
      }
      return sum;
    },
    one(i) {
      cache.count = 0;
      distance(output, cache, inputs[i]);
      return output.iterations;
    },
  };
}

function box2dCoreQuery(query: Query, pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const shapesA = pairs.map((p) => box2dcorePolygon(p.a));
  const shapesB = pairs.map((p) => box2dcorePolygon(p.b));
  const xfsA = pairs.map((p) => box2dcoreXf(p.xfA));
  const xfsB = pairs.map((p) => box2dcoreXf(p.xfB));
  const n = visits.length;
  if (query === 'overlap') {
    return {
      pass() {
        let sum = 0;
        for (let k = 0; k < n; ++k) {
          const i = visits[k];
          if (core.b2TestOverlap(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i])) ++sum;
        }
        return sum;
      },
      one: (i) => (core.b2TestOverlap(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i]) ? 1 : 0),
    };
  }
  const inputs = pairs.map((_, i) => {
    const input = new core.b2DistanceInput();
    input.proxyA.SetShape(shapesA[i], 0);
    input.proxyB.SetShape(shapesB[i], 0);
    input.transformA.Copy(xfsA[i]);
    input.transformB.Copy(xfsB[i]);
    input.useRadii = true;
    return input;
  });
  const output = new core.b2DistanceOutput();
  const cache = new core.b2SimplexCache();
  return {
    pass() {
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        cache.count = 0;
        core.b2Distance(output, cache, inputs[visits[k]]);
        sum += output.iterations;
      }
      return sum;
    },
    one(i) {
      cache.count = 0;
      core.b2Distance(output, cache, inputs[i]);
      return output.iterations;
    },
  };
}

/** The query engines in interleaving order, b2collide first (no box2d-wasm: it binds neither query). */
export const QUERY_ENGINES = ['b2collide', 'planck ESM', 'planck UMD', '@box2d/core'] as const;

export function queryRunners(query: Query, pairs: readonly PolygonPair[], visits: Int32Array): ScaleRunner[] {
  return [
    { engine: QUERY_ENGINES[0], runner: b2collideQuery(query, pairs, visits) },
    { engine: QUERY_ENGINES[1], runner: planckEsmQuery(query, pairs, visits) },
    { engine: QUERY_ENGINES[2], runner: planckUmdQuery(query, pairs, visits) },
    { engine: QUERY_ENGINES[3], runner: box2dCoreQuery(query, pairs, visits) },
  ];
}
