// `npm run compare -- --export DIR` and the example reader (examples/vectors/check_vectors.mjs).
// The float32 answers in a vector file are checked against box2d-wasm as they are written (a
// differing word stops the export); here: the files are reproducible byte for byte, the reader
// passes b2collide's own builds, and it fails a port with the flip-swap bug planted, naming the field.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VECTOR_FILES, writeVectors } from '../../compare/export/write-vectors';

const root = join(__dirname, '..', '..');
const reader = join(root, 'examples', 'vectors', 'check_vectors.mjs');
let dir: string;

beforeAll(() => {
  if (!existsSync(join(root, 'dist'))) throw new Error('dist/ is missing: run `npm run build` before `npm test`');
  dir = mkdtempSync(join(tmpdir(), 'b2collide-vectors-'));
  writeVectors(dir, 600, 1);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(...args: string[]): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [reader, dir, ...args], { cwd: root, encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

describe('test vectors', () => {
  it('writes one file per collide function, each with vectors, and the same bytes for the same seed', () => {
    const again = mkdtempSync(join(tmpdir(), 'b2collide-vectors-'));
    try {
      writeVectors(again, 600, 1);
      for (const file of Object.values(VECTOR_FILES)) {
        const text = readFileSync(join(dir, file), 'utf8');
        expect(text.split('\n').length).toBeGreaterThan(50);
        expect(readFileSync(join(again, file), 'utf8')).toBe(text);
      }
      expect(readdirSync(again).sort()).toEqual(readdirSync(dir).sort());
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  it('keeps -0 (JSON.stringify would write 0) and gives every input as float32 bits too', () => {
    const text = readFileSync(join(dir, VECTOR_FILES.polygons), 'utf8');
    expect(text).toMatch(/[[,:]-0[,\]}]/);
    const first = JSON.parse(text.split('\n')[0]);
    const bits = new DataView(new ArrayBuffer(4));
    bits.setUint32(0, parseInt(first.bits.xfA.p[0], 16));
    expect(bits.getFloat32(0)).toBe(first.xfA.p[0]);
  });

  it('the reader passes b2collide in both builds', () => {
    const f64 = check();
    expect(f64.out).toContain('b2collide: every vector matches');
    expect(f64.status).toBe(0);
    const f32 = check('--float32');
    expect(f32.out).toContain('b2collide/f32: every vector matches');
    expect(f32.status).toBe(0);
  });

  it('the reader fails a port with the flip-swap bug and names the field', () => {
    const faulty = check('--engine', join(root, 'examples', 'vectors', 'faulty_adapter.mjs'));
    expect(faulty.status).toBe(1);
    expect(faulty.out).toMatch(/b2CollidePolygons\.jsonl .*first failure .*points\[\d\]\.indexB/);
    // Only the polygon file has the fault; the others still match.
    expect(faulty.out).toMatch(/b2CollideCircles\.jsonl +\d+\/\d+ match\n/);
  });
});
