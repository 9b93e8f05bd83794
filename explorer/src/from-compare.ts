// A compare harness case as an explorer link: the harness's plain inputs (polygon pairs with their
// built vertices and normals, circles, edges with ghosts) become an ExplorerCase and its URL. The
// compare report and `npm run compare -- --replay` print these links; this file and url-codec.ts
// are plain TypeScript with no DOM, so node can import them.

import type { ExplorerCase, ShapeSpec, TransformSpec, XY } from './case';
import { encodeCase, type LinkedAnswer } from './url-codec';

/** Where `npm run explorer` serves the page (vite's default port; override with EXPLORER_URL). */
export const defaultExplorerUrl = 'http://127.0.0.1:5173/';

type Data = Record<string, unknown>;

const transform = (xf: { p: XY; q: XY }): TransformSpec => ({ x: xf.p[0], y: xf.p[1], s: xf.q[0], c: xf.q[1] });

function polygon(d: { vertices: XY[]; normals: XY[]; centroid: XY; radius: number }): ShapeSpec {
  return { kind: 'polygon-raw', vertices: d.vertices, normals: d.normals, centroid: d.centroid, radius: d.radius };
}

function circle(d: { p: XY; radius: number }): ShapeSpec {
  return { kind: 'circle', p: d.p, radius: d.radius };
}

function edge(d: { v0: XY; v1: XY; v2: XY; v3: XY; oneSided: boolean }): ShapeSpec {
  return { kind: 'edge', v0: d.v0, v1: d.v1, v2: d.v2, v3: d.v3, oneSided: d.oneSided };
}

/** The explorer case of a manifold pair type's input, or undefined for other inputs (distance cases). */
export function explorerCaseOf(input: unknown): ExplorerCase | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const i = input as Data & Record<string, any>;
  if (!('xfA' in i && 'xfB' in i)) return undefined;
  const xfA = transform(i.xfA);
  const xfB = transform(i.xfB);
  if ('polyA' in i && 'polyB' in i) return { a: polygon(i.polyA), xfA, b: polygon(i.polyB), xfB };
  if ('circleA' in i && 'circleB' in i) return { a: circle(i.circleA), xfA, b: circle(i.circleB), xfB };
  if ('polygonA' in i && 'circleB' in i) return { a: polygon(i.polygonA), xfA, b: circle(i.circleB), xfB };
  if ('edgeA' in i && 'circleB' in i) return { a: edge(i.edgeA), xfA, b: circle(i.circleB), xfB };
  if ('edgeA' in i && 'polygonB' in i) return { a: edge(i.edgeA), xfA, b: polygon(i.polygonB), xfB };
  return undefined;
}

/**
 * The explorer URL of a harness input, or undefined when the explorer cannot show it. With
 * `answer` (a peer's manifold for the input, e.g. a user's engine under --replay), the link carries
 * it and the explorer shows it beside its own engines.
 */
export function explorerLink(input: unknown, base: string = defaultExplorerUrl, answer?: { engine: string; result: unknown }): string | undefined {
  const c = explorerCaseOf(input);
  if (c === undefined) return undefined;
  return base + encodeCase(c, answer !== undefined && isManifold(answer.result) ? (answer as LinkedAnswer) : undefined);
}

/** Whether a result has the manifold's shape (a manifold pair type's; other pair types have no place in the engines table). */
function isManifold(r: unknown): boolean {
  return typeof r === 'object' && r !== null && 'pointCount' in r && 'localNormal' in r && 'points' in r && 'world' in r;
}
