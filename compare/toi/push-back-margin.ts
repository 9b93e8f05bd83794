// The margin of planck's push-back limit (toi-differences.ts): b2collide's b2TimeOfImpact with the
// push-back loop allowed planck's 12 passes (forced-toi.ts) gives planck's answer. That rerun is
// the witness; where the copy could not be made, or it gives another answer, the case goes on to
// the ordinary TOI margins.

import type { Margin } from '../runner/types';
import { agrees } from '../runner/witness';
import { b2collideTOIInput } from './engine-b2collide-toi';
import { forcedPushBackTOI, PLANCK_PUSH_BACK_LIMIT } from './forced-toi';
import { compareTOI, foldLikePlanck, rootWindow, sensitivityMoves, shiftedAngles } from './toi-compare';
import type { TOIPairInput, TOIResult } from './toi-input';
import { b2TOIOutput } from 'b2collide';

const output = new b2TOIOutput();

/**
 * The case itself, then with the angles folded as planck folds them (its other listed difference,
 * which moves t by rounding), shifted by one fold gap per body (margin normalize-shift), or one
 * sweep number changed by up to 256 ulps (margin input-sensitivity): the limit decides the state,
 * planck's rounding the last ulps of t.
 */
function* variants(input: TOIPairInput): Generator<{ change: string; input: TOIPairInput }> {
  yield { change: '', input };
  yield { change: ', with the angles folded as planck folds them', input: { ...input, sweepA: foldLikePlanck(input.sweepA), sweepB: foldLikePlanck(input.sweepB) } };
  for (const [jA, jB] of [[-1, 0], [0, -1], [-1, -1], [1, 0], [0, 1], [1, 1]]) {
    yield { change: `, with the angles of A shifted by ${jA}, of B by ${jB} x (2 b2_pi - 2 pi)`, input: { ...input, sweepA: shiftedAngles(input.sweepA, jA), sweepB: shiftedAngles(input.sweepB, jB) } };
  }
  for (const move of sensitivityMoves(input)) yield { change: `, with ${move.change}`, input: move.input };
  const folded: TOIPairInput = { ...input, sweepA: foldLikePlanck(input.sweepA), sweepB: foldLikePlanck(input.sweepB) };
  for (const move of sensitivityMoves(folded)) yield { change: `, with the angles folded as planck folds them and ${move.change}`, input: move.input };
}

/** [the known-difference margin with its witness] when the forced run gives the peer's answer, else undefined. */
export function pushBackLimitMargin(input: TOIPairInput, peer: TOIResult): Margin[] | undefined {
  const forced = forcedPushBackTOI();

  if (forced === undefined) return undefined;
  for (const variant of variants(input)) {
    forced(output, b2collideTOIInput(variant.input));
    const answer: TOIResult = { state: output.state, t: output.t, iterations: -1, rootIterations: -1, pointCount: output.state === 3 ? 1 : 0 };
    if (!agrees(compareTOI(input, answer, peer))) continue;
    const change = `b2TimeOfImpact's push-back loop allowed ${PLANCK_PUSH_BACK_LIMIT} passes, as planck's, not b2_maxPolygonVertices = 8 (forced)${variant.change}`;
    return [{ name: 'known:planck-push-back-limit', value: 0, epsilon: 1, witness: { change, input: variant.input, answer } }];
  }
  // The limit gives planck's state, and the two t differ only inside C++'s acceptance window, by
  // planck's rounding of the separations (margin root-window between the forced run and planck).
  forced(output, b2collideTOIInput(input));
  const answer: TOIResult = { state: output.state, t: output.t, iterations: -1, rootIterations: -1, pointCount: output.state === 3 ? 1 : 0 };
  if (answer.state !== peer.state || (answer.state !== 3 && answer.state !== 1)) return undefined;
  const window = rootWindow(input, answer, peer);
  if (!(window.value < window.epsilon)) return undefined;
  const change = `b2TimeOfImpact's push-back loop allowed ${PLANCK_PUSH_BACK_LIMIT} passes, as planck's (forced): planck's state; t ${answer.t} against planck's ${peer.t}, both in C++'s root window`;
  return [{ name: 'known:planck-push-back-limit + root-window', value: window.value, epsilon: window.epsilon, witness: { change, answer } }];
}
