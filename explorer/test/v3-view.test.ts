// The v3 view in headless Chromium: for a case set through the URL, the panel "Box2D v3.1 beside
// v2.4.1" and the drawing show the manifold b2collide/v3 computes for the same input, called
// here in node on structs built by hand (v3's own b2MakeBox, b2MakeRot, b2CollidePolygons, ...),
// and, for two unit boxes resting, the numbers worked out by hand below. The drawing modes go into
// the URL, the new capsule and rounded-box shapes are in the picker, and the page is usable at
// 1400 px and at 800 px. Screenshots go to explorer/artifacts/.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  b2Capsule, b2ChainSegment, b2CollideChainSegmentAndPolygon, b2CollidePolygonAndCapsule, b2CollidePolygons, b2MakeBox, b2MakeRot,
  b2MakeRoundedBox, b2Manifold, b2Polygon, b2Rot, b2SimplexCache, b2Transform,
} from 'b2collide/v3';
import type { Browser, Page } from 'playwright-core';
import type { ExplorerCase } from '../src/case';
import { keyHex, runCase } from '../src/collide';
import { b2collide64 } from '../src/library';
import { decodeCase, encodeCase } from '../src/url-codec';
import { closeExplorerPage, openExplorerPage } from './browser-page';
import type { Served } from './serve';

jest.setTimeout(120_000);

const artifacts = join(process.cwd(), 'explorer', 'artifacts');

// Two unit boxes (1 x 1: b2MakeBox(0.5, 0.5)), A at the origin, B on top of it shifted 0.25 to
// the right: B's bottom face lies exactly on A's top face. Every number is a float32.
const unitBoxes: ExplorerCase = {
  a: { kind: 'box', hx: 0.5, hy: 0.5 },
  xfA: { x: 0, y: 0, s: 0, c: 1 },
  b: { kind: 'box', hx: 0.5, hy: 0.5 },
  xfB: { x: 0.25, y: 1, s: 0, c: 1 },
};

/** A b2Transform of v3 from float32 numbers (no rounding needed: the tests give float32s). */
function xf(x: number, y: number, c = 1, s = 0): b2Transform {
  const t = new b2Transform();
  t.p.x = x;
  t.p.y = y;
  t.q.c = c;
  t.q.s = s;
  return t;
}

const hex = (id: number): string => `0x${id.toString(16).padStart(4, '0')}`;
/** As the panel writes numbers: shortest round-trip form, -0 as "-0". */
const num = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));
const pair = (x: number, y: number): string => `${num(x)}, ${num(y)}`;

let served: Served;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ served, browser, page } = await openExplorerPage());
});

afterAll(() => closeExplorerPage(browser, served));

async function open(c: ExplorerCase, query = '?v3'): Promise<void> {
  await page.goto(`${served.url}${query}${encodeCase(c)}`);
  await page.waitForSelector('#scene [data-role="shape"], #status[data-error]');
}

/** The v3 column of the panel's comparison table, field → text. */
async function column(engine: 'v2' | 'v3'): Promise<Record<string, string>> {
  const rows = await page.locator('[data-role="v3-compare"] tr[data-field]').evaluateAll((trs, which) =>
    trs.map((tr) => [tr.getAttribute('data-field')!, tr.querySelector(`td[data-engine="${which}"]`)!.textContent!]), engine);
  return Object.fromEntries(rows);
}

const v3Column = (): Promise<Record<string, string>> => column('v3');
const v2Column = (): Promise<Record<string, string>> => column('v2');

/** The v3 points the drawing shows. */
const drawnV3 = (): Promise<{ id: string; separation: number; speculative: string; point: string }[]> =>
  page.$$eval('[data-role="v3-point"]', (els) => els.map((e) => ({
    id: e.getAttribute('data-id')!, separation: Number(e.getAttribute('data-separation')), speculative: e.getAttribute('data-speculative')!, point: e.getAttribute('data-point')!,
  })));

/** What the page shows for a v3 manifold, in the panel's and drawing's formats. */
function expectedOf(m: b2Manifold): { ids: string[]; normal: string; points: string[]; separations: number[] } {
  const points = m.points.slice(0, m.pointCount);
  return { ids: points.map((p) => hex(p.id)), normal: pair(m.normal.x, m.normal.y), points: points.map((p) => `${p.point.x},${p.point.y}`), separations: points.map((p) => p.separation) };
}

