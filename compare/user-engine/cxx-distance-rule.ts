// The distance comparer's rule for a user's engine (--engine): C++'s own. compareDistance
// (distance/compare-distance.ts) without a rule holds the radii call's overlapped branch to
// planck's known difference; a port of Box2D is held to C++'s answer instead: the radii call's
// distance and witness points, and the cast point, equal the reference's within the bound.

import type { DistancePeerRule } from '../distance/compare-distance';

export const cxxDistanceRule: DistancePeerRule = {
  checkRadii(_input, ref, peer, checks) {
    let ok = checks.num('radii.distance', ref.radii.distance, peer.radii.distance);
    ok = checks.xy('radii.pointA', ref.radii.pointA, peer.radii.pointA) && ok;
    return checks.xy('radii.pointB', ref.radii.pointB, peer.radii.pointB) && ok;
  },
  checkCastPoint(_input, ref, peer, checks) {
    return checks.xy('cast.point', ref.cast.point, peer.cast.point);
  },
};
