// What a kind of object holds on the heap, for the polygon layout tests of both layers
// (test/library/polygon_heap.test.ts, test/v3/polygon_heap.test.ts), and the hexagon they build.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// A hexagon of radius 0.5 (vertex i at 60°·i), counter-clockwise, and its outward normals
// (normal i bisects vertices i and i + 1, at 60°·i + 30°), written out by hand.
const r3 = Math.sqrt(3) / 2;
export const hexagon = [
  [0.5, 0], [0.25, 0.5 * r3], [-0.25, 0.5 * r3], [-0.5, 0], [-0.25, -0.5 * r3], [0.25, -0.5 * r3],
] as const;
export const hexagonNormals = [[r3, 0.5], [0, 1], [-r3, 0.5], [-r3, -0.5], [0, -1], [r3, -0.5]] as const;

/** The heap in use, array buffers' backing stores included (a packed layout may keep its numbers there). */
function used(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/**
 * Heap bytes held per object that `make` returns: `count` of them kept alive, then let go, each
 * side read after full collections, so the difference is what they hold whatever garbage the
 * worker had. The middle of three measurements: a collection can also free something unrelated
 * (under CI one reading was 24.9 kB per polygon), and something made between the two readings
 * (code or feedback the JIT installs) takes from one (a clean-clone CI with two jest workers read
 * Set's float32 hexagon at 415.7 B against 464.0 for every other path), so one reading off either
 * way does not move the result.
 * `isMade` asserts each object was built.
 */
export function heapPerObject<T>(count: number, make: (i: number) => T, isMade: (o: T) => boolean): number {
  const once = (): number => {
    const kept: (T | null)[] = new Array<T | null>(count).fill(null);
    for (let i = 0; i < count; ++i) kept[i] = make(i);
    expect(kept.every((o) => o !== null && isMade(o))).toBe(true);
    gc();
    gc();
    const held = used();
    kept.fill(null);
    gc();
    gc();
    return (held - used()) / count;
  };
  const readings = [once(), once(), once()].sort((a, b) => a - b);
  return readings[1];
}
