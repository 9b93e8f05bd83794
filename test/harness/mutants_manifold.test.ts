// Planted bugs in the manifold functions, put in through the `--engine` contract (a module with
// Box2D's names): each must end in FAIL with the family that caught it named, and none of its
// disagreements may pass as a near-tie (every excuse needs a witness: b2collide itself giving the
// peer's answer on a moved input, runner/classify.ts). The same families with b2collide itself in
// the peer's place end OK with no disagreement, so the FAIL comes from the planted bug alone.
import { describeMutants, manifoldMutants } from '../support/mutants';

describeMutants(manifoldMutants);
