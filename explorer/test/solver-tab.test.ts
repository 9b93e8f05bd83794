// The Solver tab in headless Chromium: the stack scene run for N steps in the page reports the
// same max displacement as the example solver's own measure() run here in node for the same
// steps, bit for bit (and it is under issue #12's 0.01 m bar); without warm starting the page
// reports the node run without warm starting (to 9 decimals: the collapse amplifies last bits),
// a larger displacement. The contact points are drawn with their b2GetPointStates colours,
// play/pause runs and stops, the URL holds the scene and the switch, and a clicked contact opens
// in the Manifold tab with the solver's manifold keys.
// Screenshots (the pyramid with and without warm starting) go to explorer/artifacts/.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildOurs } from '../../examples/solver/build_ours';
import { measure } from '../../examples/solver/measure';
import { sceneByName } from '../../examples/solver/scenes';
import { decodeCase } from '../src/url-codec';
import { closeExplorerPage, openExplorerPage } from './browser-page';
import type { Served } from './serve';

jest.setTimeout(180_000);

const artifacts = join(process.cwd(), 'explorer', 'artifacts');
const STEPS = 300;

let served: Served;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ served, browser, page } = await openExplorerPage());
});

afterAll(() => closeExplorerPage(browser, served));

const stat = async (key: string): Promise<number> => Number(await page.locator(`tr[data-stat="${key}"] td[data-value]`).getAttribute('data-value'));

async function runSteps(n: number): Promise<void> {
  await page.fill('input[data-field="solver.n"]', String(n));
  await page.click('button[data-action="solver.run"]');
}

/** The example solver run in node, as `npm run example:solver` measures it. */
function nodeRun(scene: string, warm: boolean, steps: number): ReturnType<typeof measure> {
  const s = sceneByName[scene]();
  return measure(s, buildOurs(s, warm), steps);
}

