// Every engine's answer for the case, side by side: b2collide in float64 and float32 (the
// library's two entry points), the peers planck and @box2d/core through the compare harness's
// adapters, and, once loaded, box2d-wasm (the C++ itself), each given the registered pair the
// library chose.

import { box2dcoreEdgeCircleEngine, box2dcoreEdgePolygonEngine } from '../../../compare/round/engine-box2dcore';
import { planckCircleCircleEngine, planckPolygonCircleEngine } from '../../../compare/round/engine-planck';
import { planckPolygonEngine } from '../../../compare/polygon/engine-planck';
import type { ManifoldResult } from '../../../compare/case/manifold-result';
import type { ExplorerCase } from '../case';
import type { LinkedAnswer } from '../url-codec';
import { runCase, type CaseRun } from '../collide';
import { b2collide32, b2collide64 } from '../library';
import { box2dCoreCircles, box2dCorePolygonCircle, box2dCorePolygons } from './box2dcore-convex';
import { box2dWasmAnswer, type Box2D } from './box2d-wasm';
import { registeredInput, type RegisteredInput } from './registered-input';

export interface EngineAnswer {
  name: string;
  /** The result, or why this engine was not run / what it threw. */
  result?: ManifoldResult;
  note?: string;
  /** Show the numbers as float32 bits. */
  float32?: boolean;
}

export const engineNames = ['b2collide (float64)', 'b2collide/f32', 'planck 1.5.0', '@box2d/core 0.11.0'] as const;
export const wasmEngineName = 'box2d-wasm 7.0.0 (C++, f32)';

function attempt(name: string, f: () => ManifoldResult | string): EngineAnswer {
  try {
    const r = f();
    return typeof r === 'string' ? { name, note: r } : { name, result: r };
  } catch (e) {
    return { name, note: `threw: ${(e as Error).message}` };
  }
}

function planck(reg: RegisteredInput): ManifoldResult | string {
  switch (reg.kind) {
    case 'polygon-polygon':
      return planckPolygonEngine.run(reg.input);
    case 'polygon-circle':
      return planckPolygonCircleEngine.run(reg.input);
    case 'circle-circle':
      return planckCircleCircleEngine.run(reg.input);
    default:
      return 'not run: planck keeps Box2D v2.3\'s edge algorithm (no ghost-vertex logic of v2.4)';
  }
}

function box2dCore(reg: RegisteredInput): ManifoldResult | string {
  switch (reg.kind) {
    case 'polygon-polygon':
      return box2dCorePolygons(reg.input);
    case 'polygon-circle':
      return box2dCorePolygonCircle(reg.input);
    case 'circle-circle':
      return box2dCoreCircles(reg.input);
    case 'edge-circle':
      return box2dcoreEdgeCircleEngine.run(reg.input);
    case 'edge-polygon':
      return box2dcoreEdgePolygonEngine.run(reg.input);
  }
}

/** The column of an answer the link carried: its result while the case is the linked one, else why not. */
function linkedAnswer(linked: { answer: LinkedAnswer; current: boolean }): EngineAnswer {
  const name = `${linked.answer.engine} (from the link)`;
  return linked.current ? { name, result: linked.answer.result } : { name, note: 'the link gave this answer for the case as linked; the case has changed since' };
}

/**
 * All engines on the case; `run` is the float64 library's run of the same case; `wasm` once
 * loaded; `linked`, another engine's answer the link carried (and whether the case is still the linked one).
 */
export function engineAnswers(c: ExplorerCase, run: CaseRun, wasm?: Box2D, linked?: { answer: LinkedAnswer; current: boolean }): EngineAnswer[] {
  const answers = ownAnswers(c, run, wasm);
  if (linked !== undefined) answers.push(linkedAnswer(linked));
  return answers;
}

function ownAnswers(c: ExplorerCase, run: CaseRun, wasm?: Box2D): EngineAnswer[] {
  const answers: EngineAnswer[] = [{ name: engineNames[0], result: run.result }];
  answers.push({ ...attempt(engineNames[1], () => runCase(b2collide32, c).result), float32: true });
  const reg = registeredInput(b2collide64, c, run);
  const peers = wasm === undefined ? engineNames.slice(2) : [...engineNames.slice(2), wasmEngineName];
  if (reg === undefined) {
    for (const name of peers) answers.push({ name, note: 'not run: Box2D never collides this pair' });
    return answers;
  }
  answers.push(attempt(engineNames[2], () => planck(reg)));
  answers.push(attempt(engineNames[3], () => box2dCore(reg)));
  if (wasm !== undefined) answers.push({ ...attempt(wasmEngineName, () => box2dWasmAnswer(wasm, reg)), float32: true });
  return answers;
}
