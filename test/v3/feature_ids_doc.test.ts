// docs/v3-feature-ids.md against what the colliders do: the table must have a row for each of the
// twelve v3 colliders, each row's id forms must be the ones this test knows how to recognise, and
// every id in Box2D v3.1.1's recorded manifolds (test/v3/vectors/, the C's own outputs, which the
// float32 build reproduces bit for bit in manifold_vectors.test.ts) must fit a documented form for
// its point count, and every documented form must occur. So a wrong row, a missing collider or a
// form no case produces fails here.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadManifoldVectors, type VectorCase } from './support/manifold_vector_cases';

const docPath = path.resolve(__dirname, '../../docs/v3-feature-ids.md');

interface Row {
  collider: string;
  points: string;
  forms: string[];
}

/** The table rows, with a blank collider cell continuing the previous collider and "as X" resolved. */
function tableRows(): Map<string, Row[]> {
  const text = fs.readFileSync(docPath, 'utf8');
  const rows = new Map<string, Row[]>();
  let current = '';
  for (const line of text.split('\n')) {
    const cells = /^\|(.*)\|(.*)\|(.*)\|$/.exec(line);
    if (!cells || /^\|[- |]+\|$/.test(line) || line.includes('| Collider |')) continue;
    const name = /`(\w+)`/.exec(cells[1])?.[1];
    if (name) current = name;
    const as = /^ as `(\w+)` $/.exec(cells[3]);
    const forms = as ? [`as ${as[1]}`] : [...cells[3].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    rows.set(current, [...(rows.get(current) ?? []), { collider: current, points: cells[2].trim(), forms }]);
  }
  // Resolve "as b2CollideCapsules" rows to that collider's rows.
  for (const [name, list] of rows) {
    if (list.length === 1 && list[0].forms[0]?.startsWith('as ')) rows.set(name, rows.get(list[0].forms[0].slice(3))!);
  }
  return rows;
}

const hi = (id: number) => id >> 8;
const lo = (id: number) => id & 0xff;
const mod = (a: number, n: number) => ((a % n) + n) % n;

type Recogniser = (ids: number[], countA: number, countB: number) => boolean;

/** Each documented form, by its exact text in the table, and how to recognise it in a manifold. */
const recognisers: Record<string, Recogniser> = {
  '0': (ids) => ids.length === 1 && ids[0] === 0,
  '0x0000|0x0001': (ids) => ids.length === 2 && ids[0] === 0x0000 && ids[1] === 0x0001,
  '0x0000|0x0100': (ids) => ids.length === 2 && ids[0] === 0x0000 && ids[1] === 0x0100,
  'B2_MAKE_ID(f1 > 0, f2 > 0)': (ids) => ids.length === 1 && hi(ids[0]) <= 1 && lo(ids[0]) <= 1,
  'B2_MAKE_ID(a, b)|B2_MAKE_ID(a + 1, b - 1)': (ids, countA, countB) =>
    ids.length === 2 && hi(ids[0]) < countA && lo(ids[0]) < countB &&
    hi(ids[1]) === mod(hi(ids[0]) + 1, countA) && lo(ids[1]) === mod(lo(ids[0]) - 1, countB),
  'B2_MAKE_ID(vertex of A, vertex of B)': (ids, countA, countB) => ids.length === 1 && hi(ids[0]) < countA && lo(ids[0]) < countB,
  'B2_MAKE_ID(e, 1)|B2_MAKE_ID(e + 1, 0)': (ids, _countA, countB) =>
    ids.length === 2 && hi(ids[0]) < countB && lo(ids[0]) === 1 && hi(ids[1]) === mod(hi(ids[0]) + 1, countB) && lo(ids[1]) === 0,
  'B2_MAKE_ID(0, b)|B2_MAKE_ID(1, b - 1)': (ids, _countA, countB) =>
    ids.length === 2 && hi(ids[0]) === 0 && lo(ids[0]) < countB && hi(ids[1]) === 1 && lo(ids[1]) === mod(lo(ids[0]) - 1, countB),
};

/** The vertex counts of the two shapes as the collider indexes them (a capsule or segment is two). */
function counts(c: VectorCase): [number, number] {
  const n = (s: VectorCase['shapeA']) => (s.vertices ? s.vertices.length : s.center1 || s.point1 ? 2 : 1);
  return [n(c.shapeA), n(c.shapeB)];
}

const files: Record<string, string> = {
  b2CollideCircles: 'circles',
  b2CollideCapsuleAndCircle: 'capsule_circle',
  b2CollideSegmentAndCircle: 'segment_circle',
  b2CollidePolygonAndCircle: 'polygon_circle',
  b2CollideChainSegmentAndCircle: 'chain_circle',
  b2CollideCapsules: 'capsules',
  b2CollideSegmentAndCapsule: 'segment_capsule',
  b2CollidePolygons: 'polygons',
  b2CollidePolygonAndCapsule: 'polygon_capsule',
  b2CollideSegmentAndPolygon: 'segment_polygon',
  b2CollideChainSegmentAndPolygon: 'chain_polygon',
  b2CollideChainSegmentAndCapsule: 'chain_capsule',
};

describe('docs/v3-feature-ids.md matches the ids v3.1.1 gives', () => {
  const rows = tableRows();

  test('the table has a row for each of the twelve colliders, and only those', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(files).sort());
  });

  test('every form in the table is one this test recognises', () => {
    for (const list of rows.values()) {
      for (const row of list) expect(Object.keys(recognisers)).toContain(row.forms.join('|'));
    }
  });

  describe.each(Object.entries(files))('%s', (collider, file) => {
    const forms = () => rows.get(collider)!.map((r) => r.forms.join('|'));

    test('every id the C gives fits a documented form', () => {
      const misfits: string[] = [];
      loadManifoldVectors(file).cases.forEach((c, k) => {
        const ids = c.manifold.points.map((p) => p.id);
        if (ids.length === 0) return;
        const [countA, countB] = counts(c);
        if (!forms().some((f) => recognisers[f](ids, countA, countB))) misfits.push(`case ${k}: ids ${ids.map((i) => i.toString(16)).join(', ')}`);
      });
      expect(misfits).toEqual([]);
    });

    test('every documented form occurs in the C\'s manifolds', () => {
      const seen = new Set<string>();
      for (const c of loadManifoldVectors(file).cases) {
        const ids = c.manifold.points.map((p) => p.id);
        if (ids.length === 0) continue;
        const [countA, countB] = counts(c);
        for (const f of forms()) if (recognisers[f](ids, countA, countB)) seen.add(f);
      }
      expect([...seen].sort()).toEqual(forms().sort());
    });
  });

  test('control: a wrong form would be caught (polygon ids do not fit the chain polygon-edge form)', () => {
    const ids = loadManifoldVectors('polygons').cases.filter((c) => c.manifold.pointCount === 2).map((c) => c.manifold.points.map((p) => p.id));
    const fits = ids.filter((i) => recognisers['B2_MAKE_ID(e, 1)|B2_MAKE_ID(e + 1, 0)'](i, 8, 8));
    expect(fits.length).toBeLessThan(ids.length / 4);
  });
});