describe('solver tab in the browser', () => {
  test(`the stack: ${STEPS} steps with warm starting match the node run, under 0.01 m; without, larger`, async () => {
    await page.goto(`${served.url}#solver=stack&warm=on`);
    await page.waitForSelector('[data-role="solver-body"]');
    expect(await page.locator('#solver-app').isVisible()).toBe(true);
    expect(await page.locator('#app').isVisible()).toBe(false);
    // 10 boxes and the ground.
    expect(await page.locator('[data-role="solver-body"]').count()).toBe(11);
    await runSteps(STEPS);
    expect(await stat('step')).toBe(STEPS);

    const warm = nodeRun('stack', true, STEPS);
    const warmShown = await stat('max-displacement');
    // The same code on the same inputs in V8 both times: the same float64.
    expect(warmShown).toBe(warm.maxDisplacement);
    expect(warmShown).toBeLessThan(0.01);
    expect(await stat('kinetic-energy')).toBe(warm.kineticEnergy);
    // A resting stack of 10 on the ground: 10 touching contacts, each with its 2 points persisting
    // (drawn blue), none added or removed.
    expect(await stat('touching')).toBe(10);
    expect([await stat('added'), await stat('persisted'), await stat('removed')]).toEqual([0, 20, 0]);
    expect(await page.locator('[data-role="solver-point"][data-state="persisted"]').count()).toBe(20);
    expect(await stat('ms-mean')).toBeGreaterThan(0);
    expect(await page.locator('[data-role="solver-status"]').textContent()).toContain('resting, every body within 0.01 m');

    await page.uncheck('input[data-field="solver.warm"]');
    expect(new URL(page.url()).hash).toBe('#solver=stack&warm=off');
    await page.click('button[data-action="solver.reset"]');
    expect(await stat('step')).toBe(0);
    await runSteps(STEPS);
    const cold = nodeRun('stack', false, STEPS);
    const coldShown = await stat('max-displacement');
    // A falling stack amplifies any last-bit difference between Chromium's V8 and node's (seen:
    // 3e-15 after 300 steps), so here equal to 9 decimals rather than bit for bit.
    expect(coldShown).toBeCloseTo(cold.maxDisplacement, 9);
    expect(coldShown).toBeGreaterThan(10 * warmShown);
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'explorer-solver-stack-cold.png') });
  });

  test('the pyramid stands with warm starting and falls without; play runs, pause stops', async () => {
    await page.goto(`${served.url}#solver=pyramid&warm=on`);
    await page.waitForSelector('[data-role="solver-body"]');
    await runSteps(120);
    const warm = await stat('max-displacement');
    expect(warm).toBe(nodeRun('pyramid', true, 120).maxDisplacement);
    expect(await page.locator('[data-role="solver-status"]').textContent()).toContain('warm starting on: standing; it settled, no body more than');
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'explorer-solver-pyramid-warm.png') });
    await page.uncheck('input[data-field="solver.warm"]');
    await page.click('button[data-action="solver.reset"]');
    await runSteps(120);
    const cold = await stat('max-displacement');
    expect(cold).toBeCloseTo(nodeRun('pyramid', false, 120).maxDisplacement, 9);
    // Standing: no box has moved a tenth of its size; falling: some box has moved more than one size.
    expect(warm).toBeLessThan(0.1);
    expect(cold).toBeGreaterThan(1);
    // The status line says which: the warm-started pyramid settled (more than the 0.01 m resting
    // bar) but stands; the cold one fell.
    expect(await page.locator('[data-role="solver-status"]').textContent()).toContain('warm starting off: fell; a body moved');
    await page.screenshot({ path: join(artifacts, 'explorer-solver-pyramid-cold.png') });

    await page.click('button[data-action="solver.play"]');
    await page.waitForFunction(() => Number(document.querySelector('tr[data-stat="step"] td[data-value]')!.getAttribute('data-value')) >= 125);
    await page.click('button[data-action="solver.play"]');
    const paused = await stat('step');
    await page.waitForTimeout(300);
    expect(await stat('step')).toBe(paused);
    // The step button runs exactly one.
    await page.click('button[data-action="solver.step"]');
    expect(await stat('step')).toBe(paused + 1);
  });

  test('side by side: the pyramid warm started on the left stands, the one on the right falls', async () => {
    await page.goto(`${served.url}#solver=pyramid&warm=on&compare=on`);
    await page.waitForSelector('[data-role="solver-body"]');
    expect(await page.locator('[data-role="solver-run"]').count()).toBe(2);
    expect(await page.locator('input[data-field="solver.warm"]').isDisabled()).toBe(true);
    await runSteps(120);
    const shown = async (run: number): Promise<number> => Number(await page.locator(`tr[data-stat="max-displacement"] td[data-run="${run}"]`).getAttribute('data-value'));
    // The two columns are the two node runs of the other test, stepped together here.
    expect(await shown(0)).toBe(nodeRun('pyramid', true, 120).maxDisplacement);
    expect(await shown(1)).toBeCloseTo(nodeRun('pyramid', false, 120).maxDisplacement, 9);
    expect(await page.locator('[data-role="solver-run"][data-run="1"]').getAttribute('data-warm')).toBe('false');
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'explorer-solver-side-by-side.png') });
    await page.uncheck('input[data-field="solver.compare"]');
    expect(new URL(page.url()).hash).toBe('#solver=pyramid&warm=on');
    expect(await page.locator('[data-role="solver-run"]').count()).toBe(1);
  });

  test('clicking a contact opens it in the Manifold tab with the manifold the solver holds', async () => {
    await page.goto(`${served.url}#solver=stack&warm=on`);
    await page.waitForSelector('[data-role="solver-body"]');
    await runSteps(10);
    // Expected: the same 10 steps in node; the page draws the touching contacts in the contact
    // manager's order, so its first point belongs to the first touching contact here.
    const scene = sceneByName.stack();
    const engine = buildOurs(scene, true);
    for (let i = 0; i < 10; ++i) engine.step();
    const contact = engine.world.m_contactManager.m_contacts.find((c) => c.m_touching)!;
    const keys = contact.m_manifold.points.slice(0, contact.m_manifold.pointCount).map((p) => `0x${p.id.key.toString(16).padStart(8, '0')}`);
    expect(keys).toHaveLength(2);
    await page.locator('[data-role="solver-point"]').first().click();
    await page.waitForSelector('#scene [data-role="manifold-point"]');
    expect(await page.locator('#app').isVisible()).toBe(true);
    const c = decodeCase(new URL(page.url()).hash)!;
    expect([c.a.kind, c.b.kind]).toEqual(['polygon-raw', 'polygon-raw']);
    expect(c.xfB).toEqual({ x: contact.m_fixtureB.body.m_xf.p.x, y: contact.m_fixtureB.body.m_xf.p.y, s: contact.m_fixtureB.body.m_xf.q.s, c: contact.m_fixtureB.body.m_xf.q.c });
    expect(await page.locator('[data-role="manifold-point"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')))).toEqual(keys);
    expect(await page.locator('[data-role="reference-face"]').count()).toBe(1);
    await page.screenshot({ path: join(artifacts, 'explorer-solver-contact-opened.png') });
  });

  test('the tabs: the Manifold link goes back to the case, the scene picker writes the URL', async () => {
    await page.goto(`${served.url}#solver=chain&warm=on`);
    // The chain is a flat polyline (no height, so not "visible" to playwright): wait for it to exist.
    await page.waitForSelector('[data-role="solver-body"]', { state: 'attached' });
    expect(await page.locator('select[data-field="solver.scene"]').inputValue()).toBe('chain');
    await page.selectOption('select[data-field="solver.scene"]', 'pile');
    expect(new URL(page.url()).hash).toBe('#solver=pile&warm=on');
    // 96 hulls, the ground and two walls.
    expect(await page.locator('[data-role="solver-body"]').count()).toBe(99);
    await page.click('#tabs a[data-tab="manifold"]');
    await page.waitForSelector('#scene [data-role="shape"]');
    expect(await page.locator('#app').isVisible()).toBe(true);
    expect(await page.locator('#solver-app').isVisible()).toBe(false);
    expect(new URL(page.url()).hash.startsWith('#case=')).toBe(true);
  });
  test('the bullet: continuous collision stops it at the wall, switched off it tunnels, as in node', async () => {
    // Expected values: the example solver run here in node for the same steps (issue 12's bullet
    // scene: a 0.1 m box fired from x = -9 at 250 m/s at a static wall at x = 0).
    const steps = 60;
    const withToi = nodeRun('bullet', true, steps);
    const s = sceneByName.bullet();
    const cold = measure(s, buildOurs(s, true, false), steps);
    await page.goto(`${served.url}#solver=bullet&warm=on&toi=off`);
    await page.waitForSelector('[data-role="solver-body"]');
    expect(await page.locator('input[data-field="solver.toi"]').isChecked()).toBe(false);
    await runSteps(steps);
    expect(await stat('max-displacement')).toBe(cold.maxDisplacement);
    expect(await stat('toi-impacts-total')).toBe(0);
    // Through the wall: capped at 2 m per step (b2_maxTranslation), far beyond x = 0.
    expect(await stat('max-displacement')).toBeGreaterThan(50);
    // The box has left the view; the page says it tunnelled, where node's measure says so too.
    expect(cold.bullet!.tunnelled).toBe(true);
    expect(await page.locator('[data-role="solver-tunnelled"]').count()).toBe(1);
    expect(await page.locator('[data-role="solver-status"]').textContent()).toContain('continuous collision off: tunnelled: the box went through the wall');

    await page.check('input[data-field="solver.toi"]');
    expect(new URL(page.url()).hash).toBe('#solver=bullet&warm=on');
    await page.click('button[data-action="solver.reset"]');
    await runSteps(steps);
    expect(await stat('max-displacement')).toBe(withToi.maxDisplacement);
    expect(await stat('toi-impacts-total')).toBeGreaterThanOrEqual(1);
    // Stopped on the near side of the wall: less than the 9 m to it.
    expect(await stat('max-displacement')).toBeLessThan(9);
    expect(await page.locator('[data-role="solver-tunnelled"]').count()).toBe(0);
    expect(await page.locator('[data-role="solver-status"]').textContent()).toContain('continuous collision on: the box is at x');
  });
});
