// @box2d/core 0.11.0's b2TimeOfImpact behind the Engine interface (the peer of pair type toi-core).
// Its proxies take the case's points through SetVerticesRadius, its sweeps the case's fields.

import { b2TOIInput, b2TOIOutput, b2TimeOfImpact, b2Toi, b2Vec2, type b2Sweep } from '@box2d/core';
import type { Engine } from '../runner/types';
import { proxyData, type SweepData, type TOIPairInput, type TOIResult } from './toi-input';

function loadSweep(sweep: b2Sweep, data: SweepData): void {
  sweep.localCenter.Set(data.localCenter[0], data.localCenter[1]);
  sweep.c0.Set(data.c0[0], data.c0[1]);
  sweep.c.Set(data.c[0], data.c[1]);
  sweep.a0 = data.a0;
  sweep.a = data.a;
  sweep.alpha0 = data.alpha0;
}

const output = new b2TOIOutput();

export const box2dCoreTOIEngine: Engine<TOIPairInput, TOIResult> = {
  name: '@box2d/core 0.11.0',
  run(data) {
    const input = new b2TOIInput();
    const a = proxyData(data.shapeA);
    const b = proxyData(data.shapeB);
    input.proxyA.SetVerticesRadius(a.points.map(([x, y]) => new b2Vec2(x, y)), a.points.length, a.radius);
    input.proxyB.SetVerticesRadius(b.points.map(([x, y]) => new b2Vec2(x, y)), b.points.length, b.radius);
    loadSweep(input.sweepA, data.sweepA);
    loadSweep(input.sweepB, data.sweepB);
    input.tMax = data.tMax;
    const iters = b2Toi.iters;
    const rootIters = b2Toi.rootIters;
    b2TimeOfImpact(output, input);
    return { state: output.state, t: output.t, iterations: b2Toi.iters - iters, rootIterations: b2Toi.rootIters - rootIters, pointCount: output.state === 3 ? 1 : 0 };
  },
};
