// The sweep view in headless Chromium: a time-of-impact case set through the URL draws B (and A)
// at the pose of the t that b2TimeOfImpact computes for the same input here in node; a shape-cast
// case draws B at the lambda and hit point b2ShapeCast computes here; the mode picker and the end
// handle write the motion into the URL. Screenshots go to explorer/artifacts/.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  b2Distance, b2DistanceInput, b2DistanceOutput, b2PolygonShape, b2ShapeCast, b2ShapeCastInput, b2ShapeCastOutput,
  b2ResetToiCounters, b2SimplexCache, b2Sweep, b2TimeOfImpact, b2_toiIters, b2_toiRootIters, b2TOIInput, b2TOIOutput, b2TOIOutputState, b2Transform, b2_linearSlop, b2_polygonRadius,
} from 'b2collide';
import type { Browser, Page } from 'playwright-core';
import type { ExplorerCase } from '../src/case';
import { decodeCase, encodeCase } from '../src/url-codec';
import { closeExplorerPage, openExplorerPage } from './browser-page';
import type { Served } from './serve';

jest.setTimeout(120_000);

const artifacts = join(process.cwd(), 'explorer', 'artifacts');

// A 2x1 box A drifting right and up while turning back 0.3 rad; a 1x0.5 box B thrown from the
// upper left across A while turning 2 rad.
const toiCase: ExplorerCase = {
  a: { kind: 'box', hx: 1, hy: 0.5 },
  xfA: { x: 0, y: 0, s: 0, c: 1 },
  b: { kind: 'box', hx: 0.5, hy: 0.25 },
  xfB: { x: -3, y: 1.5, s: 0, c: 1 },
  sweep: { mode: 'toi', endA: { x: 0.5, y: 0.2, angle: -0.3 }, endB: { x: 2, y: -0.5, angle: 2 }, tMax: 1 },
};

// B straight above A's top face, cast 2 m down.
const castCase: ExplorerCase = {
  ...toiCase,
  xfB: { x: 0.2, y: 1.5, s: 0, c: 1 },
  sweep: { mode: 'cast', translation: [0, -2] },
};

/** The sweep the page builds from a case's start transform and end pose: about the body origin, normalized. */
function sweep(x: number, y: number, a0: number, end: { x: number; y: number; angle: number }): b2Sweep {
  const s = new b2Sweep();
  s.c0.Set(x, y);
  s.a0 = a0;
  s.c.Set(end.x, end.y);
  s.a = end.angle;
  s.Normalize();
  return s;
}

let served: Served;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ served, browser, page } = await openExplorerPage());
});

afterAll(() => closeExplorerPage(browser, served));

async function open(c: ExplorerCase): Promise<void> {
  await page.goto(`${served.url}${encodeCase(c)}`);
  await page.waitForSelector('#scene [data-role="shape"]');
}

const hitPose = (owner: 'A' | 'B'): Promise<{ fraction: number; x: number; y: number; s: number; c: number }> =>
  page.locator(`[data-role="sweep-hit"][data-owner="${owner}"]`).evaluate((e) => ({
    fraction: Number(e.getAttribute('data-fraction')),
    x: Number(e.getAttribute('data-x')),
    y: Number(e.getAttribute('data-y')),
    s: Number(e.getAttribute('data-s')),
    c: Number(e.getAttribute('data-c')),
  }));

