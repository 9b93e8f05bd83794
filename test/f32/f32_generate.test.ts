// The float32 twin generator (scripts/f32/generate.ts): its rounding rules on small fixtures, and
// that build/f32 (which jest and the f32 bundle use, and git ignores) is exactly what the current
// src/ generates, so a stale or hand-edited twin cannot pass for the real one.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { generateF32, listSources } from '../../scripts/f32/generate';

const root = path.resolve(__dirname, '../..');

/** Generates the twin of one fixture file and returns its text without the header line. */
function twin(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-f32-'));
  try {
    fs.writeFileSync(path.join(dir, 'fixture.ts'), source);
    const text = generateF32(dir).get('fixture.ts') as string;
    return text.slice(text.indexOf('\n') + 1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('rounding rules', () => {
  test('numeric + - * / are wrapped innermost first; string + is not', () => {
    expect(twin('export const f = (a: number, b: number, c: number): number => a * b + c;\n')).toBe(
      'export const f = (a: number, b: number, c: number): number => Math.fround(Math.fround(a * b) + c);\n',
    );
    expect(twin("export const g = (a: number): string => 'a=' + a;\n")).toBe("export const g = (a: number): string => 'a=' + a;\n");
  });

  test('literals that are not float32 values are wrapped, exact ones are not', () => {
    expect(twin('export const k = [0.1, 0.5, 2, 1e-7, 3.4028234663852886e38];\n')).toBe(
      'export const k = [Math.fround(0.1), 0.5, 2, Math.fround(1e-7), 3.4028234663852886e38];\n',
    );
  });

  test('compound assignment becomes a rounded assignment', () => {
    expect(twin('export function f(o: { x: number }, s: number): void {\n  o.x *= s + 1;\n}\n')).toBe(
      'export function f(o: { x: number }, s: number): void {\n  if (typeof s === \'number\' && Math.abs(s) <= 3.4028234663852886e38) s = Math.fround(s);\n  o.x = Math.fround(o.x * (Math.fround(s + 1)));\n}\n',
    );
  });

  test('bitwise operations, comparisons and template literals are left alone', () => {
    const src = 'export function k(v: number): number {\n  return ((v >>> 8) & 0xff) | 0x01000000;\n}\nexport const t = (a: number): string => `${a * 2}`;\n';
    expect(twin(src)).toBe(src);
  });

  test('Math.sin and Math.cos become the float32 b2Sinf and b2Cosf, imported from the runtime module', () => {
    expect(twin('export const r = (a: number): number[] => [Math.sin(a) * 2, Math.cos(a)];\n')).toBe(
      "import { b2Cosf, b2Sinf } from './common/b2_float32_trig';\n" +
        'export const r = (a: number): number[] => [Math.fround(b2Sinf(a) * 2), b2Cosf(a)];\n',
    );
  });

  test('calls of src/\'s b2Sin, b2Cos, b2SinCosInPlace and b2Atan2 become the float32 runtime\'s; that module is copied verbatim', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-f32-'));
    try {
      fs.mkdirSync(path.join(dir, 'common'));
      const trig = '// Float64 trig.\n// f32: verbatim\nexport function b2Sin(x: number): number {\n  return x * 0.1;\n}\n' +
        'export function b2Atan2(y: number, x: number): number {\n  return y / x;\n}\n';
      fs.writeFileSync(path.join(dir, 'common', 'b2_fdlibm_trig.ts'), trig);
      fs.writeFileSync(path.join(dir, 'user.ts'), "import { b2Atan2, b2Sin } from './common/b2_fdlibm_trig';\nexport const r = (a: number): number => b2Sin(a) * b2Atan2(a, 1);\n");
      const out = generateF32(dir);
      const user = out.get('user.ts') as string;
      expect(user.slice(user.indexOf('\n') + 1)).toBe(
        "import { b2Atan2f, b2Sinf } from './common/b2_float32_trig';\n\nexport const r = (a: number): number => Math.fround(b2Sinf(a) * b2Atan2f(a, 1));\n",
      );
      const copied = out.get('common/b2_fdlibm_trig.ts') as string;
      expect(copied.slice(copied.indexOf('\n') + 1)).toBe(trig);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('Math.sqrt and other transcendental calls are wrapped, Math.abs is not', () => {
    expect(twin('export const h = (x: number): number => Math.sqrt(x) + Math.abs(x);\n')).toBe(
      'export const h = (x: number): number => Math.fround(Math.fround(Math.sqrt(x)) + Math.abs(x));\n',
    );
  });

  test('number parameters are rounded on entry, parameter properties in the constructor; a non-number is left for the checks', () => {
    const src = 'export class V {\n  constructor(\n    public x = 0,\n  ) {}\n  Set(x: number, n?: number): void {\n    this.x = x + (n ?? 0);\n  }\n}\n';
    expect(twin(src)).toBe(
      'export class V {\n  public x: number;\n  constructor(\n    x = 0,\n  ) {\n    this.x = typeof x === \'number\' && Math.abs(x) <= 3.4028234663852886e38 ? Math.fround(x) : x;\n  }\n' +
        '  Set(x: number, n?: number): void {\n    if (typeof x === \'number\' && Math.abs(x) <= 3.4028234663852886e38) x = Math.fround(x);\n    if (typeof n === \'number\' && Math.abs(n) <= 3.4028234663852886e38) n = Math.fround(n);\n    this.x = Math.fround(x + (n ?? 0));\n  }\n}\n',
    );
  });

  test('an interface property read is rounded, a class field read is not', () => {
    const src = 'export interface P { readonly x: number }\nexport class Q { x = 0 }\nexport const s = (p: P, q: Q): number => p.x - q.x;\n';
    expect(twin(src)).toBe(
      'export interface P { readonly x: number }\nexport class Q { x = 0 }\nexport const s = (p: P, q: Q): number => Math.fround(Math.fround(p.x) - q.x);\n',
    );
  });

  test('a parameter used only in bitwise operations (a packed uint32) is not rounded', () => {
    const src = 'export class K {\n  b = 0;\n  set key(value: number) {\n    this.b = (value >>> 24) & 0xff;\n  }\n}\n';
    expect(twin(src)).toBe(src);
  });

  test('a parameter marked `/* f32: integer */` is not rounded on entry', () => {
    const src = 'export function id(/* f32: integer */ a: number, b: number): number {\n  return a + b;\n}\n';
    expect(twin(src)).toBe(
      'export function id(/* f32: integer */ a: number, b: number): number {\n  if (typeof b === \'number\' && Math.abs(b) <= 3.4028234663852886e38) b = Math.fround(b);\n  return Math.fround(a + b);\n}\n',
    );
  });

  test('a statement marked `f32: integer` is left alone', () => {
    const src = 'export function big(a: number): number {\n  // f32: integer (may exceed 2^24)\n  return a * 256 + 1;\n}\n';
    expect(twin(src)).toBe('export function big(a: number): number {\n  if (typeof a === \'number\' && Math.abs(a) <= 3.4028234663852886e38) a = Math.fround(a);\n  // f32: integer (may exceed 2^24)\n  return a * 256 + 1;\n}\n');
  });

  test('destructuring a number out of an interface is refused (it would not be rounded)', () => {
    expect(() => twin('export interface P { readonly x: number }\nexport function f(p: P): number {\n  const { x } = p;\n  return x;\n}\n')).toThrow(/destructuring/);
  });

  test('a compound assignment whose target has side effects is refused', () => {
    expect(() => twin('export function f(a: number[], i: number): void {\n  a[i++] += 1;\n}\n')).toThrow(/side effects/);
  });
});

describe('build/f32', () => {
  const runtime = path.join(root, 'scripts/f32/runtime');
  const generated = generateF32(path.join(root, 'src'), runtime);

  test('covers every source file and is deterministic', () => {
    const expected = [...listSources(path.join(root, 'src')), ...listSources(runtime).map((name) => `common/${name}`)];
    expect([...generated.keys()].sort()).toEqual(expected.sort());
    expect(generateF32(path.join(root, 'src'), runtime)).toEqual(generated);
  });

  test('is exactly what the current src/ generates (run `npm run gen:f32` if this fails)', () => {
    const onDisk = listSources(path.join(root, 'build/f32'));
    expect(onDisk.sort()).toEqual([...generated.keys()].sort());
    for (const [rel, text] of generated) {
      expect({ rel, text: fs.readFileSync(path.join(root, 'build/f32', rel), 'utf8') }).toEqual({ rel, text });
    }
  });

  test('is ignored by git, so the twin is never committed by hand', () => {
    const ignore = fs.readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
    expect(ignore).toContain('build/');
  });
});
