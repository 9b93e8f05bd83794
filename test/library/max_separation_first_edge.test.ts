// b2FindMaxSeparation keeps the first edge among those whose separation never falls below
// b2_maxFloat, as C++ v2.4.1 does: si starts at b2_maxFloat, an sij at or above it never replaces
// it, and `if (si > maxSeparation)` then takes only the first such edge. The search's early exit
// must not skip that last test.
//
// Worked by hand: A is a 2 x 2 box at x = -b2_maxFloat turned by -45 degrees, so its edges' normals
// are, in order, (-r, -r), (r, -r), (r, r), (-r, r) with r = sqrt(1/2); B is a 2 x 2 box at
// x = +b2_maxFloat. Every vertex of B lies about 6.8e38 along +x from A's edges, so edges 1 and 2
// both give sij >= 0.7 * 6.8e38 > b2_maxFloat (si stays b2_maxFloat), while edges 0 and 3 give
// about -4.8e38. C++: edge 1 is taken with b2_maxFloat, edge 2 is not (b2_maxFloat > b2_maxFloat
// is false). In float32, b2MulT(xfB, xfA)'s dx = -b2_maxFloat - b2_maxFloat overflows to -Infinity
// and -s·dx = 0·Infinity is NaN, so every sij is NaN: no si falls below b2_maxFloat and C++ float
// takes edge 0. Both transforms pass the pose check: |p.x| + |s| + |c| rounds to b2_maxFloat.
import * as f64 from 'b2collide';
import * as f32 from 'b2collide/f32';

const maxFloat = 3.4028234663852886e38;
type Lib = typeof f64;
const builds: [string, Lib][] = [
  ['float64', f64],
  ['float32', f32 as unknown as Lib],
];

test.each(builds)('%s: the first edge at b2_maxFloat wins', (name, L) => {
  const A = new L.b2PolygonShape();
  A.SetAsBox(1, 1);
  const B = new L.b2PolygonShape();
  B.SetAsBox(1, 1);
  const r = Math.sqrt(0.5);
  const xfA = new L.b2Transform();
  xfA.SetPositionSinCos(-maxFloat, 0, -r, r);
  const xfB = new L.b2Transform();
  xfB.SetPositionSinCos(maxFloat, 0, 0, 1);
  const edge = [-1];
  const separation = L.b2FindMaxSeparation(edge, A, xfA, B, xfB);
  expect([edge[0], separation]).toEqual(name === 'float64' ? [1, maxFloat] : [0, Math.fround(maxFloat)]);
});
