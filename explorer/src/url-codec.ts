// The case in the URL: `#case=` followed by the case as JSON. JSON writes every float64 in its
// shortest round-tripping form, so a decoded case equals the encoded one bit for bit; the one
// value JSON cannot carry, -0, travels as the string "-0".

import type { ManifoldResult } from '../../compare/case/manifold-result';
import type { ExplorerCase, PoseSpec, ShapeSpec, SweepSpec, TransformSpec, XY } from './case';

const PREFIX = '#case=';

/**
 * Another engine's answer for the case, carried in the link (`npm run compare -- --replay` with
 * `--engine` writes it): the explorer shows it beside its own engines while the case is unchanged.
 */
export interface LinkedAnswer {
  readonly engine: string;
  readonly result: ManifoldResult;
}

export function encodeCase(c: ExplorerCase, answer?: LinkedAnswer): string {
  const value = answer === undefined ? c : { ...c, answer };
  const json = JSON.stringify(value, (_key, v: unknown) => (Object.is(v, -0) ? '-0' : v));
  return PREFIX + encodeURIComponent(json);
}

/** The linked answer in a URL hash, or undefined when the hash carries none. Throws when it carries a broken one. */
export function decodeAnswer(hash: string): LinkedAnswer | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const raw: unknown = JSON.parse(decodeURIComponent(hash.slice(PREFIX.length)), (_key, value: unknown) => (value === '-0' ? -0 : value));
  if (!isRecord(raw) || raw.answer === undefined) return undefined;
  return checkAnswer(raw.answer);
}

/** The case in a URL hash, or undefined when the hash holds none. Throws when it holds a broken one. */
export function decodeCase(hash: string): ExplorerCase | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const raw: unknown = JSON.parse(decodeURIComponent(hash.slice(PREFIX.length)), (_key, value: unknown) =>
    value === '-0' ? -0 : value,
  );
  return checkCase(raw);
}

