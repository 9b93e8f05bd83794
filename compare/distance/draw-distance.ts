// The drawing of a distance case (pair types distance and distance-core): both shapes as the
// proxies hold them, each engine's core witness points, and the reference's witness segment.

import { circleShape, polygonShape } from '../case/draw';
import { toWorld, type TransformData } from '../case/transform';
import type { Drawing } from '../runner/types';
import { proxyPoints, shapeRadius, type DistancePairInput, type DistanceShapeData } from './input';
import type { DistanceResult } from './result';

function drawShape(label: 'A' | 'B', shape: DistanceShapeData, xf: TransformData): Drawing['shapes'][number] {
  switch (shape.kind) {
    case 'circle':
      return circleShape(label, label, { p: shape.center, radius: shape.radius }, xf);
    case 'polygon':
      return polygonShape(label, label, shape.polygon, xf);
    case 'edge':
    case 'chain':
      // The segment the proxy holds (a chain's child), with the proxy's radius.
      return {
        label: shape.kind === 'chain' ? `${label} child ${shape.index}` : label,
        owner: label,
        kind: 'segment',
        points: proxyPoints(shape).map((v) => toWorld(xf, v)),
        radius: shapeRadius(shape),
      };
  }
}

export function drawDistance(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult): Drawing {
  const drawing: Drawing = {
    shapes: [drawShape('A', input.shapeA, input.xfA), drawShape('B', input.shapeB, input.xfB)],
    edges: [],
    marks: [],
  };
  for (const [engine, result] of [['reference', ref], ['peer', peer]] as const) {
    drawing.marks.push({ engine, at: result.core.pointA, label: `core pointA (d ${result.core.distance.toExponential(3)})` });
    drawing.marks.push({ engine, at: result.core.pointB, label: `core pointB, ${result.core.iterations} iterations` });
  }
  drawing.edges.push({ label: 'reference core witness segment', style: 'reference', from: ref.core.pointA, to: ref.core.pointB });
  return drawing;
}
