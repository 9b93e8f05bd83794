// What the timing loop needs from an engine for one kind of pair. A new kind of pair (circle,
// edge, ...) is a new file in this folder that returns one Adapter per engine.

export interface Runner {
  /** Collides every pair once, in corpus order; returns the summed point counts. */
  pass(): number;
  /** Collides pair i alone and returns its point count (for the agreement check before timing). */
  one(i: number): number;
}

export interface Adapter<P> {
  readonly engine: string;
  /** Builds the engine's own shapes and transforms once, outside the timed loop. */
  prepare(pairs: readonly P[]): Runner;
}
