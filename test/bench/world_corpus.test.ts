// The world bench (bench/world/) times the calls a world at rest makes, recorded once into a corpus
// file that every engine and the native C++ read. These tests pin what the timing relies on: the
// recorded calls are the contacts the broad phase keeps, worked out by hand for one pyramid; the
// file gives back exactly what was recorded; stepping is deterministic; and the engines agree on
// every call, so they time the same work.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBox2DWasm } from '../../compare/engines/box2d-wasm';
import { CallKind, readCorpus, writeCorpus } from '../../bench/world/corpus';
import { worldEngines } from '../../bench/world/runners';
import { buildWorld, recordCorpus } from '../../bench/world/worlds';

// One pyramid unit (the first): 18 rows of 1 m boxes 1.125 m apart, rows 1.015 m apart (restingGap
// 0.015), on a static ground box. A box's fat AABB reaches 0.61 m from its centre (0.5 + skin 0.01
// + b2_aabbExtension 0.1), so boxes 1.125 m apart in a row overlap, a box overlaps the two it
// rests on (0.5625 m across, 1.015 m up) and nothing farther, and the bottom row overlaps the
// ground. 171 boxes; contacts: 18 with the ground, 2 per box above the bottom row (2 · 153 = 306)
// and 17 + 16 + … + 0 = 153 within the rows: 477. Only the 18 ground contacts pair a dynamic body
// with a static one (TOI).
const pyramid = buildWorld('pyramids', 1);
const corpus = recordCorpus(pyramid.world);

test('a settled pyramid comes to rest and records its 477 contacts and 18 TOI calls (counted by hand)', () => {
  expect(pyramid.rested).toBe(true);
  expect(pyramid.bodies).toBe(1 + (18 * 19) / 2);
  expect(corpus.calls.length).toBe(477);
  expect(corpus.calls.every((c) => c.kind === CallKind.polygons)).toBe(true);
  expect(corpus.tois.length).toBe(18);
});

test('stepping is deterministic: a second build records the same corpus', () => {
  expect(recordCorpus(buildWorld('pyramids', 1).world)).toEqual(corpus);
});

test('the corpus file gives back what was written (the centroid is not stored)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'world-corpus-')), 'pyramid.bin');
  writeCorpus(file, corpus);
  const read = readCorpus(file);
  expect(read.calls).toEqual(corpus.calls);
  expect(read.poses).toEqual(corpus.poses);
  expect(read.tois).toEqual(corpus.tois);
  expect(read.shapes.map((s) => (s.type === 'polygon' ? { ...s, data: { ...s.data, centroid: null } } : s))).toEqual(
    corpus.shapes.map((s) => (s.type === 'polygon' ? { ...s, data: { ...s.data, centroid: null } } : s)),
  );
});

test('every engine gives b2collide point counts on every collide call, and @box2d/core its TOI states', async () => {
  const { box2d } = await loadBox2DWasm();
  const engines = worldEngines(box2d, corpus);
  const own = corpus.calls.map((_, i) => engines[0].collide.one(i));
  // Touching: the 18 ground and 306 stacked contacts (gap 0.015 m, skins 0.02 m); the 153 within
  // the rows have 0.125 m between the boxes, so no points.
  expect(own.filter((n) => n > 0).length).toBe(324);
  for (const e of engines.slice(1)) expect(corpus.calls.map((_, i) => e.collide.one(i))).toEqual(own);
  const states = (k: number) => corpus.tois.map((_, i) => engines[k].toi!.one(i));
  expect(states(3)).toEqual(states(0));
  expect(engines[4].toi).toBeNull();
});
