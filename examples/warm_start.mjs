import { b2PolygonShape, b2Transform, b2Manifold, b2CollidePolygons, b2WarmStartManifold, b2GetPointStates } from 'b2collide';

const ground = new b2PolygonShape().SetAsBox(5, 0.5);   // top face: edge 2, at y = 0.5
const box = new b2PolygonShape().SetAsBox(0.5, 0.5);    // bottom corners: vertex 0 (left), 1 (right)
const xfA = new b2Transform().SetIdentity();

// A contact keeps two manifolds and swaps them each step (C++ copies the old one instead).
let manifold = new b2Manifold();
let oldManifold = new b2Manifold();
const state1 = [0, 0];
const state2 = [0, 0];

function step(label, xfB) {
  [manifold, oldManifold] = [oldManifold, manifold];
  b2CollidePolygons(manifold, ground, xfA, box, xfB);
  b2WarmStartManifold(oldManifold, manifold);
  b2GetPointStates(state1, state2, oldManifold, manifold);
  const points = manifold.points.slice(0, manifold.pointCount)
    .map((p, i) => `key ${p.id.key.toString(16)} state ${['null', 'add', 'persist', 'remove'][state2[i]]} normalImpulse ${p.normalImpulse}`);
  console.log(label, points.join(' | '));
  // Here a solver would solve and store its impulses into manifold.points[i]; we store 1, 2, ...
  manifold.points.forEach((p, i) => (p.normalImpulse = i < manifold.pointCount ? i + 1 : 0));
}

// Tilted clockwise by 0.1 rad, only the right corner (vertex 1) touches.
const s = Math.sin(-0.1), c = Math.cos(-0.1);
step('tilted:', new b2Transform().SetPositionSinCos(0, 0.5 + 0.5 * c - 0.5 * s - 0.005, s, c));
// Flat: both corners touch; vertex 1's key now sits in slot 1.
step('flat:  ', new b2Transform().SetPositionSinCos(0, 0.995, 0, 1));
step('flat:  ', new b2Transform().SetPositionSinCos(0.01, 0.995, 0, 1));
