// jest globalSetup of the browser project: when Chromium is missing, jest stops before any browser
// test starts a server or waits on a launch, and says how to get one (scripts/chromium.ts).

import { missingChromium } from '../../scripts/chromium';

export default function globalSetup(): void {
  const missing = missingChromium();
  if (missing !== null) throw new Error(missing);
}
