// --large: the counts a default run cannot reach. The float32 tree must hand out its 8,388,609th
// proxy id (2^23 + 1, the first integer float32 cannot hold) and keep finding it: every node id
// stays an integer in both builds.

import { builds } from './library';
import { emptyResult, type SliceResult } from './run_cases';

const COUNT = 2 ** 23 + 1;

export async function runLarge(): Promise<SliceResult> {
  const out = emptyResult();
  for (const { name, lib } of builds) {
    const row = 'b2DynamicTree.CreateProxy [8,388,609 proxies]';
    const counts = (out.tally[row] ??= {});
    const started = Date.now();
    try {
      const tree = new lib.b2DynamicTree<number>();
      const box = new lib.b2AABB();
      let last = -1;
      for (let i = 0; i < COUNT; ++i) {
        const x = (i % 4096) * 2;
        const y = Math.floor(i / 4096) * 2;
        box.lowerBound.Set(x, y);
        box.upperBound.Set(x + 1, y + 1);
        last = tree.CreateProxy(box, i);
      }
      const found: number[] = [];
      tree.Query((id) => (found.push(id), true), box);
      const ok = Number.isInteger(last) && tree.GetUserData(last) === COUNT - 1 && found.includes(last);
      counts[ok ? 'checked answer' : 'wrong answer'] = 1;
      if (!ok) out.failures.push({ caseIndex: -1, row, build: name, outcome: 'wrong answer', detail: `proxy ${last}: user data ${tree.GetUserData(last)}, query found [${found}]` });
    } catch (e) {
      counts['engine error'] = 1;
      out.failures.push({ caseIndex: -1, row, build: name, outcome: 'engine error', detail: String(e) });
    }
    out.calls += COUNT;
    console.log(`--large ${name}: ${COUNT} proxies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return out;
}
