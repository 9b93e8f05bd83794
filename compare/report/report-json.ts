// report.json: the campaign's table and every kept disagreement with its input (replayable with
// --seed and the case's family and index), both engines' results, margins and drawing.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Summary } from './summary';

export function writeJsonReport(dir: string, summary: Summary): string {
  const file = join(dir, 'report.json');
  const body = {
    seed: summary.seed,
    cases: summary.cases,
    pairTypes: summary.pairTypes,
    rows: summary.rows,
    total: summary.total,
    droppedRecords: summary.droppedRecords,
    disagreements: summary.records,
  };
  writeFileSync(file, JSON.stringify(body, null, 1));
  return file;
}
