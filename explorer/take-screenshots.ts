// Retakes the screenshots explorer/README.md shows, at 1400 x 760 in headless Chromium (the size the
// browser tests use): `npx tsx explorer/take-screenshots.ts [outDir]` from the repository root
// (outDir defaults to explorer/). Look at them before committing them.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeCase } from './src/url-codec';
import type { ExplorerCase } from './src/case';
import { closeExplorerPage, openExplorerPage } from './test/browser-page';

const outDir = process.argv[2] ?? 'explorer';

// A box turned 0.1 rad resting on a wider one, its left corner on A's top face: two points, one
// from each clip, and the decision margins.
const restingTilted: ExplorerCase = {
  a: { kind: 'box', hx: 1.2, hy: 0.5 },
  xfA: { x: -0.3, y: 0, s: 0, c: 1 },
  b: { kind: 'box', hx: 0.8, hy: 0.4 },
  xfB: { x: 1.2, y: 0.95, s: 0.09983341664682815, c: 0.9950041652780257 },
};

// A 2x1 box drifting right and up while turning back 0.3 rad; a 1x0.5 box thrown from the upper
// left across it while turning 2 rad (the sweep test's case).
const thrown: ExplorerCase = {
  a: { kind: 'box', hx: 1, hy: 0.5 },
  xfA: { x: 0, y: 0, s: 0, c: 1 },
  b: { kind: 'box', hx: 0.5, hy: 0.25 },
  xfB: { x: -3, y: 1.5, s: 0, c: 1 },
  sweep: { mode: 'toi', endA: { x: 0.5, y: 0.2, angle: -0.3 }, endB: { x: 2, y: -0.5, angle: 2 }, tMax: 1 },
};

// A 1 x 0.5 box turned 0.02 rad over a rounded box (radius 0.1): its left corner 0.005 into A's
// surface, its right corner 0.015 above it. v3 keeps both (the right one speculative, drawn
// hollow); v2.4.1, whose box has a 0.01 skin and no speculative margin, keeps the left one only.
const overRoundedBox: ExplorerCase = {
  a: { kind: 'rounded-box', hx: 1.2, hy: 0.4, radius: 0.1 },
  xfA: { x: 0, y: 0, s: 0, c: 1 },
  b: { kind: 'box', hx: 0.5, hy: 0.25 },
  xfB: { x: 0.2, y: 0.75495, s: 0.01999866669333308, c: 0.9998000066665778 },
};

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const { served, browser, page } = await openExplorerPage();
  try {
    await page.goto(`${served.url}?engines${encodeCase(restingTilted)}`);
    await page.waitForSelector('[data-role="engine-diff"]');
    // The panel scrolled to the engines table: every engine's numbers beside the drawing.
    await page.locator('[data-role="engine-diff"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(outDir, 'screenshot.png') });

    await page.goto(`${served.url}?engines${encodeCase(thrown)}`);
    await page.waitForSelector('[data-role="sweep-hit"]');
    // The panel at the sweep's section: the motion, the output and every engine's answer.
    await page.locator('#sweep').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(outDir, 'screenshot-sweep.png') });

    // The v3 view: both manifolds drawn over each other, the panel at the side-by-side table.
    await page.goto(`${served.url}?v3=both${encodeCase(overRoundedBox)}`);
    await page.waitForSelector('[data-role="v3-compare"]');
    await page.locator('#v3').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(outDir, 'screenshot-v3.png') });

    await page.goto(`${served.url}#solver=pyramid&warm=on&compare=on`);
    await page.waitForSelector('[data-role="solver-body"]');
    await page.fill('input[data-field="solver.n"]', '120');
    await page.click('button[data-action="solver.run"]');
    await page.waitForFunction(() => document.querySelector('tr[data-stat="step"] td[data-value]')?.getAttribute('data-value') === '120');
    await page.screenshot({ path: join(outDir, 'screenshot-solver.png') });
  } finally {
    await closeExplorerPage(browser, served);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
