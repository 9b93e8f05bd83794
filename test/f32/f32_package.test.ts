// The built float32 entry point (dist/f32.*, made by `npm run build`) loads by the package's own
// name from ESM and CommonJS, and what it loads is the float32 twin, not the float64 build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function run(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
}

// Expected values by hand: float32 rounds 0.005 to 0.004999999888241291 and 0.1 to
// 0.10000000149011612 (Math.fround of the literals), and b2_polygonRadius = 2 * b2_linearSlop
// is exact in float32 (0.009999999776482582). The float64 build keeps 0.005, 0.1 and 0.01.
const PROBE = 'b2_linearSlop, b2_polygonRadius, new b2Vec2(0.1, 0).x, typeof b2Sinf, typeof b2CollidePolygons';
const EXPECTED = '0.004999999888241291 0.009999999776482582 0.10000000149011612 function function';

describe('b2collide/f32 as built', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'f32.mjs'))) {
      throw new Error('dist/f32.mjs is missing: run `npm run build` before `npm test`');
    }
  });

  test('import from ESM gets float32 constants and rounding constructors', () => {
    const out = run(['--input-type=module', '-e', `import { b2_linearSlop, b2_polygonRadius, b2Vec2, b2Sinf, b2CollidePolygons } from 'b2collide/f32'; console.log(${PROBE})`]);
    expect(out.trim()).toBe(EXPECTED);
  });

  test('require from CommonJS gets the same', () => {
    const out = run(['-e', `const { b2_linearSlop, b2_polygonRadius, b2Vec2, b2Sinf, b2CollidePolygons } = require('b2collide/f32'); console.log(${PROBE})`]);
    expect(out.trim()).toBe(EXPECTED);
  });

  test("a polygon vertex written through its view is rounded to float32, as a C++ float field is", () => {
    // The view's setter is a function with a number parameter, which the twin rounds on entry;
    // the float64 build stores 0.1 as it is.
    const probe = 'const p = new b2PolygonShape().SetAsBox(1, 1); p.m_vertices[0].x = 0.1; console.log(p.m_vertices[0].x, p.m_packed[0])';
    const f32 = run(['--input-type=module', '-e', `import { b2PolygonShape } from 'b2collide/f32'; ${probe}`]);
    expect(f32.trim()).toBe('0.10000000149011612 0.10000000149011612');
    const f64 = run(['--input-type=module', '-e', `import { b2PolygonShape } from 'b2collide'; ${probe}`]);
    expect(f64.trim()).toBe('0.1 0.1');
  });

  test('the float64 entry is unaffected', () => {
    const out = run(['--input-type=module', '-e', "import { b2_linearSlop, b2Vec2 } from 'b2collide'; console.log(b2_linearSlop, new b2Vec2(0.1, 0).x)"]);
    expect(out.trim()).toBe('0.005 0.1');
  });
});
