// b2collide with a planted fault, to see check_vectors.mjs fail as it would on a broken port: the
// flip-swap bug two published ports have (with e_faceB the feature swap goes through a reference,
// so indexB ends up equal to indexA).
//   node examples/vectors/check_vectors.mjs DIR --engine examples/vectors/faulty_adapter.mjs

import * as b2collide from 'b2collide';
import { b2collideAdapter } from './b2collide_adapter.mjs';

const correct = b2collideAdapter(b2collide, false);

export default {
  ...correct,
  name: 'b2collide with the flip-swap bug planted',
  collidePolygons(a, xfA, b, xfB) {
    const manifold = correct.collidePolygons(a, xfA, b, xfB);
    if (manifold.type === 2) for (const p of manifold.points) p.indexB = p.indexA;
    return manifold;
  },
};
