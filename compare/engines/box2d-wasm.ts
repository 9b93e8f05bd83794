// box2d-wasm 7.0.0 (Box2D v2.4.1 compiled to WebAssembly, float32), loaded and fed the same way
// for the harness (compare/f32/) and the bench: one loader, one polygon injector.
//
// The package is found next to this file (node's resolution from here), never from the working
// directory, so both run from any folder. Its Emscripten loader cannot fetch the .wasm by itself
// on node 20, so we read the binary that matches the JS glue and hand it over.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Box2DFactoryType from 'box2d-wasm';
import type { XY } from '../runner/types';

export type Box2DWasm = Awaited<ReturnType<typeof Box2DFactoryType>>;
/** The package ships a plain and a SIMD build; both are float32 C++ without fast-math. */
export type WasmVariant = 'Box2D' | 'Box2D.simd';

// Under jest (CommonJS) import.meta.url is rewritten to this file's URL by
// test/support/import_meta_url.cjs.
const requireHere = createRequire(import.meta.url);

/** The package's entry file and its folder. */
function packageEntry(): { entry: string; dir: string } {
  const entry = requireHere.resolve('box2d-wasm');
  return { entry, dir: dirname(entry) };
}

/** One build's .wasm bytes, as the ArrayBuffer the loader's wasmBinary option takes. */
function wasmBinary(dir: string, variant: WasmVariant): ArrayBuffer {
  const bytes = readFileSync(join(dir, `${variant}.wasm`));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** One build's Emscripten loader (its module factory, still to be typed by the caller) and its .wasm bytes. */
function variantFiles(variant: WasmVariant): { factory: unknown; bytes: ArrayBuffer } {
  const { dir } = packageEntry();
  return { factory: requireHere(join(dir, `${variant}.js`)), bytes: wasmBinary(dir, variant) };
}

/** Loads the build the package's entry picks for this runtime (SIMD where supported); says which. */
export async function loadBox2DWasm(): Promise<{ box2d: Box2DWasm; variant: WasmVariant }> {
  const { entry, dir } = packageEntry();
  const factory = requireHere(entry) as typeof Box2DFactoryType;
  // See which glue file the entry loaded.
  const variant: WasmVariant = requireHere.cache[join(dir, 'Box2D.simd.js')] !== undefined ? 'Box2D.simd' : 'Box2D';
  const box2d = await factory({ wasmBinary: wasmBinary(dir, variant) });
  return { box2d, variant };
}

/** Loads one build. */
export async function loadBox2DWasmVariant(variant: WasmVariant): Promise<Box2DWasm> {
  const { factory, bytes } = variantFiles(variant);
  return (factory as typeof Box2DFactoryType)({ wasmBinary: bytes });
}

interface WasmInstance {
  readonly exports: object;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => WasmInstance;
}

/**
 * The same, synchronously: Emscripten's instantiateWasm hook lets us compile and instantiate the
 * bytes ourselves, after which the module object we passed in is ready (the factory's promise
 * resolves to that same object later). For harness code that cannot await, such as an Engine.
 */
export function loadBox2DWasmVariantSync(variant: WasmVariant): Box2DWasm {
  const files = variantFiles(variant);
  const factory = files.factory as (module: object) => Promise<unknown>;
  const bytes = new Uint8Array(files.bytes);
  // The WebAssembly global, typed here because this project's lib setting has no DOM types.
  const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const module = {
    instantiateWasm(imports: object, done: (instance: WasmInstance) => void): object {
      const instance = new wasm.Instance(new wasm.Module(bytes), imports);
      done(instance);
      return instance.exports;
    },
  };
  void factory(module);
  const ready = module as unknown as Box2DWasm;
  if (typeof ready.b2CollidePolygons !== 'function') throw new Error(`box2d-wasm (${variant}) did not initialise synchronously`);
  return ready;
}

/**
 * A polygon as b2PolygonShape holds it (compare/case/shapes.ts PolygonData; the float32 cases'
 * polygon-raw spec has the same fields).
 */
export interface WasmPolygonData {
  readonly vertices: readonly Readonly<XY>[];
  readonly normals: readonly Readonly<XY>[];
  readonly centroid: Readonly<XY>;
  readonly radius: number;
}

/**
 * Writes the polygon's fields into a wasm b2PolygonShape as they are, never recomputed by the
 * wasm's own Set (its hull code could order vertices differently). The build stores float32, so
 * every number rounds once on the way in, as the C++ would on a float.
 */
export function injectWasmPolygon(poly: InstanceType<Box2DWasm['b2PolygonShape']>, data: WasmPolygonData): void {
  const n = data.vertices.length;
  poly.set_m_count(n);
  for (let i = 0; i < n; ++i) {
    poly.get_m_vertices(i).Set(data.vertices[i][0], data.vertices[i][1]);
    poly.get_m_normals(i).Set(data.normals[i][0], data.normals[i][1]);
  }
  poly.get_m_centroid().Set(data.centroid[0], data.centroid[1]);
  poly.set_m_radius(data.radius);
}
