// One process of the world bench (main.ts starts several per world): reads one corpus file, builds
// every engine's copies of its shapes and poses, checks that the engines agree call by call, then
// times rounds in which each engine in turn makes one pass over the collide calls, then each one
// pass over the TOI calls (one pass per turn, as a solver makes one per step). Last, b2collide's
// allocation per call. Prints one JSON line (WorldChildResult).
// Usage: node --expose-gc --import tsx child.ts --corpus FILE [--rounds R] [--warmup-ms T]

import { parseArgs } from 'node:util';
import { loadBox2DWasm } from '../../compare/engines/box2d-wasm';
import { measureAllocation, type Allocation } from '../alloc_check';
import type { Runner } from '../adapters/adapter_types';
import { readCorpus } from './corpus';
import { worldEngines } from './runners';

export interface WorldEngineResult {
  readonly engine: string;
  /** ns per collide call, one entry per round. */
  readonly collideNs: number[];
  /** ns per TOI call, one entry per round; null where the engine has no b2TimeOfImpact. */
  readonly toiNs: number[] | null;
  /** Calls whose point count (TOI state) differs from b2collide's. */
  readonly collideDisagreements: number;
  readonly toiDisagreements: number;
}

export interface WorldChildResult {
  readonly calls: number;
  readonly tois: number;
  readonly engines: WorldEngineResult[];
  /** b2collide's allocation over about a million calls of each pass. */
  readonly collideAllocation: Allocation;
  readonly toiAllocation: Allocation | null;
}

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    rounds: { type: 'string', default: '31' },
    'warmup-ms': { type: 'string', default: '300' },
  },
});
if (values.corpus === undefined) throw new Error('world child: --corpus FILE is required');
const rounds = Number(values.rounds);
const warmupMs = Number(values['warmup-ms']);

const corpus = readCorpus(values.corpus);
const { box2d } = await loadBox2DWasm();
const engines = worldEngines(box2d, corpus);

function disagreements(runner: Runner | null, own: Runner | null, n: number): number {
  if (runner === null || own === null) return 0;
  let count = 0;
  for (let i = 0; i < n; ++i) if (runner.one(i) !== own.one(i)) ++count;
  return count;
}
const collideDisagreements = engines.map((e) => disagreements(e.collide, engines[0].collide, corpus.calls.length));
const toiDisagreements = engines.map((e) => disagreements(e.toi, engines[0].toi, corpus.tois.length));

// Warm-up: every engine's passes until warmupMs has gone by and it has made WARMUP_CALLS calls of
// each kind (a world without TOI calls counts its collide calls), so that every engine runs optimised code even on a loaded machine, where a wall-clock
// budget alone leaves the slower-to-optimise engines in their interpreter.
const WARMUP_CALLS = 100_000;
const now = () => Number(process.hrtime.bigint());
for (const e of engines) {
  const end = now() + warmupMs * 1e6;
  for (let passes = 1; now() < end || passes * Math.min(corpus.calls.length, corpus.tois.length || Infinity) < WARMUP_CALLS; ++passes) {
    e.collide.pass();
    e.toi?.pass();
  }
}
const expected = engines.map((e) => ({ collide: e.collide.pass(), toi: e.toi?.pass() ?? 0 }));

const collideNs = engines.map(() => [] as number[]);
const toiNs = engines.map(() => [] as number[]);
function timed(runner: Runner, calls: number, want: number, into: number[], name: string): void {
  const start = now();
  const sum = runner.pass();
  const elapsed = now() - start;
  if (sum !== want) throw new Error(`${name}: results changed between passes`);
  into.push(elapsed / calls);
}
for (let r = 0; r < rounds; ++r) {
  engines.forEach((e, k) => timed(e.collide, corpus.calls.length, expected[k].collide, collideNs[k], e.engine));
  if (corpus.tois.length > 0) engines.forEach((e, k) => e.toi && timed(e.toi, corpus.tois.length, expected[k].toi, toiNs[k], e.engine));
}

const passesFor = (calls: number) => Math.max(1, Math.round(1_000_000 / Math.max(1, calls)));
const own = engines[0];
const collideAllocation = await measureAllocation(own.collide, passesFor(corpus.calls.length), corpus.calls.length);
const toiAllocation =
  own.toi !== null && corpus.tois.length > 0 ? await measureAllocation(own.toi, passesFor(corpus.tois.length), corpus.tois.length) : null;

const result: WorldChildResult = {
  calls: corpus.calls.length,
  tois: corpus.tois.length,
  engines: engines.map((e, k) => ({
    engine: e.engine,
    collideNs: collideNs[k],
    toiNs: e.toi !== null && corpus.tois.length > 0 ? toiNs[k] : null,
    collideDisagreements: collideDisagreements[k],
    toiDisagreements: toiDisagreements[k],
  })),
  collideAllocation,
  toiAllocation,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
