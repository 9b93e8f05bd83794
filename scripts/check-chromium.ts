// The first step of `npm test` and `npm run test:browser`: without a Chromium to drive, stop at
// once with the way to get one, rather than type-check, pack and run the unit suite for minutes
// and then fail every browser test.

import { missingChromium } from './chromium';

const missing = missingChromium();
if (missing !== null) {
  process.stderr.write(`${missing}\n`);
  process.exit(1);
}
