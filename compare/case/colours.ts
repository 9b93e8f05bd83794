// Box2D v2.4.1 testbed colours (testbed/draw.cpp, test.cpp, tests/polygon_collision.cpp), as CSS.
// The overlays the testbed does not have get colours of the same family, named here once. The
// explorer and the compare report's drawings both use them, so shape A, shape B and each overlay
// look the same in both.

const rgb = (r: number, g: number, b: number): string => `rgb(${Math.round(255 * r)},${Math.round(255 * g)},${Math.round(255 * b)})`;

export const colours = {
  /** glClearColor(0.2, 0.2, 0.2) */
  background: rgb(0.2, 0.2, 0.2),
  /** Static body (shape A here): b2Color(0.5, 0.9, 0.5). */
  A: rgb(0.5, 0.9, 0.5),
  /** Awake dynamic body (shape B here): b2Color(0.9, 0.7, 0.7). */
  B: rgb(0.9, 0.7, 0.7),
  /** PolygonCollision test's manifold points: b2Color(0.9, 0.3, 0.3). */
  point: rgb(0.9, 0.3, 0.3),
  /** Test::Step contact points: added (0.3, 0.95, 0.3), persisted (0.3, 0.3, 0.95). */
  added: rgb(0.3, 0.95, 0.3),
  persisted: rgb(0.3, 0.3, 0.95),
  removed: rgb(0.6, 0.6, 0.6),
  /** Test::Step contact normals: b2Color(0.9, 0.9, 0.9). */
  normal: rgb(0.9, 0.9, 0.9),
  /** Our overlays. */
  reference: rgb(0.95, 0.85, 0.2),
  incident: rgb(0.9, 0.3, 0.9),
  sidePlane: rgb(0.5, 0.8, 0.8),
  clip: rgb(1, 0.6, 0.2),
  flip: rgb(1, 0.45, 0.1),
  gjk: rgb(0.4, 0.8, 1),
  /** The sweep view: the pose at the hit / time of impact, the hit point and normal, the handles. */
  sweep: rgb(0.55, 1, 0.85),
  text: rgb(0.9, 0.9, 0.9),
};
