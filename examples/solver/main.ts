// npm run example:solver -- [--scene pyramid|stack|chain|edges|pile|bullet|bullet-dynamic]
//                            [--steps N] [--no-warm-start] [--no-toi]
// Runs a scene (or, without --scene, every scene) in the example solver and in planck's own
// World, in this one process, and prints the measurements side by side. Without --scene each
// scene runs three ways: ours with warm starting, ours without, planck with (all with
// continuous collision); the bullet scenes run ours and planck with and without continuous
// collision instead.

import { parseArgs } from 'node:util';
import { buildOurs } from './build_ours';
import { buildPlanck } from './build_planck';
import type { SceneEngine } from './engine';
import { measure, type Measurement, type StepObserver } from './measure';
import { sceneByName, type Scene } from './scenes';

const { values } = parseArgs({
  options: {
    scene: { type: 'string' },
    steps: { type: 'string', default: '600' },
    'no-warm-start': { type: 'boolean', default: false },
    'no-toi': { type: 'boolean', default: false },
  },
});

const steps = Number(values.steps);
if (!Number.isInteger(steps) || steps < 1) {
  throw new Error(`--steps must be a positive integer, got ${values.steps}`);
}
if (values.scene !== undefined && !(values.scene in sceneByName)) {
  throw new Error(`--scene must be one of ${Object.keys(sceneByName).join(', ')}, got ${values.scene}`);
}

const fixed = (x: number, digits: number): string => (Number.isFinite(x) ? x.toFixed(digits) : String(x));

function row(m: Measurement): string[] {
  const pts = m.points ? `${m.points.firstAdded} / ${fixed(m.points.added, 2)} / ${fixed(m.points.persisted, 1)} / ${fixed(m.points.removed, 2)}` : 'n/a';
  // Displacement from the start means nothing for a pile, which falls by design.
  const motion = m.slide
    ? `|vy| ${m.slide.maxVy.toExponential(1)}, |angle| ${m.slide.maxAngle.toExponential(1)}, vx end ${fixed(m.slide.vxEnd, 3)}, side normals ${m.slide.sideNormalSteps}`
    : m.bullet
      ? `${m.bullet.tunnelled ? 'TUNNELLED' : 'stopped'}: box at x ${fixed(m.bullet.x, 3)}, wall at x ${fixed(m.bullet.wallX, 3)}`
      : m.resting
      ? `${fixed(m.maxDisplacement, 4)} m, ${fixed(m.maxRotation, 4)} rad`
      : '-';
  const toi = m.toi ? `${m.toi.events} / ${fixed(m.toi.callsPerStep, 1)}` : 'n/a';
  return [m.scene, m.engine, motion, fixed(m.kineticEnergy, 4), pts, toi, fixed(m.msPerStep, 3)];
}

function printTable(rows: string[][]): void {
  const header = ['scene', 'engine', 'max displacement, rotation (slide: max |vy| m/s, |angle| rad, steps with a side normal; bullet: which side of the wall)', 'KE end (J)', 'points: step 1 added / per step added / persisted / removed', 'TOI: impacts / calls per step', 'ms/step'];
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => r[c].length)));
  for (const r of all) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd());
}

/** --scene mode: the example solver's points added/persisted/removed in each of some steps. */
function pointSeries(step: number, engine: SceneEngine): void {
  const every = Math.max(1, Math.floor(steps / 10));
  const counts = engine.pointCounts();
  if (counts !== null && (step <= 3 || step % every === 0)) {
    console.log(`  step ${String(step).padStart(5)}: points added ${counts.added}, persisted ${counts.persisted}, removed ${counts.removed}`);
  }
}

/** One run of a scene: warm starting and continuous collision on or off. */
interface Variant {
  readonly warm: boolean;
  readonly toi: boolean;
}

function runScene(scene: Scene, ours: readonly Variant[], planck: readonly Variant[], observe?: StepObserver): Measurement[] {
  const out: Measurement[] = [];
  for (const v of ours) out.push(measure(scene, buildOurs(scene, v.warm, v.toi), steps, observe));
  for (const v of planck) out.push(measure(scene, buildPlanck(scene, v.warm, v.toi), steps));
  return out;
}

const on: Variant = { warm: true, toi: true };

console.log(`${steps} steps of 1/60 s, 8 velocity and 3 position iterations, gravity -10, no sleep`);
if (values.scene !== undefined) {
  const scene = sceneByName[values.scene]();
  const variant: Variant = { warm: !values['no-warm-start'], toi: !values['no-toi'] };
  const off = [variant.warm ? '' : 'warm starting', variant.toi ? '' : 'continuous collision (TOI)'].filter((x) => x !== '');
  console.log(`${scene.name}, example solver${off.length > 0 ? ` without ${off.join(' and ')}` : ''}:`);
  printTable(runScene(scene, [variant], [variant], pointSeries).map(row));
} else {
  const rows: string[][] = [];
  for (const make of Object.values(sceneByName)) {
    const scene = make();
    const results =
      scene.kind === 'bullet'
        ? runScene(scene, [on, { warm: true, toi: false }], [on, { warm: true, toi: false }])
        : runScene(scene, [on, { warm: false, toi: true }], [on]);
    for (const m of results) rows.push(row(m));
  }
  printTable(rows);
}
