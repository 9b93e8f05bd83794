// The shapes of the harness's pluggable parts (see compare/registry.ts for how they fit together).

import type { Rng } from './rng';

/** A named scenario: draws one input from the case's own generator. */
export interface Family<I> {
  readonly name: string;
  readonly description: string;
  /**
   * One input from the case's generator. `caseIndex` (the family's case number, given by the
   * runner) lets a family that replays a fixed list (compare/native-v3/) take its case-th entry;
   * generated families ignore it.
   */
  generate(rng: Rng, caseIndex?: number): I;
}

/** One implementation under test, adapted to a pair type's normalized result. */
export interface Engine<I, R> {
  readonly name: string;
  /** Runs the engine on the input and returns a fresh, plain (JSON-safe) result. */
  run(input: I): R;
}

/** A decision threshold's distance from flipping, computed from the inputs. */
export interface Margin {
  /** Which decision, e.g. 'k_tol' or 'incident-dot'. */
  readonly name: string;
  readonly value: number;
  /** The decision counts as a near-tie when value < epsilon. */
  readonly epsilon: number;
  /** The signed quantity whose sign the decision tests, where there is one (value = |signed|). */
  readonly signed?: number;
  /** Set by a margin that proves itself while it is computed (it reran the reference on a changed input). */
  readonly witness?: Witness;
}

/**
 * The proof behind a near-tie: b2collide itself, on an input moved within the margin's epsilon
 * (or with the margin's one decision forced the other way), gives the peer's answer: the same
 * discrete outputs and continuous ones within the bound. A margin below its epsilon without a
 * witness does not excuse anything.
 */
export interface Witness {
  /** How the input was moved or which decision was forced, in words. */
  readonly change: string;
  /** The moved input (absent when a decision was forced on the case's own input). */
  readonly input?: unknown;
  /** b2collide's answer on it, in the pair type's result form. */
  readonly answer: unknown;
}

/** What a comparer found between the reference's and the peer's results. */
export interface Comparison {
  /** Discrete fields that differ (pointCount, type, point features). */
  readonly discrete: string[];
  /** Continuous fields whose difference exceeds the stated bound. */
  readonly outOfBound: string[];
  /** Largest |ref - peer| over the continuous fields compared. */
  readonly maxAbs: number;
  /** Largest |ref - peer| / max(|ref|, |peer|) over the continuous fields compared. */
  readonly maxRel: number;
  /** maxAbs in units of 2^-52 * scale. */
  readonly maxUlps: number;
  /** Which stage the disagreement points at, chosen by the comparer; margins() uses it. */
  readonly symptom: string;
}

export type Outcome = 'exact' | 'bounded' | 'near-tie' | 'unexplained';

export interface Verdict {
  readonly outcome: Outcome;
  readonly comparison: Comparison;
  /** near-tie: the margin that excused it; unexplained: the closest candidate, if any. */
  readonly margin?: Margin;
  /** Every margin that was a candidate for the symptom. */
  readonly candidates: readonly Margin[];
  /** near-tie: the proof that the margin's decision can give the peer's answer. */
  readonly witness?: Witness;
  /** unexplained: a margin was below its epsilon but no witness was found for it. */
  readonly unwitnessed?: boolean;
}

/** A by-design difference between the peer and the C++ source, listed in the report. */
export interface KnownDifference {
  readonly what: string;
  /** File and line of the C++ v2.4.1 source it departs from. */
  readonly cxx: string;
  /** Where the peer does it. */
  readonly peer: string;
  /** What it changes in the results, if anything. */
  readonly effect: string;
}

export type XY = [number, number];

/** World-space geometry of one case for the HTML report. */
export interface Drawing {
  readonly shapes: { label: string; owner: 'A' | 'B'; kind: 'polygon' | 'circle' | 'segment'; points: XY[]; radius: number }[];
  /** Edges to emphasise, e.g. the reference face and the incident edge. */
  readonly edges: { label: string; style: 'reference' | 'incident'; from: XY; to: XY }[];
  /** Each engine's contact points with their feature labels. */
  readonly marks: { engine: 'reference' | 'peer'; at: XY; label: string }[];
}

/** One kind of pair (polygon-polygon, circle-circle, ...) with its engines, comparer and margins. */
export interface PairType<I, R> {
  readonly name: string;
  readonly families: readonly Family<I>[];
  readonly reference: Engine<I, R>;
  readonly peer: Engine<I, R>;
  /** Compares the two results of one input (continuous bound scaled to the input). */
  compare(input: I, ref: R, peer: R): Comparison;
  /**
   * Decision margins relevant to comparison.symptom, recomputed from the input (and, where a
   * margin reads a number an engine reported, from the two results compare() was given).
   */
  margins(input: I, comparison: Comparison, ref: R, peer: R): Margin[];
  /**
   * Looks for the witness of a margin below its epsilon (see Witness); undefined when b2collide
   * gives the peer's answer on none of the moved inputs or forced decisions tried. Called only for
   * such margins, so only for disagreements.
   */
  witness?(input: I, comparison: Comparison, margin: Margin, ref: R, peer: R): Witness | undefined;
  draw(input: I, ref: R, peer: R): Drawing;
  readonly knownDifferences: readonly KnownDifference[];
  /** One line each: the continuous bound and the near-tie epsilons, as printed in the report. */
  readonly tolerances: readonly string[];
}

/**
 * A pair type without its peer: everything the harness needs to generate, classify and draw cases
 * of one collide function, so a user's engine can be put in the peer's place (compare/user-engine/)
 * without loading the built-in peer's package.
 */
export type PairCore<I, R> = Omit<PairType<I, R>, 'peer' | 'knownDifferences'>;

// A registry holds pair types of different I/R; the runner only moves values between their own
// functions, so it sees them through this erased form.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPairType = PairType<any, any>;
