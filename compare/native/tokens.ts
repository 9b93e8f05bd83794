// The wire format of the native reference (driver/b2native.cpp): tokens separated by spaces,
// integers in decimal, reals as the hex of their bits. Requests and the TypeScript side of every
// answer are written with the same Tokens, so two answers compare as equal strings token by token.

import type { ShapeSpec, TransformSpec, XY } from '../f32/cases';
import type { Precision } from './precision';

export class Tokens {
  readonly parts: string[] = [];

  constructor(readonly precision: Precision) {}

  letter(c: string): this {
    this.parts.push(c);
    return this;
  }

  int(n: number): this {
    if (!Number.isInteger(n)) throw new Error(`native protocol: ${n} is not an integer`);
    this.parts.push(String(n));
    return this;
  }

  real(x: number): this {
    this.parts.push(this.precision.hex(x));
    return this;
  }

  xy(v: readonly number[]): this {
    return this.real(v[0]).real(v[1]);
  }

  /** A transform as p.x p.y q.s q.c. */
  transform(t: TransformSpec): this {
    return this.xy(t.p).xy(t.q);
  }

  /** A shape in the letters of b2native.cpp readShape. */
  shape(s: ShapeSpec): this {
    switch (s.kind) {
      case 'polygon-points':
        this.letter('S').int(s.points.length);
        for (const p of s.points) this.xy(p);
        return this;
      case 'box':
        if (s.center === undefined) return this.letter('B').real(s.hx).real(s.hy);
        return this.letter('A').real(s.hx).real(s.hy).xy(s.center).real(s.angle ?? 0);
      case 'polygon-raw':
        this.letter('P').int(s.vertices.length);
        for (const v of s.vertices) this.xy(v);
        for (const n of s.normals) this.xy(n);
        return this.xy(s.centroid).real(s.radius);
      case 'circle':
        return this.letter('C').xy(s.p).real(s.radius);
      case 'edge':
        return this.letter('E').int(s.oneSided ? 1 : 0).xy(s.v0).xy(s.v1).xy(s.v2).xy(s.v3);
      case 'chain':
        this.letter('L').int(s.loop ? 1 : 0).int(s.vertices.length);
        for (const v of s.vertices) this.xy(v);
        return this.xy(s.prev).xy(s.next).int(s.child);
    }
  }

  line(): string {
    return this.parts.join(' ');
  }
}

export type { ShapeSpec, TransformSpec, XY };
