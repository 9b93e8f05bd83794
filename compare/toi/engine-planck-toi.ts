// planck 1.5.0's TimeOfImpact behind the Engine interface (the peer of pair type toi). Its
// proxies take the case's points through setVertices, its sweeps the case's fields; a fresh input
// per case, because planck normalizes the input sweeps in place.

import { TOIInput, TOIOutput, TimeOfImpact, Vec2, stats, type Sweep } from 'planck';
import type { Engine } from '../runner/types';
import { proxyData, type SweepData, type TOIPairInput, type TOIResult } from './toi-input';

function loadSweep(sweep: Sweep, data: SweepData): void {
  sweep.localCenter = new Vec2(data.localCenter[0], data.localCenter[1]);
  sweep.c0 = new Vec2(data.c0[0], data.c0[1]);
  sweep.c = new Vec2(data.c[0], data.c[1]);
  sweep.a0 = data.a0;
  sweep.a = data.a;
  sweep.alpha0 = data.alpha0;
}

export const planckTOIEngine: Engine<TOIPairInput, TOIResult> = {
  name: 'planck 1.5.0',
  run(data) {
    const input = new TOIInput();
    const a = proxyData(data.shapeA);
    const b = proxyData(data.shapeB);
    input.proxyA.setVertices(a.points.map(([x, y]) => new Vec2(x, y)), a.points.length, a.radius);
    input.proxyB.setVertices(b.points.map(([x, y]) => new Vec2(x, y)), b.points.length, b.radius);
    loadSweep(input.sweepA, data.sweepA);
    loadSweep(input.sweepB, data.sweepB);
    input.tMax = data.tMax;
    const output = new TOIOutput();
    const iters = stats.toiIters;
    const rootIters = stats.toiRootIters;
    TimeOfImpact(output, input);
    return { state: output.state, t: output.t, iterations: stats.toiIters - iters, rootIterations: stats.toiRootIters - rootIters, pointCount: output.state === 3 ? 1 : 0 };
  },
};
