// Loads box2d-wasm (Box2D v2.4.1 compiled to WebAssembly). Its loader cannot fetch the .wasm file
// by itself on node 20, so we read the binary that matches the JS glue it picked and hand it over.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Box2DFactoryType from 'box2d-wasm';

export type Box2DWasm = Awaited<ReturnType<typeof Box2DFactoryType>>;

export async function loadBox2DWasm(): Promise<{ box2d: Box2DWasm; variant: string }> {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('box2d-wasm');
  const factory = require(entry) as typeof Box2DFactoryType;
  // The entry picks the SIMD build when the runtime supports it; see which glue file it loaded.
  const dir = dirname(entry);
  const simd = require.cache[join(dir, 'Box2D.simd.js')] !== undefined;
  const variant = simd ? 'Box2D.simd' : 'Box2D';
  const bytes = readFileSync(join(dir, `${variant}.wasm`));
  const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const box2d = await factory({ wasmBinary });
  return { box2d, variant };
}
