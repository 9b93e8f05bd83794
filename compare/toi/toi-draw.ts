// The drawing of a time-of-impact case: both shapes at the reference's t, and B's centre path.

import { b2Transform } from 'b2collide';
import { proxyPoints, shapeRadius, type DistanceShapeData } from '../distance/input';
import { toWorld } from '../case/transform';
import type { Drawing, XY } from '../runner/types';
import { b2collideTOIInput } from './engine-b2collide-toi';
import { STATE_NAMES, type TOIPairInput, type TOIResult } from './toi-input';

function shapeAt(label: 'A' | 'B', shape: DistanceShapeData, xf: b2Transform): Drawing['shapes'][number] {
  const pose = { p: [xf.p.x, xf.p.y] as XY, q: [xf.q.s, xf.q.c] as XY };
  const points = proxyPoints(shape).map((v) => toWorld(pose, v));
  const kind = shape.kind === 'circle' ? 'circle' : shape.kind === 'polygon' ? 'polygon' : 'segment';
  return { label, owner: label, kind, points, radius: shapeRadius(shape) };
}

export function drawTOI(input: TOIPairInput, ref: TOIResult, peer: TOIResult): Drawing {
  const toi = b2collideTOIInput(input);
  const xfA = toi.sweepA.GetTransform(new b2Transform(), ref.t);
  const xfB = toi.sweepB.GetTransform(new b2Transform(), ref.t);
  return {
    shapes: [shapeAt('A', input.shapeA, xfA), shapeAt('B', input.shapeB, xfB)],
    edges: [{ label: 'B\'s centre from c0 to c', style: 'incident', from: input.sweepB.c0, to: input.sweepB.c }],
    marks: [
      { engine: 'reference', at: [xfB.p.x, xfB.p.y], label: `${STATE_NAMES[ref.state]} t ${ref.t} (${ref.iterations} iterations, ${ref.rootIterations} root steps)` },
      { engine: 'peer', at: [xfB.p.x, xfB.p.y], label: `${STATE_NAMES[peer.state]} t ${peer.t} (${peer.iterations} iterations, ${peer.rootIterations} root steps)` },
    ],
  };
}
