// b2collide's b2TimeOfImpact behind the Engine interface: the reference of pair types toi and toi-core.

import {
  b2TOIInput,
  b2TOIOutput,
  b2TimeOfImpact,
  b2Vec2,
  b2_toiIters,
  b2_toiRootIters,
  type b2Sweep,
} from 'b2collide';
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

/** Builds a b2collide input for the case (its proxies hold fresh vertex arrays). */
export function b2collideTOIInput(data: TOIPairInput): b2TOIInput {
  const input = new b2TOIInput();
  const a = proxyData(data.shapeA);
  const b = proxyData(data.shapeB);
  input.proxyA.Set(a.points.map(([x, y]) => new b2Vec2(x, y)), a.points.length, a.radius);
  input.proxyB.Set(b.points.map(([x, y]) => new b2Vec2(x, y)), b.points.length, b.radius);
  loadSweep(input.sweepA, data.sweepA);
  loadSweep(input.sweepB, data.sweepB);
  input.tMax = data.tMax;
  return input;
}

const output = new b2TOIOutput();

export const b2collideTOIEngine: Engine<TOIPairInput, TOIResult> = {
  name: 'b2collide',
  run(data) {
    const input = b2collideTOIInput(data);
    const iters = b2_toiIters;
    const rootIters = b2_toiRootIters;
    b2TimeOfImpact(output, input);
    return { state: output.state, t: output.t, iterations: b2_toiIters - iters, rootIterations: b2_toiRootIters - rootIters, pointCount: output.state === 3 ? 1 : 0 };
  },
};
