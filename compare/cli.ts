// Command-line options of `npm run compare`.

import { validatedVersions } from './peers';

export interface CliOptions {
  cases: number;
  /** Cases of the call-sequence (tree) pair types, run as their own campaign. */
  treeCases: number;
  seed: number;
  /** Family names (or pairType/family); empty means all. */
  families: string[];
  /** Directory for report.json and report.html, if wanted. */
  report?: string;
  /** Disagreements the report keeps per family and outcome (near-tie, unexplained). */
  reportPerFamily: number;
  workers: number;
  help: boolean;
  /** Print the families with their descriptions and exit. */
  list: boolean;
  /** Re-run one case ('family:index', as in the report) and print everything about it. */
  replay?: { family: string; index: number };
  /** User engines (--engine, repeatable: a path or a package name): each is compared instead of the built-in peers. */
  engines: string[];
  /** --native-src: Box2D v2.4.1's source root for the native reference (compare/native/). */
  nativeSrc?: string;
  /** Write test vectors into this directory instead of running the campaign. */
  exportDir?: string;
  /** Print the distributions, near-tie margins, tolerances and known differences too. */
  verbose: boolean;
  /** Whether --cases was given (--export has its own default). */
  casesGiven: boolean;
}

/** Vectors written by --export when --cases is not given (about 8 MB). */
export const DEFAULT_EXPORT_CASES = 10_000;

// 71 families share the total: 2,000,000 gives each about 28,000 pairs and polygon-polygon about
// 310,000 against planck, in about 20 s on 2 idle cores.
export const DEFAULT_CASES = 2_000_000;
// A tree case replays hundreds of calls on up to 3,000 proxies (about 0.1 to 2 s per case), so the
// tree pair types get their own, much smaller budget instead of an even share of --cases.
export const DEFAULT_TREE_CASES = 200;
const DEFAULT_SEED = 1;
/** 77 families x 2 outcomes x 25: at most 3,850 drawings, every kind of disagreement among them. */
export const DEFAULT_REPORT_PER_FAMILY = 25;

export const USAGE = `Usage: npm run compare -- [options]    (from the installed package: npx b2collide-compare [options])
  --cases N        total pairs, spread evenly over the families (default ${DEFAULT_CASES})
  --tree-cases N   call sequences for the tree pair types (compare/tree/), their own campaign (default ${DEFAULT_TREE_CASES})
  --seed S         campaign seed, a 32-bit integer (default ${DEFAULT_SEED})
  --family NAME    only this family (repeatable, or a comma list; a pair type name selects all of its families)
  --report DIR     write DIR/report.json and DIR/report.html (each kept disagreement drawn)
  --report-per-family N  disagreements kept per family and outcome (default ${DEFAULT_REPORT_PER_FAMILY})
  --workers N      worker threads (default 2; 0 runs in the main thread)
  --engine SPEC    compare your engine instead of the built-in peers (repeatable): a path, or a package name resolved
                   from your project; a module that default-exports an adapter or exports Box2D's names (the five
                   collide functions, b2Distance, b2ShapeCast, b2TimeOfImpact, the shape queries, b2BroadPhase);
                   with --replay, the case is replayed against it. The contract: docs/engine-adapter.md in the
                   b2collide package (node_modules/b2collide/docs/engine-adapter.md); a template adapter:
                   node_modules/b2collide/examples/engines/planck_adapter.mjs
  --native-src DIR Box2D v2.4.1's sources (include/box2d, src/) for the native reference, instead of Debian's
                   source package (also $B2COLLIDE_NATIVE_SRC); see docs/native-reference.md
  --list           list the families and what each generates
  --verbose        also print the difference distributions, near-tie margins, tolerances and known differences
  --replay F:I     re-run case I of family F (with --seed) and print its input, results, verdict and margins (with
                   --engine: against that engine)
  --export DIR     write Box2D's answers as language-neutral test vectors (JSON Lines) into DIR and stop;
                   --cases N of them (default ${DEFAULT_EXPORT_CASES}); check an engine against them with
                   node node_modules/b2collide/examples/vectors/check_vectors.mjs DIR --engine ./adapter.mjs
                   (docs/engine-adapter.md, "Test vectors")
  --help           this text
Peers (optional dependencies; each one installed is compared, each missing one is skipped with a note):
  validated with ${validatedVersions()}; another version runs, with a warning in the header`;

function integer(flag: string, text: string | undefined, min: number): number {
  const n = Number(text);
  if (text === undefined || text === '' || !Number.isInteger(n) || n < min) throw new Error(`${flag} needs an integer >= ${min}, got '${text ?? ''}'`);
  return n;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { cases: DEFAULT_CASES, treeCases: DEFAULT_TREE_CASES, seed: DEFAULT_SEED, families: [], workers: 2, help: false, list: false, verbose: false, casesGiven: false, engines: [], reportPerFamily: DEFAULT_REPORT_PER_FAMILY };
  for (let i = 0; i < argv.length; ++i) {
    let arg = argv[i];
    let value: string | undefined;
    const eq = arg.indexOf('=');
    if (arg.startsWith('--') && eq > 0) {
      value = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    const next = (): string | undefined => value ?? argv[++i];
    switch (arg) {
      case '--tree-cases':
        options.treeCases = integer(arg, next(), 1);
        break;
      case '--cases':
        options.cases = integer(arg, next(), 1);
        options.casesGiven = true;
        break;
      case '--export': {
        const dir = next();
        if (dir === undefined || dir === '') throw new Error('--export needs a directory');
        options.exportDir = dir;
        break;
      }
      case '--seed':
        options.seed = integer(arg, next(), 0) >>> 0;
        break;
      case '--family': {
        const names = next();
        if (names === undefined || names === '') throw new Error('--family needs a name');
        options.families.push(...names.split(',').map((s) => s.trim()).filter((s) => s !== ''));
        break;
      }
      case '--report': {
        const dir = next();
        if (dir === undefined || dir === '') throw new Error('--report needs a directory');
        options.report = dir;
        break;
      }
      case '--report-per-family':
        options.reportPerFamily = integer(arg, next(), 0);
        break;
      case '--workers':
        options.workers = integer(arg, next(), 0);
        break;
      case '--replay': {
        const spec = next() ?? '';
        const colon = spec.lastIndexOf(':');
        if (colon <= 0) throw new Error(`--replay needs family:index, got '${spec}'`);
        options.replay = { family: spec.slice(0, colon), index: integer('--replay index', spec.slice(colon + 1), 0) };
        break;
      }
      case '--list':
        options.list = true;
        break;
      case '--engine': {
        const path = next();
        if (path === undefined || path === '') throw new Error('--engine needs a path or a package name');
        options.engines.push(path);
        break;
      }
      case '--native-src': {
        const dir = next();
        if (dir === undefined || dir === '') throw new Error('--native-src needs a directory');
        options.nativeSrc = dir;
        break;
      }
      case '--verbose':
        options.verbose = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`unknown option '${argv[i]}'\n${USAGE}`);
    }
  }
  return options;
}
