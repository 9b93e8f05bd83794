// The explorer page in headless Chromium (playwright-core driving the system's chromium, e.g.
// Debian's package): a case set through the URL is drawn with the reference face, points, labels
// and keys the library computes for the same input here in node; dragging a shape updates the
// manifold and the point states; the engine table shows the float32 build's own numbers; editing a
// field puts the exact number into the URL. A screenshot goes to explorer/artifacts/.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { b2ChainShape, b2CircleShape, b2CollidePolygons, b2CollideShapes, b2Manifold, b2PolygonShape, b2Transform, b2WorldManifold } from 'b2collide';
import * as f32 from 'b2collide/f32';
import type { Browser, Page } from 'playwright-core';
import { featureLabel } from '../../compare/case/draw';
import { featureInCf, readManifold } from '../../compare/case/read-manifold';
import type { ExplorerCase } from '../src/case';
import { float32Hex } from '../src/engine-diff';
import { decodeCase, encodeCase } from '../src/url-codec';
import { caseRng } from '../../compare/runner/campaign';
import { allFamilies } from '../../compare/registry';
import { keyHex, runCase } from '../src/collide';
import { explorerCaseOf } from '../src/from-compare';
import { b2collide64 } from '../src/library';
import { closeExplorerPage, openExplorerPage } from './browser-page';
import type { Served } from './serve';

jest.setTimeout(120_000);

const artifacts = join(process.cwd(), 'explorer', 'artifacts');

// Two 2x1 boxes (SetAsBox(1, 0.5): vertex 0 at (-1, -0.5), normal 2 = (0, 1) is A's top face),
// B resting 0.01 deep on A and shifted right by 0.3: both searches find -0.01, B does not beat
// A by k_tol, so A's edge 2 is the reference face and B's bottom edge is clipped to 2 points.
const restingBoxes: ExplorerCase = {
  a: { kind: 'box', hx: 1, hy: 0.5 },
  xfA: { x: 0, y: 0, s: 0, c: 1 },
  b: { kind: 'box', hx: 1, hy: 0.5 },
  xfB: { x: 0.3, y: 0.99, s: 0, c: 1 },
};

/** The library's answer in node for the resting boxes. */
function libraryAnswer(): { labels: string[]; keys: string[]; separations: number[] } {
  const box = new b2PolygonShape().SetAsBox(1, 0.5);
  const xfA = new b2Transform().SetPositionSinCos(0, 0, 0, 1);
  const xfB = new b2Transform().SetPositionSinCos(0.3, 0.99, 0, 1);
  const manifold = new b2Manifold();
  b2CollidePolygons(manifold, box, xfA, box, xfB);
  const world = new b2WorldManifold();
  world.Initialize(manifold, xfA, box.m_radius, xfB, box.m_radius);
  const result = readManifold(manifold, world, featureInCf);
  return {
    labels: result.points.map(featureLabel),
    keys: manifold.points.slice(0, manifold.pointCount).map((p) => `0x${p.id.key.toString(16).padStart(8, '0')}`),
    separations: result.world.separations,
  };
}

let served: Served;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ served, browser, page } = await openExplorerPage());
});

afterAll(() => closeExplorerPage(browser, served));

async function open(c: ExplorerCase, query = ''): Promise<void> {
  await page.goto(`${served.url}${query}${encodeCase(c)}`);
  await page.waitForSelector('#scene [data-role="shape"], #status[data-error]');
}

const points = (): Promise<{ label: string; key: string; separation: string; state: string }[]> =>
  page.$$eval('[data-role="manifold-point"]', (els) =>
    els.map((e) => ({ label: e.getAttribute('data-label')!, key: e.getAttribute('data-key')!, separation: e.getAttribute('data-separation')!, state: e.getAttribute('data-state')! })),
  );

/** The screen position of a world point, from the view the page publishes on its SVG (data-scale, data-center-x/y). */
async function screen(x: number, y: number): Promise<[number, number, number]> {
  const scene = page.locator('#scene');
  const box = (await scene.boundingBox())!;
  const scale = Number(await scene.getAttribute('data-scale'));
  const cx = Number(await scene.getAttribute('data-center-x'));
  const cy = Number(await scene.getAttribute('data-center-y'));
  return [box.x + box.width / 2 + scale * (x - cx), box.y + box.height / 2 - scale * (y - cy), scale];
}

