// Nothing in either build may take a result from a Math function whose last bits ECMAScript leaves
// to the engine (sin, cos, atan2, exp, log, pow, ...: "implementation-approximated"), nor from the
// ** operator (the same exponentiation). Such a call gives other bits in Chromium, Firefox or
// another Node than in Node 20 (docs/determinism.md). The float64 build uses b2Sin/b2Cos/b2Atan2
// (src/common/b2_fdlibm_trig.ts), the float32 build sinf/cosf/atan2f (scripts/f32/runtime).
// Math.sqrt, abs, min, max, floor, trunc and fround are exact (sqrt is IEEE 754's correctly rounded
// operation) and allowed. The check parses each file, so comments and strings do not count.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const FORBIDDEN = new Set([
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh',
  'exp', 'expm1', 'log', 'log1p', 'log2', 'log10', 'pow', 'hypot', 'cbrt',
]);

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each use of a forbidden Math function (called or not), Math[...] or ** in the file, as "file:line text". */
function findUses(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, true);
  const out: string[] = [];
  const report = (node: ts.Node): void => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    out.push(`${path.relative(root, file)}:${line + 1} ${node.getText(sf)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Math' && FORBIDDEN.has(node.name.text)) report(node);
    if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Math') report(node);
    if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.AsteriskAsteriskToken || node.operatorToken.kind === ts.SyntaxKind.AsteriskAsteriskEqualsToken)) report(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('no engine-dependent Math in either build', () => {
  const sources = tsFiles(path.join(root, 'src'));
  const twin = tsFiles(path.join(root, 'build', 'f32'));
  const runtime = tsFiles(path.join(root, 'scripts', 'f32', 'runtime'));

  test('src/ (the float64 build) calls none of them', () => {
    expect(sources.length).toBeGreaterThan(30);
    expect(sources.flatMap(findUses)).toEqual([]);
  });

  test('build/f32 (the generated float32 build) and its runtime call none of them', () => {
    // build/f32 is what `npx tsx scripts/gen-f32.ts` writes (npm test runs it first).
    expect(twin.length).toBe(sources.length + runtime.length);
    expect([...twin, ...runtime].flatMap(findUses)).toEqual([]);
  });

  test('the check finds what it looks for (a file with each kind of use)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'math-check-'));
    try {
      const file = path.join(dir, 'fixture.ts');
      fs.writeFileSync(file, '// Math.sin in a comment is fine\nconst a = Math.sin(1) + Math.sqrt(2);\nconst f = Math.atan2;\nconst b = 2 ** a;\nconst c = Math["cos"](a);\nexport { a, b, c, f };\n');
      expect(findUses(file).map((u) => u.slice(u.indexOf(':') + 1))).toEqual(['2 Math.sin', '3 Math.atan2', '4 2 ** a', '5 Math["cos"]']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