describe('the v3 view: b2collide/v3 beside b2collide', () => {
  test('two unit boxes resting: the numbers worked out by hand', async () => {
    // By hand, following b2CollidePolygons (manifold.c): A is shifted to its vertex 0 (-0.5, -0.5),
    // so A's vertices are (0,0) (1,0) (1,1) (0,1) and B's (0.25,1) (1.25,1) (1.25,2) (0.25,2).
    // Separations: A's best edge is 2 (normal (0,1)) at 0, B's best edge 0 at 0; 0 >= 0 keeps A
    // as the reference (no flip), and B's edge 0 (normal (0,-1)) is the incident edge. Not apart
    // (0 <= 0.1 * linearSlop), so b2ClipPolygons(edgeA 2, edgeB 0): reference v11 = A.v2 (1,1),
    // v12 = A.v3 (0,1); incident v21 = B.v0 (0.25,1), v22 = B.v1 (1.25,1). Along the tangent
    // (-1,0): upper1 1, upper2 0.75, lower2 -0.25, so vLower = lerp(v22, v21, 0.25) = (1,1) and
    // vUpper = v21 = (0.25,1), both at separation 0. Point 0: id B2_MAKE_ID(i11 2, i22 1) = 0x0201,
    // point 1: B2_MAKE_ID(i12 3, i21 0) = 0x0300. Back in the world (add (-0.5,-0.5), rotate by
    // identity): anchorA (0.5, 0.5) and (-0.25, 0.5); anchorB = anchorA + (pA - pB) = anchorA +
    // (-0.25, -1): (0.25, -0.5) and (-0.5, -0.5); point = pA + anchorA = anchorA; normal (0, 1).
    await open(unitBoxes);
    expect(await page.locator('[data-role="v3-summary"]').textContent()).toBe('b2CollidePolygons: pointCount 2, world normal (0, 1)');
    const col = await v3Column();
    expect(col.pointCount).toBe('2');
    expect(col.normal).toBe('0, 1');
    expect([col['points[0].id'], col['points[1].id']]).toEqual(['0x0201', '0x0300']);
    expect([col['points[0].features'], col['points[1].features']]).toEqual(['A v2 / B v1', 'A v3 / B v0']);
    expect([col['points[0].anchorA'], col['points[1].anchorA']]).toEqual(['0.5, 0.5', '-0.25, 0.5']);
    expect([col['points[0].anchorB'], col['points[1].anchorB']]).toEqual(['0.25, -0.5', '-0.5, -0.5']);
    expect([col['points[0].point'], col['points[1].point']]).toEqual(['0.5, 0.5', '-0.25, 0.5']);
    expect([col['points[0].separation'], col['points[1].separation']]).toEqual(['0', '0']);
    expect(col['points[0].speculative']).toBe('no: touching or overlapping');
    expect(await page.locator('[data-role="v3-id-summary"]').textContent()).toBe("v3 ids: clipped: A's edge 2 (v2 → v3) against B's edge 0 (v0 → v1)");
    // The drawing: both points, solid, each with its normal and its two anchors.
    expect(await drawnV3()).toEqual([
      { id: '0x0201', separation: 0, speculative: 'false', point: '0.5,0.5' },
      { id: '0x0300', separation: 0, speculative: 'false', point: '-0.25,0.5' },
    ]);
    expect(await page.locator('[data-role="v3-normal"]').count()).toBe(2);
    expect(await page.locator('[data-role="v3-anchor-a"]').count()).toBe(2);
    expect(await page.locator('[data-role="v3-anchor-b"]').count()).toBe(2);
    // The v2.4.1 column is b2collide's own answer (its key, features and point count).
    const v2 = runCase(b2collide64, unitBoxes);
    const v2col = await v2Column();
    expect(v2col.pointCount).toBe(String(v2.result.pointCount));
    expect(v2col['points[0].id']).toBe(keyHex(v2.keys[0]));
    expect(v2col['points[1].id']).toBe(keyHex(v2.keys[1]));
    // ...and the same as b2collide/v3 called here.
    const box = b2MakeBox(new b2Polygon(), 0.5, 0.5);
    const m = b2CollidePolygons(new b2Manifold(), box, xf(0, 0), box, xf(0.25, 1));
    expect(expectedOf(m)).toEqual({ ids: ['0x0201', '0x0300'], normal: '0, 1', points: ['0.5,0.5', '-0.25,0.5'], separations: [0, 0] });
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'explorer-v3-unit-boxes.png') });
  });

  test('box on box, level and tilted: count, ids, normal and points as b2CollidePolygons gives them here', async () => {
    // B's rotation is v3's own b2MakeRot(0.1), so the case's (s, c) are the float32s v3 uses.
    const q = b2MakeRot(new b2Rot(), 0.1);
    const cases: { c: ExplorerCase; xfB: b2Transform }[] = [
      {
        c: { a: { kind: 'box', hx: 1, hy: 0.5 }, xfA: { x: 0, y: 0, s: 0, c: 1 }, b: { kind: 'box', hx: 1, hy: 0.5 }, xfB: { x: 0.3, y: 0.99, s: 0, c: 1 } },
        xfB: xf(Math.fround(0.3), Math.fround(0.99)),
      },
      {
        c: { a: { kind: 'box', hx: 1.2, hy: 0.5 }, xfA: { x: 0, y: 0, s: 0, c: 1 }, b: { kind: 'box', hx: 0.8, hy: 0.4 }, xfB: { x: 1.2, y: 0.95, s: q.s, c: q.c } },
        xfB: xf(Math.fround(1.2), Math.fround(0.95), q.c, q.s),
      },
    ];
    for (const { c, xfB } of cases) {
      await open(c);
      const a = c.a as { hx: number; hy: number };
      const b = c.b as { hx: number; hy: number };
      const m = b2CollidePolygons(new b2Manifold(), b2MakeBox(new b2Polygon(), Math.fround(a.hx), Math.fround(a.hy)), xf(0, 0), b2MakeBox(new b2Polygon(), Math.fround(b.hx), Math.fround(b.hy)), xfB);
      const want = expectedOf(m);
      expect(m.pointCount).toBeGreaterThan(0);
      const col = await v3Column();
      expect(col.pointCount).toBe(String(m.pointCount));
      expect(col.normal).toBe(want.normal);
      expect(want.ids.map((_, i) => col[`points[${i}].id`])).toEqual(want.ids);
      const drawn = await drawnV3();
      expect(drawn.map((p) => p.id)).toEqual(want.ids);
      expect(drawn.map((p) => p.point)).toEqual(want.points);
      expect(drawn.map((p) => p.separation)).toEqual(want.separations);
    }
  });

  test('a speculative gap: both points kept by v3 at separation 1/64, drawn hollow', async () => {
    // B lifted 1/64 above A: by hand as above, but apart (1/64 > 0.1 * linearSlop): the edges are
    // parallel, b2SegmentDistance gives 1/64 <= B2_SPECULATIVE_DISTANCE (0.02), the clip keeps
    // both points, each at separation 1/64 and the same ids, midway: anchorA y = 0.5 + 1/128.
    await open({ ...unitBoxes, xfB: { x: 0.25, y: 1.015625, s: 0, c: 1 } });
    expect(await drawnV3()).toEqual([
      { id: '0x0201', separation: 0.015625, speculative: 'true', point: '0.5,0.5078125' },
      { id: '0x0300', separation: 0.015625, speculative: 'true', point: '-0.25,0.5078125' },
    ]);
    expect(await page.locator('[data-role="v3-marker"]').first().getAttribute('fill')).toBe('none');
    expect((await v3Column())['points[1].speculative']).toBe('yes: separation > 0, kept up to B2_SPECULATIVE_DISTANCE (0.02)');
  });

  test('the drawing modes: v3 alone (its own shapes), both, v2 alone; the URL keeps the choice', async () => {
    await open(unitBoxes);
    expect(await page.locator('#scene').getAttribute('data-mode')).toBe('both');
    expect(await page.locator('[data-role="manifold-point"]').count()).toBe(2);
    await page.selectOption('select[data-field="v3-draw"]', 'v3');
    expect(await page.locator('#scene').getAttribute('data-mode')).toBe('v3');
    expect(await page.locator('[data-role="manifold-point"]').count()).toBe(0);
    expect(await page.locator('[data-role="reference-face"]').count()).toBe(0);
    expect(await page.locator('[data-role="v3-point"]').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('v3')).toBe('only');
    await page.selectOption('select[data-field="v3-draw"]', 'v2');
    expect(await page.locator('[data-role="v3-point"]').count()).toBe(0);
    expect(await page.locator('[data-role="manifold-point"]').count()).toBe(2);
    expect(new URL(page.url()).searchParams.has('v3')).toBe(false);
    // The case survives the switches.
    expect(decodeCase(new URL(page.url()).hash)).toEqual(unitBoxes);
  });

  test('a capsule and a rounded box from the picker: v3 runs b2CollidePolygonAndCapsule, the same as here', async () => {
    await open(unitBoxes);
    await page.selectOption('select[data-field="a.kind"]', 'rounded-box');
    await page.selectOption('select[data-field="b.kind"]', 'capsule');
    const c = decodeCase(new URL(page.url()).hash)!;
    expect(c.a).toEqual({ kind: 'rounded-box', hx: 0.8, hy: 0.4, radius: 0.1 });
    expect(c.b).toEqual({ kind: 'capsule', center1: [-0.5, 0], center2: [0.5, 0], radius: 0.25 });
    // B's transform is still (0.25, 1): the capsule's bottom at 0.75, the rounded box's top at 0.5.
    // Move B down onto A: capsule bottom at 0.49, 0.01 into A.
    await page.fill('input[data-field="b.y"]', '0.74');
    await page.press('input[data-field="b.y"]', 'Enter');
    expect(await page.locator('[data-role="v3-summary"]').textContent()).toMatch(/^b2CollidePolygonAndCapsule: pointCount 2/);
    const rounded = b2MakeRoundedBox(new b2Polygon(), Math.fround(0.8), Math.fround(0.4), Math.fround(0.1));
    const cap = new b2Capsule();
    cap.center1.x = -0.5;
    cap.center2.x = 0.5;
    cap.radius = 0.25;
    const m = b2CollidePolygonAndCapsule(new b2Manifold(), rounded, xf(0, 0), cap, xf(0.25, Math.fround(0.74)));
    const want = expectedOf(m);
    expect(m.pointCount).toBe(2);
    const drawn = await drawnV3();
    expect(drawn.map((p) => p.id)).toEqual(want.ids);
    expect(drawn.map((p) => p.point)).toEqual(want.points);
    expect((await v3Column()).normal).toBe(want.normal);
    // The capsule's vertices are named by their fields.
    expect((await v3Column())['points[0].features']).toMatch(/^A v\d \/ B center[12]$/);
    // v2.4.1 has a manifold too (its stand-in: an edge with the capsule's radius).
    expect(Number((await v2Column()).pointCount)).toBeGreaterThan(0);
  });

  test('a capsule as A over a box: v3 swaps the pair to (polygon, capsule) and says so', async () => {
    await open({ a: { kind: 'capsule', center1: [-0.5, 0], center2: [0.5, 0], radius: 0.25 }, xfA: { x: 0, y: 0.74, s: 0, c: 1 }, b: { kind: 'box', hx: 1, hy: 0.5 }, xfB: { x: 0, y: 0, s: 0, c: 1 } });
    expect(await page.locator('[data-role="v3-summary"]').textContent()).toMatch(/^b2CollidePolygonAndCapsule: /);
    expect(await page.locator('[data-role="v3-swapped"]').count()).toBe(1);
    expect(await page.locator('[data-role="v3-manifold"]').getAttribute('data-swapped')).toBe('true');
  });

  test('a chain child under a box: b2CollideChainSegmentAndPolygon with a new cache, ids as it gives them here', async () => {
    // The default chain's child 1, (1, 0) to (-1, 0) (its normal, to the right, points up), and
    // a box turned half a turn (c = -1) resting 0.01 into it: its bottom face is now its edge 2.
    const c: ExplorerCase = {
      a: { kind: 'chain', vertices: [[3, 0.5], [1, 0], [-1, 0], [-3, 0.5]], loop: false, prev: [4, 1.5], next: [-4, 1.5], child: 1 },
      xfA: { x: 0, y: 0, s: 0, c: 1 },
      b: { kind: 'box', hx: 0.5, hy: 0.25 },
      xfB: { x: 0.25, y: 0.24, s: 0, c: -1 },
    };
    await open(c);
    // The child as v3's b2ChainSegment: its ghosts are the chain's vertices 0 and 3.
    const seg = new b2ChainSegment();
    seg.ghost1.x = 3;
    seg.ghost1.y = 0.5;
    seg.segment.point1.x = 1;
    seg.segment.point2.x = -1;
    seg.ghost2.x = -3;
    seg.ghost2.y = 0.5;
    const m = b2CollideChainSegmentAndPolygon(new b2Manifold(), seg, xf(0, 0), b2MakeBox(new b2Polygon(), 0.5, 0.25), xf(0.25, Math.fround(0.24), -1, 0), new b2SimplexCache());
    const want = expectedOf(m);
    expect(await page.locator('[data-role="v3-summary"]').textContent()).toBe(`b2CollideChainSegmentAndPolygon: pointCount ${m.pointCount}, world normal (${want.normal})`);
    expect((await drawnV3()).map((p) => p.id)).toEqual(want.ids);
    // On the segment's normal against the box's edge 2 (v2 -> v3): B2_MAKE_ID(0, 3), B2_MAKE_ID(1, 2).
    expect(want.ids).toEqual(['0x0003', '0x0102']);
    expect(await page.locator('[data-role="v3-id-summary"]').textContent()).toBe("v3 ids: on the segment's normal, against B's edge 2 (v2 → v3): high byte A's vertex, low byte B's");
    const col = await v3Column();
    expect([col['points[0].features'], col['points[1].features']]).toEqual(['A point1 / B v3', 'A point2 / B v2']);
  });

  test('at 1400 px the v3 table fits the panel; at 800 px the panel goes under the drawing and nothing runs off', async () => {
    await open(unitBoxes);
    const panel = (await page.locator('#panel').boundingBox())!;
    const table = (await page.locator('[data-role="v3-compare"]').boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
    expect(await page.locator('#panel').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await page.locator('#v3').scrollIntoViewIfNeeded();
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'explorer-v3-1400.png') });

    await page.setViewportSize({ width: 800, height: 900 });
    try {
      await open(unitBoxes);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
      const scene = (await page.locator('#scene').boundingBox())!;
      const narrowPanel = (await page.locator('#panel').boundingBox())!;
      expect(scene.x + scene.width).toBeLessThanOrEqual(800);
      expect(narrowPanel.y).toBeGreaterThanOrEqual(scene.y + scene.height);
      const v3Table = (await page.locator('[data-role="v3-compare"]').boundingBox())!;
      expect(v3Table.x + v3Table.width).toBeLessThanOrEqual(800);
      await page.locator('#v3').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artifacts, 'explorer-v3-800.png'), fullPage: true });

      // Narrower still (a phone held upright): the drawing shrinks, and dragging B still moves it
      // by the pointer's distance in world units.
      await page.setViewportSize({ width: 420, height: 900 });
      await open(unitBoxes);
      // The same link again does not reload the page, which the 800 px step scrolled down.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
      const small = (await page.locator('#scene').boundingBox())!;
      expect(small.width).toBeLessThan(620);
      const scale = Number(await page.locator('#scene').getAttribute('data-scale'));
      const cx = Number(await page.locator('#scene').getAttribute('data-center-x'));
      const cy = Number(await page.locator('#scene').getAttribute('data-center-y'));
      // The drawing inside its border is the 620 px view, shrunk.
      const border = await page.locator('#scene').evaluate((e) => parseFloat(getComputedStyle(e).borderLeftWidth));
      const shrink = (small.width - 2 * border) / 620;
      const at = (x: number, y: number): [number, number] => [small.x + small.width / 2 + shrink * scale * (x - cx), small.y + small.height / 2 - shrink * scale * (y - cy)];
      const [x, y] = at(0.25, 1);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 20, y);
      await page.mouse.up();
      const moved = decodeCase(new URL(page.url()).hash)!;
      expect(moved.xfB.x).toBeCloseTo(0.25 + 20 / shrink / scale, 3);
      expect(moved.xfB.y).toBeCloseTo(1, 6);
    } finally {
      await page.setViewportSize({ width: 1400, height: 760 });
    }
  });
});
