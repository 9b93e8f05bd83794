// A number's float32 bit pattern as an unsigned 32-bit word, the unit both sides of a float32 case
// write their results in, and back.

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** The bits of x rounded to float32. */
export function floatBits(x: number): number {
  f32[0] = x;
  return u32[0];
}

/** The float32 value whose bits are the word. */
export function bitsFloat(word: number): number {
  u32[0] = word;
  return f32[0];
}
