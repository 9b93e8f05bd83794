// Where the explorer's browser tests find Chromium, and what to tell a user who has none. Shared by
// scripts/check-chromium.ts (the first step of `npm test`), the browser project's jest globalSetup
// and explorer/test/browser-page.ts, so all three name the same path and give the same advice.

import { accessSync, constants } from 'node:fs';

/** CHROMIUM_PATH when set, else Debian's and Ubuntu's package path. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Null when chromiumPath is an executable file, else the message that says how to get one. */
export function missingChromium(): string | null {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return null;
  } catch {
    const where = process.env.CHROMIUM_PATH === undefined ? `${chromiumPath} (the default)` : `${chromiumPath} (from CHROMIUM_PATH)`;
    return [
      `No Chromium at ${where}: the explorer's browser tests need one.`,
      '  Install it:          sudo apt-get install chromium   (Debian, Ubuntu)',
      '  or point to one:     CHROMIUM_PATH=/path/to/chrome npm test',
      '  or skip the browser: npx jest --selectProjects unit',
    ].join('\n');
  }
}
