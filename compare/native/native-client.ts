// The native reference as a synchronous function: the add-on build.ts made, loaded once per
// thread and precision. answer(line) takes one request of driver/b2native.cpp and returns its
// answer line ("! reason" when the request is refused).

import { buildNative, type BuildOptions, type NativePrecision } from './build';

export type Answer = (line: string) => string;

const loaded = new Map<NativePrecision, Answer>();

/** Environment variable: set to 0 to leave the native reference out of a run. */
export const DISABLE_ENV = 'B2COLLIDE_NATIVE';

/** Builds (or finds in the cache) and loads the add-on of one precision. */
export function nativeAnswer(precision: NativePrecision, options: BuildOptions = {}): Answer {
  const known = loaded.get(precision);
  if (known !== undefined) return known;
  const build = buildNative(precision, options);
  const module = { exports: {} as { answer?: Answer } };
  process.dlopen(module, build.addon);
  const answer = module.exports.answer;
  if (typeof answer !== 'function') throw new Error(`native reference: ${build.addon} has no answer()`);
  loaded.set(precision, answer);
  return answer;
}

/** Builds both precisions, or says why the native reference is not available here. */
export function prepareNative(options: BuildOptions = {}): void {
  if (process.env[DISABLE_ENV] === '0') throw new Error(`native reference: disabled (${DISABLE_ENV}=0)`);
  for (const precision of ['f32', 'f64'] as const) {
    const answer = nativeAnswer(precision, options);
    const bits = answer('V');
    const expected = precision === 'f32' ? '32' : '64';
    if (bits !== expected) throw new Error(`native reference: the ${precision} build reports ${bits}-bit reals`);
  }
}
