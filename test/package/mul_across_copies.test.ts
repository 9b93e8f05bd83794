// b2Mul/b2MulT pick C++'s overload from the operands' fields, so objects made by another copy of
// the library work: one node process loads all four copies of the built package (float64 and
// float32, each through ESM import and CommonJS require), and every copy's b2Mul/b2MulT is called
// on every copy's objects. With instanceof, a foreign transform fell through to the rotation·vector
// product and read q.s, q.c from a transform: NaN, silently.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

// Expected values by hand, exact in float32 too (small integers, s = 1, c = 0: a quarter turn):
//   xf = (p = (1, 2), q = 90°), v = (3, 4)
//   b2Mul(xf, v)  = (c·3 − s·4 + 1, s·3 + c·4 + 2) = (−3, 5)
//   b2MulT(xf, (−3, 5)) = qᵀ·((−3, 5) − (1, 2)) = (c·−4 + s·3, −s·−4 + c·3) = (3, 4)
//   b2Mul(q, v)   = (c·3 − s·4, s·3 + c·4) = (−4, 3);  b2MulT(q, (−4, 3)) = (3, 4)
//   b2Mul(q, q)   = half turn: s = 1·0 + 0·1 = 0, c = 0·0 − 1·1 = −1;  b2MulT(q, q) = identity (0, 1)
//   b2Mul(xf, xf) = p = q·(1, 2) + (1, 2) = (−2 + 1, 1 + 2) = (−1, 3), q = half turn
//   b2MulT(xf, xf) = identity: p = (0, 0), q = (0, 1)
const EXPECTED = ['-3 5', '3 4', '-4 3', '3 4', '0 -1', '0 1', '-1 3 0 -1', '0 0 0 1'].join(' | ');

const SCRIPT = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/');
const copies = {
  'esm f64': await import('b2collide'),
  'cjs f64': require('b2collide'),
  'esm f32': await import('b2collide/f32'),
  'cjs f32': require('b2collide/f32'),
};
const names = Object.keys(copies);
if (new Set(Object.values(copies).map((m) => m.b2Transform)).size !== 4) throw new Error('expected four distinct copies');
const lines = [];
for (const mulName of names) {
  const { b2Mul, b2MulT } = copies[mulName];
  for (const objName of names) {
    const L = copies[objName];
    const xf = new L.b2Transform().SetPositionSinCos(1, 2, 1, 0);
    const v = new L.b2Vec2(3, 4);
    const vec = (o) => o.x + ' ' + o.y;
    const rot = (o) => o.s + ' ' + o.c;
    const results = [
      vec(b2Mul(xf, v, new L.b2Vec2())),
      vec(b2MulT(xf, new L.b2Vec2(-3, 5), new L.b2Vec2())),
      vec(b2Mul(xf.q, v, new L.b2Vec2())),
      vec(b2MulT(xf.q, new L.b2Vec2(-4, 3), new L.b2Vec2())),
      rot(b2Mul(xf.q, xf.q, new L.b2Rot())),
      rot(b2MulT(xf.q, xf.q, new L.b2Rot())),
      vec(b2Mul(xf, xf, new L.b2Transform()).p) + ' ' + rot(b2Mul(xf, xf, new L.b2Transform()).q),
      vec(b2MulT(xf, xf, new L.b2Transform()).p) + ' ' + rot(b2MulT(xf, xf, new L.b2Transform()).q),
    ];
    lines.push(mulName + ' on ' + objName + ': ' + results.join(' | '));
  }
}
console.log(lines.join('\\n'));
`;

describe('b2Mul and b2MulT across copies of the library in one process', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist'))) throw new Error('dist/ is missing: run `npm run build` before `npm test`');
  });

  test("every copy's b2Mul/b2MulT gives the hand-derived products on every copy's objects", () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: root, encoding: 'utf8' });
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(16);
    for (const line of lines) {
      const [pair, results] = line.split(': ');
      expect({ pair, results }).toEqual({ pair, results: EXPECTED });
    }
  });
});
