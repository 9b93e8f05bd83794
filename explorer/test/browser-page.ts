// One headless Chromium page on the explorer's dev server, for the browser tests that drive it
// (playwright-core on the system's chromium; CHROMIUM_PATH overrides where it is).

import { chromium, type Browser, type Page } from 'playwright-core';
import { serveExplorer, type Served } from './serve';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
}

export interface ExplorerPage {
  served: Served;
  browser: Browser;
  page: Page;
}

/** Serves the explorer and opens a 1400 x 760 page (the size the screenshots are taken at). */
export async function openExplorerPage(): Promise<ExplorerPage> {
  const served = await serveExplorer();
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1400, height: 760 } });
  return { served, browser, page };
}

/** Closes what openExplorerPage opened; either may be missing when it failed part-way. */
export async function closeExplorerPage(browser: Browser | undefined, served: Served | undefined): Promise<void> {
  await browser?.close();
  await served?.stop();
}
