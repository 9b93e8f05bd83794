// Whether V8 inlines both separation searches into b2CollidePolygons. They are worth ~5% on the
// mixed corpus, and V8 (node 20) inlines a function twice into one caller only while its bytecode
// stays small (399 bytes inlined twice, 402 once, on node 20.20: the 920-byte cumulative budget
// counts the caller's other callees too), so a few more bytes in findMaxSeparation silently cost
// that. A child node runs bench/profile.ts with
// --trace-turbo-inlining and --print-bytecode for that one function, and this reads its output.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface InliningReport {
  /** Inlinings of findMaxSeparation into b2CollidePolygons (2 call sites; more if V8 re-optimised). */
  readonly inlinedSites: number;
  /** findMaxSeparation's bytecode length, or undefined if the child did not print it. */
  readonly bytecodeLength: number | undefined;
}

/** Child runs at most; see checkSearchInlining. */
const ATTEMPTS = 3;

/**
 * The child's trace can lose lines: V8 writes it through buffers from the compiler threads, and on
 * a loaded machine a run now and then ends with the b2CollidePolygons job's lines cut off (seen:
 * a line broken mid-way, the Inlining lines after it missing, 1 or 0 sites counted; or no
 * bytecode length). A lost line can only lower the count, so a short count or a missing length is
 * checked again, up to ATTEMPTS runs; the highest count and the first length found stand.
 */
export function checkSearchInlining(): InliningReport {
  let best: InliningReport = { inlinedSites: 0, bytecodeLength: undefined };
  for (let a = 0; a < ATTEMPTS && (best.inlinedSites < 2 || best.bytecodeLength === undefined); ++a) {
    const run = traceOnce();
    best = { inlinedSites: Math.max(best.inlinedSites, run.inlinedSites), bytecodeLength: best.bytecodeLength ?? run.bytecodeLength };
  }
  return best;
}

function traceOnce(): InliningReport {
  const profile = fileURLToPath(new URL('./profile.ts', import.meta.url));
  const child = spawnSync(
    process.execPath,
    ['--trace-turbo-inlining', '--print-bytecode', '--print-bytecode-filter=findMaxSeparation', '--import', 'tsx', profile, 'mixed', '1'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`inlining check: child node failed: ${child.stderr}`);
  const inlining = /Inlining \S+ \{\S+ <SharedFunctionInfo findMaxSeparation>\} into \S+ \{\S+ <SharedFunctionInfo b2CollidePolygons>\}/g;
  const inlinedSites = (child.stdout.match(inlining) ?? []).length;
  const length = /Bytecode length: (\d+)/.exec(child.stdout);
  return { inlinedSites, bytecodeLength: length === null ? undefined : Number(length[1]) };
}
