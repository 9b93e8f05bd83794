// The harness core: runs cases [start, end) of a campaign in this thread and tallies them. Case k
// belongs to family k mod F and is that family's case floor(k / F); its generator is seeded from
// (seed, family id, case index) alone, so a case replays the same under any split or selection.

import { classify } from './classify';
import type { FamilyRef } from '../families';
import { Rng } from './rng';
import { emptyStats, record, type FamilyStats } from './stats';
import type { Comparison, Drawing, Margin, Outcome, Verdict, Witness } from './types';

/** FNV-1a of a string, the stream key of a family. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; ++i) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function caseRng(seed: number, familyId: string, caseIndex: number): Rng {
  return new Rng(seed, hashString(familyId), caseIndex);
}

/** Everything the report keeps about one disagreement. */
export interface DisagreementRecord {
  family: string;
  caseIndex: number;
  seed: number;
  outcome: Outcome;
  symptom: string;
  discrete: string[];
  outOfBound: string[];
  maxAbs: number;
  maxUlps: number;
  margin?: Margin;
  candidates: readonly Margin[];
  /** near-tie: the witness (runner/types.ts Witness) that excused it. */
  witness?: Witness;
  /** unexplained: a margin was below its epsilon but had no witness. */
  unwitnessed?: boolean;
  input: unknown;
  engines: { reference: string; peer: string };
  reference: unknown;
  peer: unknown;
  drawing: Drawing;
}

export interface CaseRun {
  input: unknown;
  reference: unknown;
  peer: unknown;
  verdict: Verdict;
}

/** Generates, runs, compares and classifies one case. */
export function runCase(ref: FamilyRef, seed: number, caseIndex: number): CaseRun {
  const { pairType, family } = ref;
  const input = family.generate(caseRng(seed, ref.id, caseIndex), caseIndex);
  const reference = pairType.reference.run(input);
  const peer = pairType.peer.run(input);
  const comparison: Comparison = pairType.compare(input, reference, peer);
  const witness = pairType.witness === undefined ? undefined : (m: Margin) => pairType.witness!(input, comparison, m, reference, peer);
  const verdict = classify(comparison, () => pairType.margins(input, comparison, reference, peer), witness);
  return { input, reference, peer, verdict };
}

export interface CampaignOptions {
  seed: number;
  families: readonly FamilyRef[];
  start: number;
  end: number;
  /**
   * Keep at most this many near-tie records of each family, and as many unexplained ones: the
   * report then shows every kind of disagreement, not only the first families' in case order.
   */
  maxRecords: number;
  /** Called every PROGRESS_EVERY cases, and at the end, with the number done so far in this range. */
  onProgress?: (done: number) => void;
}

const PROGRESS_EVERY = 2000;

export interface CampaignResult {
  rows: FamilyStats[];
  records: DisagreementRecord[];
  /** Disagreements not kept because their family's maxRecords was reached. */
  droppedRecords: number;
}

export function runCampaign(options: CampaignOptions): CampaignResult {
  const { seed, families, start, end, maxRecords } = options;
  const rows = families.map((f) => emptyStats(f.id));
  const records: DisagreementRecord[] = [];
  let droppedRecords = 0;
  const kept = new Map<string, number>();
  const count = families.length;
  for (let k = start; k < end; ++k) {
    const familyIndex = k % count;
    const caseIndex = Math.floor(k / count);
    const ref = families[familyIndex];
    const run = runCase(ref, seed, caseIndex);
    const touching = (run.reference as { pointCount?: number }).pointCount !== 0;
    record(rows[familyIndex], caseIndex, run.verdict, touching);
    const outcome = run.verdict.outcome;
    if (outcome === 'near-tie' || outcome === 'unexplained') {
      // One cap per family and outcome, so a flood of near-ties can never crowd out an unexplained
      // case, nor one family's disagreements another's.
      const key = recordKey(ref.id, outcome);
      const n = kept.get(key) ?? 0;
      if (n < maxRecords) {
        kept.set(key, n + 1);
        records.push(toRecord(ref, seed, caseIndex, run));
      } else {
        droppedRecords++;
      }
    }
    if (options.onProgress !== undefined && (k - start + 1) % PROGRESS_EVERY === 0) options.onProgress(k - start + 1);
  }
  options.onProgress?.(end - start);
  return { rows, records, droppedRecords };
}

/** The group a record's cap counts in: its family and outcome. */
export function recordKey(family: string, outcome: string): string {
  return `${family}|${outcome}`;
}

function toRecord(ref: FamilyRef, seed: number, caseIndex: number, run: CaseRun): DisagreementRecord {
  const c = run.verdict.comparison;
  return {
    family: ref.id,
    caseIndex,
    seed,
    outcome: run.verdict.outcome,
    symptom: c.symptom,
    discrete: c.discrete,
    outOfBound: c.outOfBound,
    maxAbs: c.maxAbs,
    maxUlps: c.maxUlps,
    margin: run.verdict.margin,
    candidates: run.verdict.candidates,
    witness: run.verdict.witness,
    unwitnessed: run.verdict.unwitnessed,
    input: run.input,
    engines: { reference: ref.pairType.reference.name, peer: ref.pairType.peer.name },
    reference: run.reference,
    peer: run.peer,
    drawing: ref.pairType.draw(run.input, run.reference, run.peer),
  };
}
