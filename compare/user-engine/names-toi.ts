// b2TimeOfImpact of a user's engine that exports Box2D's names (b2TOIInput, b2TOIOutput,
// b2TimeOfImpact): proxies given the case's points with C++'s b2DistanceProxy::Set(vertices,
// count, radius) (or SetVerticesRadius, @box2d/core's name for it), sweeps written field by field.
// The iteration counters are C++'s globals b2_toiIters and b2_toiRootIters when the module exports
// them (or @box2d/core's b2Toi.iters / rootIters); without them the counts are b2collide's, so they
// are not compared, and the run says so.

import { b2collideTOIEngine } from '../toi/engine-b2collide-toi';
import { proxyData, type SweepData, type TOIPairInput, type TOIResult } from '../toi/toi-input';
import type { Engine, XY } from '../runner/types';
import { hasAll, setXY, vec, type AnyModule } from './names-shapes';

/* eslint-disable @typescript-eslint/no-explicit-any -- a user's module has no types we know */

export const TOI_NAMES = ['b2TimeOfImpact', 'b2TOIInput', 'b2TOIOutput', 'b2Vec2'] as const;

export function hasTimeOfImpact(mod: AnyModule): boolean {
  return hasAll(mod, TOI_NAMES);
}

/** The module's two TOI counters, read live (an ES module's exported `let` is a live binding). */
export function toiCounters(mod: AnyModule): (() => [number, number]) | undefined {
  if (typeof mod.b2_toiIters === 'number' && typeof mod.b2_toiRootIters === 'number') return () => [mod.b2_toiIters, mod.b2_toiRootIters];
  if (typeof mod.b2Toi?.iters === 'number' && typeof mod.b2Toi?.rootIters === 'number') return () => [mod.b2Toi.iters, mod.b2Toi.rootIters];
  return undefined;
}

function loadSweep(sweep: any, data: SweepData): void {
  setXY(sweep.localCenter, data.localCenter);
  setXY(sweep.c0, data.c0);
  setXY(sweep.c, data.c);
  sweep.a0 = data.a0;
  sweep.a = data.a;
  sweep.alpha0 = data.alpha0;
}

function setProxy(mod: AnyModule, proxy: any, points: readonly XY[], radius: number): void {
  const vertices = points.map((p) => vec(mod, p));
  if (typeof proxy.SetVerticesRadius === 'function') proxy.SetVerticesRadius(vertices, vertices.length, radius);
  else proxy.Set(vertices, vertices.length, radius);
}

export function namesTOIEngine(mod: AnyModule, name: string): Engine<TOIPairInput, TOIResult> {
  const counters = toiCounters(mod);
  return {
    name,
    run(data) {
      const input = new mod.b2TOIInput();
      const output = new mod.b2TOIOutput();
      const a = proxyData(data.shapeA);
      const b = proxyData(data.shapeB);
      setProxy(mod, input.proxyA, a.points, a.radius);
      setProxy(mod, input.proxyB, b.points, b.radius);
      loadSweep(input.sweepA, data.sweepA);
      loadSweep(input.sweepB, data.sweepB);
      input.tMax = data.tMax;
      const before = counters?.();
      mod.b2TimeOfImpact(output, input);
      const state = Number(output.state);
      let iterations: number;
      let rootIterations: number;
      if (counters !== undefined && before !== undefined) {
        const after = counters();
        iterations = after[0] - before[0];
        rootIterations = after[1] - before[1];
      } else {
        const ref = b2collideTOIEngine.run(data);
        iterations = ref.iterations;
        rootIterations = ref.rootIterations;
      }
      return { state, t: output.t, iterations, rootIterations, pointCount: state === 3 ? 1 : 0 };
    },
  };
}
