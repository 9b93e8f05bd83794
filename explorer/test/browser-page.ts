// One headless Chromium page on the explorer's dev server, for the browser tests that drive it
// (playwright-core on the system's chromium; CHROMIUM_PATH overrides where it is).

import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath, missingChromium } from '../../scripts/chromium';
import { serveExplorer, type Served } from './serve';

export function launchChromium(): Promise<Browser> {
  const missing = missingChromium();
  if (missing !== null) return Promise.reject(new Error(missing));
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
}

export interface ExplorerPage {
  served: Served;
  browser: Browser;
  page: Page;
}

/**
 * Opens Chromium, serves the explorer and opens a 1400 x 760 page (the size the screenshots are
 * taken at). The browser comes first, so a missing one fails before vite starts; whatever fails
 * after that, what was started is stopped before the error goes on.
 */
export async function openExplorerPage(): Promise<ExplorerPage> {
  const browser = await launchChromium();
  let served: Served | undefined;
  try {
    served = await serveExplorer();
    const page = await browser.newPage({ viewport: { width: 1400, height: 760 } });
    return { served, browser, page };
  } catch (error) {
    await closeExplorerPage(browser, served);
    throw error;
  }
}

/** Closes what openExplorerPage opened; either may be missing when it failed part-way. */
export async function closeExplorerPage(browser: Browser | undefined, served: Served | undefined): Promise<void> {
  await browser?.close();
  await served?.stop();
}
