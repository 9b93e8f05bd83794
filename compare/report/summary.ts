// Everything a finished campaign reports, gathered once for the console, JSON and HTML outputs.

import type { CampaignResult, DisagreementRecord } from '../runner/campaign';
import type { FamilyRef } from '../families';
import { total, type FamilyStats } from '../runner/stats';
import type { KnownDifference } from '../runner/types';

export interface PairTypeNotes {
  name: string;
  reference: string;
  peer: string;
  tolerances: readonly string[];
  knownDifferences: readonly KnownDifference[];
}

export interface Summary {
  seed: number;
  cases: number;
  seconds: number;
  workers: number;
  rows: FamilyStats[];
  total: FamilyStats;
  records: DisagreementRecord[];
  droppedRecords: number;
  pairTypes: PairTypeNotes[];
  families: { id: string; description: string }[];
  /** The JSON and HTML report files, once written (--report DIR). */
  reportFiles?: string[];
}

export function summarize(seed: number, cases: number, seconds: number, workers: number, families: readonly FamilyRef[], result: CampaignResult): Summary {
  const pairTypes: PairTypeNotes[] = [];
  for (const f of families) {
    const pt = f.pairType;
    if (pairTypes.some((p) => p.name === pt.name)) continue;
    pairTypes.push({ name: pt.name, reference: pt.reference.name, peer: pt.peer.name, tolerances: pt.tolerances, knownDifferences: pt.knownDifferences });
  }
  return { seed, cases, seconds, workers, rows: result.rows, total: total(result.rows), records: result.records, droppedRecords: result.droppedRecords, pairTypes, families: families.map((f) => ({ id: f.id, description: f.family.description })) };
}
