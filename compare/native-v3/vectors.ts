// The recorded Box2D v3.1.1 calls (test/v3/vectors/*.json), read into one shape: per call its C
// function, its input words and the C's answer as tokens. The C itself is not in the repository
// (its sources are in no registry the CI reaches, and nothing fetched is committed), so these
// recordings are the only C the harness can hold b2collide/v3 against. Three layouts are read:
// the flat `b2collide v3 vectors 1` files (math, aabb, hull, mover, distance), the geometry files
// ("in words | out words" per function) and the manifold files (one structured case per collider
// call, flattened here into tokens in a fixed order, see manifoldTokens).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One recorded call. */
export interface RecordedCall {
  /** The vector file it comes from, without `.json`. */
  readonly file: string;
  /** The C function (or the recorder's name for a composite call, documented in the file). */
  readonly fn: string;
  /** Input words, 8 hex digits each (the manifold files: see `shapes`). */
  readonly in: readonly string[];
  /** The C's answer as tokens; `['crash:SIGSEGV']` where the C died instead of returning. */
  readonly out: readonly string[];
  /** The manifold files' structured case (shapes, transforms, cache), read by calls-manifold.ts. */
  readonly manifold?: ManifoldCase;
}

type HexVec = [string, string];

export interface ManifoldShape {
  center?: HexVec;
  radius?: string;
  center1?: HexVec;
  center2?: HexVec;
  point1?: HexVec;
  point2?: HexVec;
  ghost1?: HexVec;
  ghost2?: HexVec;
  vertices?: HexVec[];
  normals?: HexVec[];
  centroid?: HexVec;
}

export interface ManifoldCase {
  family: string;
  shapeA: ManifoldShape;
  xfA: [string, string, string, string];
  shapeB: ManifoldShape;
  xfB: [string, string, string, string];
  /** [count, indexA[0..2], indexB[0..2]] before and after the call (the chain colliders with a cache). */
  cacheIn?: number[];
  cacheOut?: number[];
  manifold: {
    normal: HexVec;
    rollingImpulse: string;
    pointCount: number;
    points: { point: HexVec; anchorA: HexVec; anchorB: HexVec; separation: string; id: number }[];
  };
}

/** The recorded files by C source; the native-v3 pair type has one family per C source. */
export const VECTOR_SOURCES: readonly { readonly source: string; readonly files: readonly string[] }[] = [
  { source: 'math', files: ['math_functions'] },
  { source: 'aabb', files: ['aabb'] },
  { source: 'hull', files: ['hull'] },
  { source: 'mover', files: ['mover'] },
  { source: 'geometry', files: ['geometry_make', 'geometry_mass', 'geometry_aabb', 'geometry_point', 'geometry_ray', 'geometry_shape_cast', 'geometry_mover'] },
  { source: 'distance', files: ['distance_segment', 'distance_proxy', 'distance_distance', 'distance_cast', 'distance_sweep', 'distance_toi'] },
  // distance.c again, on sweeps and casts that graze: a family of its own, as the issue names it.
  { source: 'graze', files: ['distance_graze'] },
  {
    source: 'manifold',
    files: [
      'manifold_circles', 'manifold_capsule_circle', 'manifold_segment_circle', 'manifold_polygon_circle', 'manifold_capsules', 'manifold_segment_capsule',
      'manifold_polygon_capsule', 'manifold_polygons', 'manifold_segment_polygon', 'manifold_chain_circle', 'manifold_chain_capsule', 'manifold_chain_polygon',
    ],
  },
];

/** Environment variable: a folder holding the vector files, instead of the repository's test/v3/vectors/. */
export const VECTORS_ENV = 'B2COLLIDE_V3_VECTORS';

/**
 * The folder of the recorded vectors: $B2COLLIDE_V3_VECTORS, or test/v3/vectors/ found by walking
 * up from this file (the repository; the installed package does not ship them). Undefined when
 * there is none.
 */
export function vectorFolder(): string | undefined {
  const given = process.env[VECTORS_ENV];
  if (given !== undefined && given !== '') return existsSync(join(given, 'math_functions.json')) ? given : undefined;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'test', 'v3', 'vectors');
    if (existsSync(join(candidate, 'math_functions.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Why the native-v3 pair type cannot run here, or undefined when it can. */
export function vectorsMissing(): string | undefined {
  if (vectorFolder() !== undefined) return undefined;
  return `the recorded Box2D v3.1.1 vectors (test/v3/vectors/ of the b2collide repository${process.env[VECTORS_ENV] ? `, or $${VECTORS_ENV}` : ''}) are not here`;
}

function flatten(file: string, json: unknown): RecordedCall[] {
  const doc = json as { format?: string; cases?: unknown[]; functions?: { fn: string; cases: string[] }[] };
  if (doc.format === 'b2collide v3 vectors 1') {
    return (doc.cases as { fn: string; in: string[]; out?: string[]; crash?: string }[]).map((c) => ({
      file,
      fn: c.fn,
      in: c.in,
      out: c.out ?? [`crash:${c.crash ?? 'unknown'}`],
    }));
  }
  if (doc.format === 'b2collide v3 manifold vectors 1') {
    const collider = (json as { collider: string }).collider;
    return (doc.cases as ManifoldCase[]).map((c) => ({ file, fn: collider, in: [], out: manifoldTokens(c), manifold: c }));
  }
  if (Array.isArray(doc.functions)) {
    return doc.functions.flatMap((f) =>
      f.cases.map((c) => {
        const [a, b] = c.split('|');
        return { file, fn: f.fn, in: a.trim().split(/\s+/), out: b.trim().split(/\s+/) };
      }),
    );
  }
  throw new Error(`native-v3: ${file}.json is in no layout this harness reads`);
}

/**
 * A recorded manifold as tokens: normal, rollingImpulse, pointCount, then per live point its
 * point, anchorA, anchorB, separation, id and the four impulses and persisted, which C returns
 * zeroed (`b2Manifold manifold = { 0 }`); then the cache the call left, where it took one.
 */
export function manifoldTokens(c: ManifoldCase): string[] {
  const m = c.manifold;
  const t = [...m.normal, m.rollingImpulse, `i:${m.pointCount}`];
  for (const p of m.points.slice(0, m.pointCount)) t.push(...p.point, ...p.anchorA, ...p.anchorB, p.separation, `i:${p.id}`, '00000000', '00000000', '00000000', '00000000', 'i:0');
  if (c.cacheOut !== undefined) t.push(...c.cacheOut.map((n) => `i:${n}`));
  return t;
}

const loaded = new Map<string, RecordedCall[]>();

/** Every recorded call of one C source's files, in file order (loaded once per thread). */
export function recordedCalls(source: string): readonly RecordedCall[] {
  const known = loaded.get(source);
  if (known !== undefined) return known;
  const entry = VECTOR_SOURCES.find((s) => s.source === source);
  if (entry === undefined) throw new Error(`native-v3: unknown source ${source}`);
  const folder = vectorFolder();
  if (folder === undefined) throw new Error(`native-v3: ${vectorsMissing()}`);
  const calls = entry.files.flatMap((file) => flatten(file, JSON.parse(readFileSync(join(folder, `${file}.json`), 'utf8'))));
  loaded.set(source, calls);
  return calls;
}
