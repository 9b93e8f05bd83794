// An engine adapter for b2collide itself, in the plain-data form that check_vectors.mjs and
// `npm run compare -- --engine` take (compare/README.md, "Your engine"): shapes and transforms as
// arrays of numbers in, a manifold as plain data out. A port of Box2D in another language writes the
// same five functions around its own collide calls. `float32: true` asks for bit-exact checking.

/** Builds the adapter over a b2collide module (the float64 default or 'b2collide/f32'). */
export function b2collideAdapter(lib, float32) {
  const xy = ([x, y]) => ({ x, y });
  const polygon = (d) => {
    const s = new lib.b2PolygonShape();
    s.m_count = d.vertices.length;
    d.vertices.forEach((v, i) => s.m_vertices[i].Set(v[0], v[1]));
    d.normals.forEach((n, i) => s.m_normals[i].Set(n[0], n[1]));
    s.m_centroid.Set(d.centroid[0], d.centroid[1]);
    s.m_radius = float32 ? Math.fround(d.radius) : d.radius;
    return s;
  };
  const circle = (d) => new lib.b2CircleShape(d.radius, xy(d.p));
  const edge = (d) => {
    const e = new lib.b2EdgeShape();
    return d.oneSided ? e.SetOneSided(xy(d.v0), xy(d.v1), xy(d.v2), xy(d.v3)) : e.SetTwoSided(xy(d.v1), xy(d.v2));
  };
  const transform = (t) => new lib.b2Transform().SetPositionSinCos(t.p[0], t.p[1], t.q[0], t.q[1]);
  const read = (m) => ({
    pointCount: m.pointCount,
    type: m.type,
    localNormal: [m.localNormal.x, m.localNormal.y],
    localPoint: [m.localPoint.x, m.localPoint.y],
    points: m.points.slice(0, m.pointCount).map((p) => ({
      localPoint: [p.localPoint.x, p.localPoint.y],
      indexA: p.id.cf.indexA,
      indexB: p.id.cf.indexB,
      typeA: p.id.cf.typeA,
      typeB: p.id.cf.typeB,
    })),
  });
  const run = (collide, makeA, makeB) => (a, xfA, b, xfB) => {
    const m = new lib.b2Manifold();
    collide(m, makeA(a), transform(xfA), makeB(b), transform(xfB));
    return read(m);
  };
  return {
    name: float32 ? 'b2collide/f32' : 'b2collide',
    float32,
    collidePolygons: run(lib.b2CollidePolygons, polygon, polygon),
    collideCircles: run(lib.b2CollideCircles, circle, circle),
    collidePolygonAndCircle: run(lib.b2CollidePolygonAndCircle, polygon, circle),
    collideEdgeAndCircle: run(lib.b2CollideEdgeAndCircle, edge, circle),
    collideEdgeAndPolygon: run(lib.b2CollideEdgeAndPolygon, edge, polygon),
  };
}