describe('manifold explorer in the browser', () => {
  test('a case from the URL: reference face A edge 2, two points with the library\'s labels, keys and separations', async () => {
    await open(restingBoxes);
    const face = page.locator('[data-role="reference-face"]');
    expect(await face.getAttribute('data-owner')).toBe('A');
    expect(await face.getAttribute('data-edge')).toBe('2');
    expect(await page.locator('[data-role="side-plane"]').count()).toBe(2);
    expect(await page.locator('[data-role="incident-edge"]').count()).toBe(1);
    const expected = libraryAnswer();
    const drawn = await points();
    expect(drawn.map((p) => p.label)).toEqual(expected.labels);
    expect(drawn.map((p) => p.key)).toEqual(expected.keys);
    expect(drawn.map((p) => Number(p.separation))).toEqual(expected.separations);
    // Hand check of the labels: point 0 is B's vertex 0 on A's face 2, point 1 the clip at A's vertex 3 side plane.
    expect(expected.labels[0]).toBe('A face 2 / B vertex 0');
    expect(await page.locator('[data-role="flip-marker"]').count()).toBe(0);

    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'explorer-resting-boxes.png') });
  });

  test('B\'s face as reference shows the e_faceB marker', async () => {
    // A turned by 0.2 rad under a level B: A's corner digs into B's bottom face, so B's face
    // separates better than any face of A by more than k_tol and becomes the reference (flip).
    await open({ ...restingBoxes, xfA: { x: 0, y: 0, s: Math.sin(0.2), c: Math.cos(0.2) }, xfB: { x: 0, y: 1.05, s: 0, c: 1 } });
    const face = page.locator('[data-role="reference-face"]');
    expect(await face.getAttribute('data-owner')).toBe('B');
    expect(await page.locator('[data-role="flip-marker"]').count()).toBe(1);
  });

  test('dragging B off A and back: points removed, then added, then persisted with their impulses carried', async () => {
    await open(restingBoxes);
    const [x, y, scale] = await screen(0.3, 0.99);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 0.5 * scale);
    // While dragging: B is 0.5 m higher, no contact; both old points removed.
    expect(await points()).toEqual([]);
    expect(await page.locator('[data-role="point-states"]').textContent()).toContain('previous: [removed, removed]');
    expect(await page.locator('[data-role="removed-point"]').count()).toBe(2);
    await page.mouse.move(x, y);
    expect((await points()).map((p) => p.state)).toEqual(['added', 'added']);
    await page.mouse.move(x + 5, y);
    expect((await points()).map((p) => p.state)).toEqual(['persisted', 'persisted']);
    expect(await page.locator('[data-role="carry-over"]').textContent()).toContain('impulses from previous point 1');
    await page.locator('#frames').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifacts, 'explorer-drag.png') });
    await page.mouse.up();
    // The URL holds the dragged case: B moved 5 px = 5/scale m to the right of where it started.
    const c = decodeCase(new URL(page.url()).hash)!;
    expect(c.xfB.x).toBeCloseTo(0.3 + 5 / scale, 6);
    expect(c.xfB.y).toBeCloseTo(0.99, 6);
  });

  test('engines side by side: the float32 column shows b2collide/f32\'s own numbers and bits', async () => {
    await open(restingBoxes, '?engines');
    const table = page.locator('[data-role="engine-diff"]');
    await table.waitFor();
    const headers = await table.locator('th').allTextContents();
    expect(headers).toEqual(['field', 'b2collide (float64)', 'b2collide/f32', 'planck 1.5.0', '@box2d/core 0.11.0']);
    // Expected: the float32 build run here in node on the same case.
    const box = new f32.b2PolygonShape().SetAsBox(1, 0.5);
    const xfA = new f32.b2Transform().SetPositionSinCos(0, 0, 0, 1);
    const xfB = new f32.b2Transform().SetPositionSinCos(0.3, 0.99, 0, 1);
    const manifold = new f32.b2Manifold();
    f32.b2CollidePolygons(manifold, box, xfA, box, xfB);
    const world = new f32.b2WorldManifold();
    world.Initialize(manifold, xfA, box.m_radius, xfB, box.m_radius);
    const sep32 = world.separations[0];
    const row = table.locator('tr[data-field="world.separations[0]"] td');
    expect(await row.nth(2).textContent()).toBe(`${sep32} (${float32Hex(sep32)})`);
    // 0.99 is not a float32, so the float32 separation differs from float64's; the count does not.
    expect(await row.nth(2).getAttribute('data-differs')).toBe('true');
    const countRow = table.locator('tr[data-field="pointCount"] td');
    expect(await countRow.allTextContents()).toEqual(['pointCount', '2', '2', '2', '2']);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifacts, 'explorer-engines.png') });
  });

  test('box2d-wasm on demand: the C++ column equals b2collide/f32 bit for bit on the resting boxes', async () => {
    await open(restingBoxes, '?engines');
    await page.click('button[data-action="load-wasm"]');
    const table = page.locator('[data-role="engine-diff"]');
    await page.waitForSelector('[data-role="engine-diff"] th:nth-child(6)');
    expect(await table.locator('th').nth(5).textContent()).toBe('box2d-wasm 7.0.0 (C++, f32)');
    // The project's claim for the float32 build: every field the same float32 bits as the C++.
    const rows = await table.locator('tr[data-field]').evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-field'), ...Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)]));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect([row[0], row[6]]).toEqual([row[0], row[3]]);
  });

  test('a chain child under a circle: ghosts and the active child drawn, points as b2CollideShapes gives them', async () => {
    // defaultShape('chain'): vertices right to left so normals point up, child 1 = (1, 0)-(-1, 0).
    const vertices: [number, number][] = [[3, 0.5], [1, 0], [-1, 0], [-3, 0.5]];
    const c: ExplorerCase = {
      a: { kind: 'chain', vertices, loop: false, prev: [4, 1.5], next: [-4, 1.5], child: 1 },
      xfA: { x: 0, y: 0, s: 0, c: 1 },
      b: { kind: 'circle', radius: 0.5, p: [0, 0] },
      xfB: { x: 0.2, y: 0.49, s: 0, c: 1 },
    };
    await open(c);
    expect(await page.locator('[data-role="ghost"]').count()).toBe(2);
    expect(await page.locator('[data-role="active-edge"]').count()).toBe(1);
    expect(await page.locator('[data-role="reference-face"]').count()).toBe(0);
    const chain = new b2ChainShape().CreateChain(vertices.map(([x, y]) => ({ x, y })), 4, { x: 4, y: 1.5 }, { x: -4, y: 1.5 });
    const circle = new b2CircleShape(0.5);
    const manifold = new b2Manifold();
    b2CollideShapes(manifold, chain, 1, new b2Transform().SetPositionSinCos(0, 0, 0, 1), circle, 0, new b2Transform().SetPositionSinCos(0.2, 0.49, 0, 1));
    expect(manifold.pointCount).toBe(1);
    const drawn = await points();
    expect(drawn.map((p) => p.key)).toEqual([`0x${manifold.points[0].id.key.toString(16).padStart(8, '0')}`]);
    // The circle's centre is over the child's interior: the contact is on its face (the C++ region AB).
    expect(drawn[0].label).toBe('A face 0 / B vertex 0');
    await page.screenshot({ path: join(artifacts, 'explorer-chain-circle.png') });
  });

  test('a circle against a box is swapped to Box2D\'s registered order, and the panel says so', async () => {
    await open({ a: { kind: 'circle', radius: 0.5, p: [0, 0] }, xfA: { x: 0, y: 0.99, s: 0, c: 1 }, b: { kind: 'box', hx: 1, hy: 0.5 }, xfB: { x: 0, y: 0, s: 0, c: 1 } });
    expect(await page.locator('#manifold').textContent()).toContain("the manifold's A is the case's shape B");
    expect(await points()).toHaveLength(1);
  });

  test('the GJK view draws the closest points and reports the iterations', async () => {
    await open({ ...restingBoxes, xfB: { x: 0.3, y: 1.5, s: 0, c: 1 } });
    await page.check('input[data-field="gjk"]');
    expect(await page.locator('[data-role="gjk-closest"]').count()).toBe(1);
    // Core boxes 0.5 apart vertically (B's bottom at 1.0, A's top at 0.5).
    expect(await page.locator('[data-role="gjk-summary"]').textContent()).toMatch(/^distance 0\.5, \d+ iterations/);
  });

  test('a compare case link (raw polygon fields) draws the same manifold as the node run, and can be made editable', async () => {
    const ref = allFamilies().find((f) => f.id === 'polygon-polygon/resting')!;
    const input = ref.family.generate(caseRng(1, ref.id, 0));
    const c = explorerCaseOf(input)!;
    await open(c);
    const run = runCase(b2collide64, c);
    expect(run.result.pointCount).toBeGreaterThan(0);
    expect((await points()).map((p) => p.key)).toEqual(run.keys.map(keyHex));
    expect(await page.locator('.side-a legend').textContent()).toBe('Shape A: polygon (raw fields)');
    await page.click('button[data-action="a.rebuild"]');
    expect(decodeCase(new URL(page.url()).hash)!.a.kind).toBe('polygon');
  });

  test('a case the library rejects shows its Error and draws nothing', async () => {
    await open({ ...restingBoxes, a: { kind: 'polygon', points: [[0, 0], [1, 0], [2, 0]] } });
    const status = page.locator('#status');
    expect(await status.getAttribute('data-error')).toBe('true');
    expect(await status.textContent()).toContain('b2PolygonShape.Set');
    expect(await page.locator('#scene [data-role="shape"]').count()).toBe(0);
  });

  test('typing an exact number and nudging it by one ulp puts those bits in the URL', async () => {
    await open(restingBoxes);
    await page.fill('input[data-field="b.x"]', '0.30000000000000004');
    await page.press('input[data-field="b.x"]', 'Enter');
    expect(decodeCase(new URL(page.url()).hash)!.xfB.x).toBe(0.1 + 0.2);
    await page.click('button[data-nudge="b.x+"]');
    // The next float64 after 0.30000000000000004 (the ulp in [0.25, 0.5) is 2^-54).
    expect(decodeCase(new URL(page.url()).hash)!.xfB.x).toBe(0.30000000000000010);
    await page.click('button[data-action="export-test"]');
    const body = await page.locator('[data-role="jest-body"]').inputValue();
    expect(body).toContain('new b2Transform().SetPositionSinCos(0.3000000000000001, 0.99, 0, 1)');
    expect(body).toContain('expect(manifold.pointCount).toBe(2);');
  });
});
