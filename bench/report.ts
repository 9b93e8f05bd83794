// Text output of the bench: per-family timing tables, per-round ratios, the summary and the
// allocation table.

import { ALLOCATION_RUNS, type Allocation } from './alloc_check';
import { median, type EngineTiming } from './timing';

const fix = (x: number, digits = 1) => x.toFixed(digits);
const pad = (s: string, width: number) => s.padStart(width);

/** Per-round time ratios peer / b2collide (above 1: b2collide is faster). */
export function ratios(peer: EngineTiming, base: EngineTiming): number[] {
  return peer.nsPerCall.map((ns, round) => ns / base.nsPerCall[round]);
}

export function printFamilyHeader(name: string, pairs: number, histogram: readonly number[], agreement: string): void {
  console.log(`\n== ${name}: ${pairs} pairs; b2collide pointCount 0/1/2: ${histogram.join('/')}`);
  console.log(`   pointCount agreement with b2collide: ${agreement}`);
}

export function printFamilyTable(timings: readonly EngineTiming[]): void {
  const base = timings[0];
  console.log(`   ${'engine'.padEnd(12)}${pad('min', 8)}${pad('median', 8)}${pad('max', 8)}  ns/call   ratio to b2collide (median)`);
  for (const t of timings) {
    const ns = t.nsPerCall;
    const ratio = t === base ? '' : `${fix(median(ratios(t, base)), 2)}x`;
    console.log(
      `   ${t.engine.padEnd(12)}${pad(fix(Math.min(...ns)), 8)}${pad(fix(median(ns)), 8)}${pad(fix(Math.max(...ns)), 8)}  ${pad(ratio, 8)}`,
    );
  }
  console.log('   per-round ratio peer/b2collide (time; above 1 means b2collide is faster):');
  for (const t of timings.slice(1)) {
    console.log(`   ${t.engine.padEnd(12)}${ratios(t, base).map((r) => fix(r, 2)).join(' ')}`);
  }
}

export function printSummary(families: readonly { name: string; timings: readonly EngineTiming[] }[]): void {
  const engines = families[0].timings.map((t) => t.engine);
  console.log('\n== summary: median ns/call (median per-round ratio peer/b2collide)');
  console.log(`   ${'family'.padEnd(15)}${engines.map((e) => pad(e, 20)).join('')}`);
  for (const f of families) {
    const cells = f.timings.map((t, k) =>
      k === 0 ? fix(median(t.nsPerCall)) : `${fix(median(t.nsPerCall))} (${fix(median(ratios(t, f.timings[0])), 2)}x)`,
    );
    console.log(`   ${f.name.padEnd(15)}${cells.map((c) => pad(c, 20)).join('')}`);
  }
}

export function printAllocation(
  rows: readonly { engine: string; allocation: Allocation }[],
  title = 'allocation on the mixed corpus',
  column = 'engine',
): void {
  const width = Math.max(12, ...rows.map((r) => r.engine.length + 2));
  console.log(`\n== ${title} (heapUsed growth plus what each GC freed, net of an`);
  console.log(`   empty measurement, least of ${ALLOCATION_RUNS} runs; GCs seen by a PerformanceObserver on gc entries)`);
  console.log(`   ${column.padEnd(width)}${pad('calls', 10)}${pad('bytes', 12)}${pad('B/call', 8)}${pad('GCs', 6)}${pad('control bytes', 15)}`);
  for (const { engine, allocation: a } of rows) {
    const cells = [a.calls, a.bytes, fix(a.bytes / a.calls), a.gcs, a.controlBytes].map(String);
    console.log(`   ${engine.padEnd(width)}${pad(cells[0], 10)}${pad(cells[1], 12)}${pad(cells[2], 8)}${pad(cells[3], 6)}${pad(cells[4], 15)}`);
  }
}

/** The issue's targets: >= 3x planck on mixed, never slower than planck or @box2d/core, and how far from box2d-wasm. */
export function printTargets(families: readonly { name: string; timings: readonly EngineTiming[] }[]): void {
  const medianRatio = (family: { timings: readonly EngineTiming[] }, engine: string) => {
    const peer = family.timings.find((t) => t.engine === engine);
    return peer === undefined ? NaN : median(ratios(peer, family.timings[0]));
  };
  console.log('\n== targets (median per-round ratios)');
  const mixed = families.find((f) => f.name === 'mixed');
  if (mixed !== undefined) {
    const planck = medianRatio(mixed, 'planck');
    console.log(`   >= 3x planck's throughput on mixed: ${fix(planck, 2)}x  ${planck >= 3 ? 'met' : 'MISSED'}`);
  }
  const slower = families.flatMap((f) =>
    ['planck', '@box2d/core'].filter((e) => medianRatio(f, e) < 1).map((e) => `${e} on ${f.name}`),
  );
  console.log(`   never slower than planck / @box2d/core: ${slower.length === 0 ? 'met' : `MISSED (${slower.join(', ')})`}`);
  const wasm = families.map((f) => `${f.name} ${fix(medianRatio(f, 'box2d-wasm'), 2)}x`).join(', ');
  console.log(`   box2d-wasm time / b2collide time (above 1 would beat it): ${wasm}`);
}