function fail(what: string): never {
  throw new Error(`explorer URL: ${what}; open the page without #case= to start from the default case`);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function num(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(`${where} is not a finite number`);
  return v;
}

function xy(v: unknown, where: string): XY {
  if (!Array.isArray(v) || v.length !== 2) fail(`${where} is not an [x, y] pair`);
  return [num(v[0], `${where}[0]`), num(v[1], `${where}[1]`)];
}

function points(v: unknown, where: string): XY[] {
  if (!Array.isArray(v)) fail(`${where} is not a list of points`);
  return v.map((p, i) => xy(p, `${where}[${i}]`));
}

function checkTransform(v: unknown, where: string): TransformSpec {
  if (!isRecord(v)) fail(`${where} is missing`);
  return { x: num(v.x, `${where}.x`), y: num(v.y, `${where}.y`), s: num(v.s, `${where}.s`), c: num(v.c, `${where}.c`) };
}

function checkShape(v: unknown, where: string): ShapeSpec {
  if (!isRecord(v)) fail(`${where} is missing`);
  switch (v.kind) {
    case 'box':
      return { kind: 'box', hx: num(v.hx, `${where}.hx`), hy: num(v.hy, `${where}.hy`) };
    case 'rounded-box':
      return { kind: 'rounded-box', hx: num(v.hx, `${where}.hx`), hy: num(v.hy, `${where}.hy`), radius: num(v.radius, `${where}.radius`) };
    case 'capsule':
      return { kind: 'capsule', center1: xy(v.center1, `${where}.center1`), center2: xy(v.center2, `${where}.center2`), radius: num(v.radius, `${where}.radius`) };
    case 'polygon':
      return { kind: 'polygon', points: points(v.points, `${where}.points`) };
    case 'polygon-raw':
      return {
        kind: 'polygon-raw', vertices: points(v.vertices, `${where}.vertices`), normals: points(v.normals, `${where}.normals`),
        centroid: xy(v.centroid, `${where}.centroid`), radius: num(v.radius, `${where}.radius`),
      };
    case 'circle':
      return { kind: 'circle', radius: num(v.radius, `${where}.radius`), p: xy(v.p, `${where}.p`) };
    case 'edge':
      return {
        kind: 'edge', v0: xy(v.v0, `${where}.v0`), v1: xy(v.v1, `${where}.v1`), v2: xy(v.v2, `${where}.v2`),
        v3: xy(v.v3, `${where}.v3`), oneSided: v.oneSided === true,
      };
    case 'chain':
      return {
        kind: 'chain', vertices: points(v.vertices, `${where}.vertices`), loop: v.loop === true,
        prev: xy(v.prev, `${where}.prev`), next: xy(v.next, `${where}.next`), child: num(v.child, `${where}.child`),
      };
    default:
      return fail(`${where}.kind ${JSON.stringify(v.kind)} is not one of box, rounded-box, polygon, polygon-raw, circle, capsule, edge, chain`);
  }
}

function checkPose(v: unknown, where: string): PoseSpec {
  if (!isRecord(v)) fail(`${where} is missing`);
  return { x: num(v.x, `${where}.x`), y: num(v.y, `${where}.y`), angle: num(v.angle, `${where}.angle`) };
}

function checkSweep(v: unknown): SweepSpec {
  if (!isRecord(v)) fail('sweep is not an object');
  if (v.mode === 'cast') return { mode: 'cast', translation: xy(v.translation, 'sweep.translation') };
  if (v.mode === 'toi') {
    return { mode: 'toi', endA: checkPose(v.endA, 'sweep.endA'), endB: checkPose(v.endB, 'sweep.endB'), tMax: num(v.tMax, 'sweep.tMax') };
  }
  return fail(`sweep.mode ${JSON.stringify(v.mode)} is not one of cast, toi`);
}

function checkCase(v: unknown): ExplorerCase {
  if (!isRecord(v)) fail('the case is not an object');
  const c: ExplorerCase = { a: checkShape(v.a, 'a'), xfA: checkTransform(v.xfA, 'xfA'), b: checkShape(v.b, 'b'), xfB: checkTransform(v.xfB, 'xfB') };
  if (v.sweep !== undefined) c.sweep = checkSweep(v.sweep);
  return c;
}

function int(v: unknown, where: string): number {
  const n = num(v, where);
  if (!Number.isInteger(n)) fail(`${where} is not an integer`);
  return n;
}

function checkAnswer(v: unknown): LinkedAnswer {
  if (!isRecord(v) || typeof v.engine !== 'string') fail('answer.engine is not a string');
  const r = v.result;
  if (!isRecord(r)) fail('answer.result is missing');
  const pointCount = int(r.pointCount, 'answer.result.pointCount');
  if (!Array.isArray(r.points) || r.points.length < pointCount) fail('answer.result.points has fewer than pointCount points');
  const points = r.points.slice(0, pointCount).map((p: unknown, i: number) => {
    const where = `answer.result.points[${i}]`;
    if (!isRecord(p)) fail(`${where} is not an object`);
    return { localPoint: xy(p.localPoint, `${where}.localPoint`), indexA: int(p.indexA, `${where}.indexA`), indexB: int(p.indexB, `${where}.indexB`), typeA: int(p.typeA, `${where}.typeA`), typeB: int(p.typeB, `${where}.typeB`) };
  });
  const w = r.world;
  if (!isRecord(w) || !Array.isArray(w.separations)) fail('answer.result.world is missing');
  return {
    engine: v.engine,
    result: {
      pointCount,
      type: int(r.type, 'answer.result.type'),
      localNormal: xy(r.localNormal, 'answer.result.localNormal'),
      localPoint: xy(r.localPoint, 'answer.result.localPoint'),
      points,
      world: { normal: xy(w.normal, 'answer.result.world.normal'), points: points.length === 0 ? [] : pointsOf(w.points, pointCount), separations: w.separations.slice(0, pointCount).map((x: unknown, i: number) => num(x, `answer.result.world.separations[${i}]`)) },
    },
  };
}

function pointsOf(v: unknown, count: number): XY[] {
  return points(v, 'answer.result.world.points').slice(0, count);
}
