// Run by forced_thresholds.test.ts with tsx and tsconfig.run.json, so that b2collide is the built
// dist/ as the command sees it: makes every forced copy from dist/esm as the command does, and
// prints the key of each copy made, one per line.
import { FORCED_THRESHOLD_COPIES, loadForcedThresholds } from '../../compare/forced-thresholds';
import { forcedCopy } from '../../compare/runner/forced-modules';

await loadForcedThresholds();
for (const copy of FORCED_THRESHOLD_COPIES) if (forcedCopy(copy) !== undefined) process.stdout.write(`${copy.key}\n`);
