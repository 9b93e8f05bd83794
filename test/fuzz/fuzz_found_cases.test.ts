// Cases longer fuzz runs (seeds 2 and 1, 40,000 cases each; seed 27, the default run) once failed, rerun on their own from (seed, case
// index) alone (fuzz/README.md "A case"). Each one pins a fix: in the library, or in the fuzz's own
// oracle where C++ v2.4.1 gives the answer the oracle refused (the reason is in the recipe).
// A case picks its target from the enumerated exports, so a new export may move a case to another
// target; it must still have no failure, and the named library tests keep pinning each fix.
import { emptyResult, runCase } from '../../fuzz/run_cases';

function failuresOf(seed: number, k: number): string[] {
  const out = emptyResult();
  runCase(seed, k, out);
  return out.failures.map((f) => `case ${f.caseIndex} ${f.row} (${f.build}) ${f.outcome}: ${f.detail.slice(0, 300)}`);
}

const found: [number, number, string][] = [
  // A proxy buffered twice: C++ queries it twice and reports its pairs twice (oracle fixed).
  [2, 4475, 'b2BroadPhase.UpdatePairs'],
  [2, 6045, 'b2BroadPhase.UpdatePairs'],
  // A leaf the callback destroyed while its id was on the stack: C++ pops and reports it (oracle fixed).
  [2, 30098, 'b2DynamicTree.Query'],
  // An attacked ray start: the oracle's box must be the ray as the call reads it (oracle fixed).
  [2, 7342, 'b2DynamicTree.RayCast'],
  // Hand-edited counters QueryCallback's fast path read unchecked (library fixed).
  [2, 17237, 'b2BroadPhase.QueryCallback'],
  [2, 18238, 'b2BroadPhase.QueryCallback'],
  // m_proxyCount = -0: a DestroyProxy in AddPair counted down to -1 and wrote the tree (library fixed).
  [2, 12745, 'b2BroadPhase.UpdatePairs'],
  // m_nodeCount = -0 under a root: RebuildBottomUp's error named Validate (library fixed).
  [2, 39015, 'b2DynamicTree.RebuildBottomUp'],
  // b2ComputeHull([1, 2]): the empty hull of count 2, with numbers for points (library fixed).
  [2, 21968, 'b2ComputeHull'],
  // GetFatAABB's output box is optional: undefined there is the argument left out (oracle fixed).
  [1, 15872, 'b2BroadPhase.GetFatAABB'],
  // The default run (seed 27, 440,000 cases). A whole argument of the wrong shape ({} or [1, 2])
  // named by a part of it, not as given (library fixed, both layers):
  [27, 8212, 'b2PositionSolverManifold.Initialize (float32 rounded {} to NaN before the check)'],
  [27, 43177, 'b2ClipSegmentToLine'],
  [27, 51561, 'b2PolygonShape.Set'],
  [27, 190832, 'b2ChainShape.CreateLoop'],
  [27, 84836, 'b2MakeProxy'],
  [27, 86460, 'b2MakeAABB'],
  [27, 91427, 'b2ShapeCast (v3)'],
  [27, 114321, 'b2SolvePlanes'],
  [27, 187036, 'b2ShapeDistance (v3) simplexes'],
  [27, 226312, 'b2ShapeDistance (v3) cache'],
  [27, 331667, 'b2ShapeDistance (v3) simplexes of numbers'],
  [27, 356441, 'b2ComputeHull'],
  // An angle of -1e300: float64 gave a box, float32 a misnamed error (library fixed: both refuse it by name).
  [27, 383397, 'b2PolygonShape.SetAsBox'],
  // simplexes = null stores nothing, as C's NULL does (distance.c 449; oracle fixed).
  [27, 85637, 'b2ShapeDistance (v3)'],
  // A circle centre of 1e300 gave float64 an answer the float32 build refuses (library fixed).
  [27, 90593, 'b2CollidePolygonAndCircle'],
  // A pose's rotation entry of ±1e18: float32 products of rotated points overflowed to NaN closest
  // points (library fixed: a pose's rotation has |s| + |c| <= 2, both builds, both layers).
  [27, 169452, 'b2Distance (float32), transformA.q.c = -1e18'],
  [27, 245188, 'b2Distance (float32), transformA.q.s = -1e18'],
  [27, 72262, 'b2ShapeDistance (v3), transformB.q.s = -1e18'],
  [27, 193936, 'b2CollideCapsules (v3), xfB.q.c = 1e18'],
  [27, 255266, 'b2ShapeDistance (v3), transformB.q.c = 1e18'],
  // Capsule centres 1e18 apart: float32's squares and products passed FLT_MAX and the manifold
  // came out NaN (library fixed: refused by name before the manifold is written, as b2SegmentDistance does).
  [27, 412185, 'b2CollideCapsules (v3), capsuleB.center1.x = 1e18'],
  // A proxy vertex at x = 1e18: float32 measured the separation in rounding steps of 6.4e10 and
  // answered e_separated for shapes that meet (library fixed: vertices beyond ±1e5 refused by name).
  [27, 234271, 'b2TimeOfImpact (float32), proxyA vertex 2 x = 1e18'],
  // m_count = 1n: float32 GetChildEdge mixed it into count - 1, a V8 TypeError (library fixed: the count's type is tested first).
  [27, 445105, 'b2ChainShape.GetChildEdge (float32), this.m_count = 1n'],
];

test.each(found)('seed %i case %i (%s): no failure', (seed, k) => {
  expect(failuresOf(seed, k)).toEqual([]);
});
