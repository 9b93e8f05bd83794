// The case in the URL: `#case=` followed by the case as JSON. JSON writes every float64 in its
// shortest round-tripping form, so a decoded case equals the encoded one bit for bit; the one
// value JSON cannot carry, -0, travels as the string "-0".

import type { ExplorerCase, PoseSpec, ShapeSpec, SweepSpec, TransformSpec, XY } from './case';

const PREFIX = '#case=';

export function encodeCase(c: ExplorerCase): string {
  const json = JSON.stringify(c, (_key, value: unknown) => (Object.is(value, -0) ? '-0' : value));
  return PREFIX + encodeURIComponent(json);
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
      return fail(`${where}.kind ${JSON.stringify(v.kind)} is not one of box, polygon, polygon-raw, circle, edge, chain`);
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
