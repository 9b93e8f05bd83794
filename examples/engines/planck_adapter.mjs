// A template engine adapter: planck behind the plain-data interface of `npm run compare --
// --engine` (compare/README.md, "Your engine"). Copy it and replace the planck calls with your own
// engine's; leave out the functions your engine does not have.
//   npm run compare -- --engine examples/engines/planck_adapter.mjs --family polygon-polygon

import { CircleShape, CollideCircles, CollidePolygonCircle, CollidePolygons, Manifold, PolygonShape, Transform, Vec2 } from 'planck';

/** Inject the polygon exactly as given (its vertices and normals were built by Box2D's Set). */
function polygon({ vertices, normals, radius }) {
  const s = new PolygonShape();
  s.m_vertices = vertices.map(([x, y]) => new Vec2(x, y));
  s.m_normals = normals.map(([x, y]) => new Vec2(x, y));
  s.m_count = vertices.length;
  s.m_radius = radius;
  return s;
}

const circle = ({ p, radius }) => new CircleShape(new Vec2(p[0], p[1]), radius);

function transform({ p, q }) {
  const xf = new Transform();
  xf.p.x = p[0];
  xf.p.y = p[1];
  xf.q.s = q[0];
  xf.q.c = q[1];
  return xf;
}

/** planck keeps the feature fields on the id itself. */
function read(m) {
  const points = [];
  for (let i = 0; i < m.pointCount; ++i) {
    const p = m.points[i];
    points.push({ localPoint: [p.localPoint.x, p.localPoint.y], indexA: p.id.indexA, indexB: p.id.indexB, typeA: p.id.typeA, typeB: p.id.typeB });
  }
  // No `world`: the harness computes the world manifold from this one with Box2D's b2WorldManifold.
  return { pointCount: m.pointCount, type: m.type, localNormal: [m.localNormal.x, m.localNormal.y], localPoint: [m.localPoint.x, m.localPoint.y], points };
}

function collideWith(collide, makeA, makeB) {
  return (a, xfA, b, xfB) => {
    const m = new Manifold();
    collide(m, makeA(a), transform(xfA), makeB(b), transform(xfB));
    return read(m);
  };
}

export default {
  name: 'planck (template adapter)',
  float32: false,
  collidePolygons: collideWith(CollidePolygons, polygon, polygon),
  collideCircles: collideWith(CollideCircles, circle, circle),
  collidePolygonAndCircle: collideWith(CollidePolygonCircle, polygon, circle),
};
