// The words of the recorded Box2D v3.1.1 vectors (test/v3/vectors/, format in src/v3/README.md):
// inputs are float32 bit patterns as 8 hex digits; outputs are tokens, a float32 as its 8 hex
// digits, an int as `i:N` (the flat and manifold files) or as the 8 hex digits of its 32 bits (the
// geometry files). Both sides of a native-v3 case are written as such tokens, so two answers
// compare token by token as strings.

const view = new DataView(new ArrayBuffer(4));

/** The float32 whose bits are the 8 hex digits h. */
export function floatOfHex(h: string): number {
  if (!/^[0-9a-f]{8}$/.test(h)) throw new Error(`native-v3: not a float32 bit pattern: ${h}`);
  view.setUint32(0, parseInt(h, 16));
  return view.getFloat32(0);
}

/**
 * The 8 hex digits of x's float32 bits; a number that is not a float32 value is written as
 * `not-f32(x)`, which matches no recorded token (rounding it would hide a difference).
 */
export function hexOfFloat(x: number): string {
  if (typeof x !== 'number') return `not-a-number(${String(x)})`;
  if (!Object.is(Math.fround(x), x) && !Number.isNaN(x)) return `not-f32(${x})`;
  view.setFloat32(0, x);
  return view.getUint32(0).toString(16).padStart(8, '0');
}

/** Reads a case's input words in order. */
export class InputWords {
  private at = 0;
  constructor(private readonly words: readonly string[]) {}
  /** The next word as a float32. */
  f(): number {
    if (this.at >= this.words.length) throw new Error('native-v3: the call read more inputs than were recorded');
    return floatOfHex(this.words[this.at++]);
  }
  /** The next word as a 32-bit int (the geometry files' counts and flags). */
  i(): number {
    if (this.at >= this.words.length) throw new Error('native-v3: the call read more inputs than were recorded');
    return parseInt(this.words[this.at++], 16) | 0;
  }
  /** How many words are left. */
  get left(): number {
    return this.words.length - this.at;
  }
}

/** Collects an answer's tokens in the recorded file's spelling. */
export class OutputTokens {
  readonly tokens: string[] = [];
  /** Set by the call when its answer is a contact, a hit or an overlap (the report's "touching"). */
  touching = false;
  constructor(private readonly intsAsWords: boolean) {}
  f(x: number): this {
    this.tokens.push(hexOfFloat(x));
    return this;
  }
  v(p: { readonly x: number; readonly y: number }): this {
    return this.f(p.x).f(p.y);
  }
  i(n: number | boolean): this {
    const value = typeof n === 'boolean' ? (n ? 1 : 0) : n;
    if (!Number.isInteger(value)) {
      this.tokens.push(`not-an-int(${String(n)})`);
      return this;
    }
    this.tokens.push(this.intsAsWords ? (value >>> 0).toString(16).padStart(8, '0') : `i:${value}`);
    return this;
  }
}
