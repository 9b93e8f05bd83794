// The script of the cross-engine page (bundled by cross_engine.test.ts with esbuild): runs the
// corpus on both builds in the browser and POSTs every output double, base64, to the test's server.

import * as F64 from '../../src/index';
import * as F32 from '../../build/f32/index';
import { encodeCategories, mathControl, runCorpus, type CorpusLib } from './corpus';

// The few browser globals used here (the project's type-check has no DOM library).
declare const location: { search: string };
declare const navigator: { userAgent: string };
declare const document: { title: string };

const engine = new URLSearchParams(location.search).get('engine') ?? 'unknown';
let body: string;
try {
  body = JSON.stringify({
    userAgent: navigator.userAgent,
    f64: encodeCategories(runCorpus(F64)),
    f32: encodeCategories(runCorpus(F32 as unknown as CorpusLib)),
    math: encodeCategories([mathControl()]),
  });
} catch (e) {
  body = JSON.stringify({ userAgent: navigator.userAgent, error: String((e as Error)?.stack ?? e) });
}
void fetch(`/result?engine=${encodeURIComponent(engine)}`, { method: 'POST', body });
document.title = 'posted';
