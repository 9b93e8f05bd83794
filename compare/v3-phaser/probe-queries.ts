// The queries the v3-phaser-query rows leave out (phaser keeps v3.0's algorithms there, README.md):
// counts, per family and query, how b2collide/v3/f64 and phaser-box2d 1.1.0 compare (the same
// comparer, no margins or witnesses), with one example of each kind of disagreement.
//   TSX_TSCONFIG_PATH=tsconfig.run.json npx tsx compare/v3-phaser/probe-queries.ts [cases per family, default 1500]
// Cases are drawn from the harness's generator seeded (1, family number, case index).

import { Rng } from '../runner/rng';
import { b2collideV3QueryEngine } from './query-b2collide';
import { compareV3Queries } from './query-compare';
import { v3QueryFamilies } from './query-families';
import { v3QueryScale } from './query-input';
import { phaserQueryEngine } from './query-phaser';

const cases = Number(process.argv[2] ?? 1500);
v3QueryFamilies.forEach((family, f) => {
  const tally = new Map<string, { count: number; example: string }>();
  for (let k = 0; k < cases; ++k) {
    const input = family.generate(new Rng(1, f, k));
    const c = compareV3Queries(b2collideV3QueryEngine.run(input), phaserQueryEngine.run(input), v3QueryScale(input));
    const kind = c.discrete.length > 0 ? `discrete ${c.discrete[0].split(' ')[0]}` : c.outOfBound.length > 0 ? 'beyond the bound' : 'agree';
    const key = `${input.fn}: ${kind}`;
    const entry = tally.get(key) ?? { count: 0, example: c.discrete[0] ?? c.outOfBound[0] ?? '' };
    entry.count += 1;
    tally.set(key, entry);
  }
  console.log(`${family.name} (${cases} cases)`);
  for (const [key, { count, example }] of [...tally].sort()) console.log(`${String(count).padStart(7)}  ${key}${example === '' ? '' : `  (e.g. ${example})`}`);
});
