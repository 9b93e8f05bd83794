// `npm run build:explorer`'s output opens from disk: built into a temporary folder, loaded from a
// file:// URL in headless Chromium with every network request refused, it draws the case in its
// URL with the same points as the dev server, loads box2d-wasm from inside the bundle, and runs
// the Solver tab.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser-page';
import { defaultCase } from '../src/case';
import { encodeCase } from '../src/url-codec';

jest.setTimeout(180_000);

const repo = process.cwd();
let outDir: string;
let browser: Browser;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'explorer-build-'));
  const vite = join(repo, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--config', join(repo, 'explorer', 'vite.config.ts'), '--outDir', outDir, '--logLevel', 'error'], { cwd: repo, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
});

afterAll(async () => {
  await browser?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('the static build draws a case from a file:// URL without any network', async () => {
  browser = await launchChromium();
  const page = await browser.newPage();
  const requests: string[] = [];
  await page.route(/^https?:/, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${pathToFileURL(join(outDir, 'index.html')).href}?engines${encodeCase(defaultCase())}`);
  await page.waitForSelector('[data-role="manifold-point"]');
  // The default case is the resting boxes of explorer.test.ts: two points on A's edge 2.
  expect(await page.locator('[data-role="manifold-point"]').count()).toBe(2);
  expect(await page.locator('[data-role="reference-face"]').getAttribute('data-edge')).toBe('2');
  // The stylesheet came along (the scene has its border from style.css).
  expect(await page.locator('#scene').evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
  // box2d-wasm loads from inside the bundle (its .wasm inlined as a data URL).
  await page.click('button[data-action="load-wasm"]');
  await page.waitForSelector('[data-role="engine-diff"] th:nth-child(6)');
  // The Solver tab runs from disk too (examples/solver is in the bundle).
  await page.goto(`${pathToFileURL(join(outDir, 'index.html')).href}#solver=stack&warm=on`);
  await page.waitForSelector('[data-role="solver-body"]');
  await page.click('button[data-action="solver.step"]');
  expect(await page.locator('tr[data-stat="step"] td[data-value]').getAttribute('data-value')).toBe('1');
  expect(errors).toEqual([]);
  expect(requests).toEqual([]);
});