describe('sweep view in the browser', () => {
  test('a TOI case from the URL draws both shapes at the t b2TimeOfImpact gives in node', async () => {
    await open(toiCase);
    // Expected: the library run here on the same input (the page's own code is not used for it).
    const input = new b2TOIInput();
    const boxA = new b2PolygonShape().SetAsBox(1, 0.5);
    const boxB = new b2PolygonShape().SetAsBox(0.5, 0.25);
    input.proxyA.Set(boxA, 0);
    input.proxyB.Set(boxB, 0);
    input.sweepA.Copy(sweep(0, 0, 0, { x: 0.5, y: 0.2, angle: -0.3 }));
    input.sweepB.Copy(sweep(-3, 1.5, 0, { x: 2, y: -0.5, angle: 2 }));
    input.tMax = 1;
    const output = new b2TOIOutput();
    b2ResetToiCounters();
    b2TimeOfImpact(output, input);
    const iterations = b2_toiIters;
    expect(output.state).toBe(b2TOIOutputState.e_touching);
    // Sanity of the expectation itself: at t the cores are at TOI's target distance, within its tolerance.
    const dist = new b2DistanceInput();
    dist.proxyA.Set(boxA, 0);
    dist.proxyB.Set(boxB, 0);
    input.sweepA.GetTransform(dist.transformA, output.t);
    input.sweepB.GetTransform(dist.transformB, output.t);
    const out = new b2DistanceOutput();
    b2Distance(out, new b2SimplexCache(), dist);
    const target = Math.max(b2_linearSlop, 2 * b2_polygonRadius - 3 * b2_linearSlop);
    expect(Math.abs(out.distance - target)).toBeLessThanOrEqual(0.25 * b2_linearSlop);

    const xfB = input.sweepB.GetTransform(new b2Transform(), output.t);
    const drawnB = await hitPose('B');
    expect(drawnB).toEqual({ fraction: output.t, x: xfB.p.x, y: xfB.p.y, s: xfB.q.s, c: xfB.q.c });
    const xfA = input.sweepA.GetTransform(new b2Transform(), output.t);
    expect(await hitPose('A')).toEqual({ fraction: output.t, x: xfA.p.x, y: xfA.p.y, s: xfA.q.s, c: xfA.q.c });
    expect(await page.locator('[data-role="sweep-summary"]').textContent()).toBe(`e_touching at t ${output.t} after ${iterations} iterations`);
    // The drawn outline of B at t: its vertex 0 where the view maps the library's world vertex.
    const v0 = { x: xfB.q.c * -0.5 - xfB.q.s * -0.25 + xfB.p.x, y: xfB.q.s * -0.5 + xfB.q.c * -0.25 + xfB.p.y };
    const scene = page.locator('#scene');
    const scale = Number(await scene.getAttribute('data-scale'));
    const cx = Number(await scene.getAttribute('data-center-x'));
    const cy = Number(await scene.getAttribute('data-center-y'));
    const first = (await page.locator('[data-role="sweep-hit"][data-owner="B"] polygon').getAttribute('points'))!.split(' ')[0].split(',').map(Number);
    expect(first[0]).toBeCloseTo(380 + scale * (v0.x - cx), 1);
    expect(first[1]).toBeCloseTo(300 - scale * (v0.y - cy), 1);
    // Three poses in between for each shape, the end poses dashed, the two paths with handles.
    expect(await page.locator('[data-role="sweep-between"]').count()).toBe(6);
    expect(await page.locator('[data-role="sweep-end"]').count()).toBe(2);
    expect(await page.locator('[data-role="sweep-handle"]').count()).toBe(2);
    expect(await page.locator('[data-role="sweep-normal"]').count()).toBe(1);
    // Every engine: the angles start folded into [0, 2pi) (a0 = 0), where @box2d/core's TOI is the
    // C++ line for line (compare/toi/README.md): the same state, t and iterations as b2collide.
    const rows = await page.locator('[data-role="sweep-engines"] tr[data-engine]').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)));
    expect(rows.map((r) => r[0])).toEqual(['b2collide (float64)', 'b2collide/f32', 'planck 1.5.0', '@box2d/core 0.11.0']);
    expect(rows[0].slice(1)).toEqual(['e_touching', String(output.t), String(iterations), String(b2_toiRootIters)]);
    expect(rows[3]).toEqual(['@box2d/core 0.11.0', ...rows[0].slice(1)]);
    expect(rows[2][1]).toBe('e_touching');
    expect(Math.abs(Number(rows[2][2]) - output.t)).toBeLessThan(1e-9);
    // float32: same state, t to float32 precision.
    expect(rows[1][1]).toBe('e_touching');
    expect(Math.abs(Number(rows[1][2]) - output.t)).toBeLessThan(1e-5);
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'explorer-sweep-toi.png') });
    await page.locator('[data-role="sweep-engines"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifacts, 'explorer-sweep-toi-engines.png') });
  });

  test('a shape-cast case draws B at the lambda and hit point b2ShapeCast gives in node', async () => {
    await open(castCase);
    const input = new b2ShapeCastInput();
    input.proxyA.Set(new b2PolygonShape().SetAsBox(1, 0.5), 0);
    input.proxyB.Set(new b2PolygonShape().SetAsBox(0.5, 0.25), 0);
    input.transformA.SetPositionSinCos(0, 0, 0, 1);
    input.transformB.SetPositionSinCos(0.2, 1.5, 0, 1);
    input.translationB.Set(0, -2);
    const output = new b2ShapeCastOutput();
    expect(b2ShapeCast(output, input)).toBe(true);
    // Hand check: the cores are 1.25 - 0.5 = 0.75 apart; the cast stops at a core gap of
    // rA + rB - b2_polygonRadius = 0.01, within 0.5 * b2_linearSlop: about 0.74 of 2 m.
    expect(Math.abs(output.lambda * 2 - 0.74)).toBeLessThanOrEqual(0.5 * b2_linearSlop);
    const drawn = await hitPose('B');
    expect(drawn).toEqual({ fraction: output.lambda, x: 0.2, y: 1.5 - 2 * output.lambda, s: 0, c: 1 });
    const point = page.locator('[data-role="sweep-point"]');
    expect(Number(await point.getAttribute('data-x'))).toBe(output.point.x);
    expect(Number(await point.getAttribute('data-y'))).toBe(output.point.y);
    expect(await page.locator('[data-role="sweep-summary"]').textContent()).toBe(`hit at lambda ${output.lambda} after ${output.iterations} iterations`);
    // Every engine: the same lambda from both peers (a hand-checkable cast: a box straight down
    // onto a face), the float32 build to float32 precision.
    const rows = await page.locator('[data-role="sweep-engines"] tr[data-engine]').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)));
    expect(rows.map((r) => r[0])).toEqual(['b2collide (float64)', 'b2collide/f32', 'planck 1.5.0', '@box2d/core 0.11.0']);
    expect(rows[0].slice(1)).toEqual(['hit', String(output.lambda), String(output.iterations), `${output.point.x}, ${output.point.y}`]);
    for (const r of rows.slice(1)) {
      expect(r[1]).toBe('hit');
      expect(Math.abs(Number(r[2]) - output.lambda)).toBeLessThan(1e-6);
    }
    await page.locator('[data-role="sweep-engines"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifacts, 'explorer-sweep-cast.png') });
  });

  test('a motion the library rejects shows its Error in the sweep panel, the rest of the page still draws', async () => {
    await open({ ...toiCase, sweep: { ...(toiCase.sweep as Extract<ExplorerCase['sweep'], { mode: 'toi' }>), tMax: 2 } });
    expect(await page.locator('[data-role="sweep-error"]').textContent()).toContain('b2TimeOfImpact: tMax is 2; it must be a number in [0, 1]');
    expect(await page.locator('[data-role="sweep"]').count()).toBe(0);
    expect(await page.locator('#scene [data-role="shape"]').count()).toBe(2);
  });

  test('the mode picker and the end handle put the motion into the URL', async () => {
    await open({ ...castCase, sweep: undefined });
    expect(await page.locator('[data-role="sweep"]').count()).toBe(0);
    await page.selectOption('select[data-field="sweep.mode"]', 'cast');
    expect(decodeCase(new URL(page.url()).hash)!.sweep).toEqual({ mode: 'cast', translation: [2, 0] });
    // Drag B's handle 40 px down: the translation's y drops by 40 / scale metres.
    const handle = (await page.locator('[data-role="sweep-handle"][data-owner="B"]').boundingBox())!;
    const scale = Number(await page.locator('#scene').getAttribute('data-scale'));
    const x = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 40);
    await page.mouse.up();
    const moved = decodeCase(new URL(page.url()).hash)!.sweep!;
    if (moved.mode !== 'cast') throw new Error('expected a cast');
    expect(moved.translation[0]).toBeCloseTo(2, 9);
    expect(moved.translation[1]).toBeCloseTo(-40 / scale, 9);
    // B itself did not move.
    expect(decodeCase(new URL(page.url()).hash)!.xfB).toEqual(castCase.xfB);
    await page.selectOption('select[data-field="sweep.mode"]', 'toi');
    expect(decodeCase(new URL(page.url()).hash)!.sweep!.mode).toBe('toi');
    expect(await page.locator('[data-role="sweep-handle"]').count()).toBe(2);
    // The default TOI keeps A where it is: A gets a handle but no poses of its own.
    expect(await page.locator('[data-role="sweep-hit"][data-owner="A"]').count()).toBe(0);
    expect(await page.locator('[data-role="sweep-hit"][data-owner="B"]').count()).toBe(1);
    // The wheel over B's handle turns B's end by 2 degrees a notch (up: counter-clockwise).
    const before = decodeCase(new URL(page.url()).hash)!.sweep!;
    const ring = (await page.locator('[data-role="sweep-handle"][data-owner="B"]').boundingBox())!;
    await page.mouse.move(ring.x + ring.width / 2, ring.y + ring.height / 2);
    await page.mouse.wheel(0, -100);
    await page.waitForFunction((a) => decodeURIComponent(location.hash).includes(`"angle":${a}`), (before as { endB: { angle: number } }).endB.angle + Math.PI / 90);
    const after = decodeCase(new URL(page.url()).hash)!.sweep!;
    if (before.mode !== 'toi' || after.mode !== 'toi') throw new Error('expected a TOI');
    expect(after.endB).toEqual({ ...before.endB, angle: before.endB.angle + Math.PI / 90 });
    expect(after.endA).toEqual(before.endA);
  });
});
