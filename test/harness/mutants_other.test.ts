// Planted bugs in TOI, the dynamic tree, the float32 ray cast and the distance cache, put in
// through the pair types' own machinery (the `--engine` contract covers the manifold functions):
// each must end in FAIL with the family that caught it named, and none of its disagreements may pass as a near-tie (every excuse needs a witness: b2collide itself giving the
// peer's answer on a moved input, runner/classify.ts). The same families with b2collide itself in
// the peer's place end OK with no disagreement, so the FAIL comes from the planted bug alone.
import { describeMutants, otherMutants } from '../support/mutants';

describeMutants(otherMutants);
