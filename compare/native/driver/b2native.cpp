// The native reference: one request line in, one answer line out, every real as the hex of its
// bits. Our own code; it calls Box2D v2.4.1's collision module as compiled from Debian's source
// package (see compare/native/README.md). The float64 build is this same file passed through
// compare/native/rewrite-double.ts, so `real` and every `float` below become `double` there.
//
// A request is one letter and its tokens: integers in decimal, reals as 8 (float) or 16 (double)
// hex digits of their bit pattern. The answer's tokens are written the same way. The layouts
// are stated in compare/native/protocol.ts, which writes the requests and the TypeScript side of
// every answer.

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <string>
#include <vector>
#include <stdexcept>

// The tree's node pool and the broad phase's move buffer are private in C++; the reference
// reports them, so the driver opens them up (it is the only code that reads them).
#define private public
#include "box2d/b2_broad_phase.h"
#include "box2d/b2_chain_shape.h"
#include "box2d/b2_circle_shape.h"
#include "box2d/b2_collision.h"
#include "box2d/b2_distance.h"
#include "box2d/b2_dynamic_tree.h"
#include "box2d/b2_edge_shape.h"
#include "box2d/b2_polygon_shape.h"
#include "box2d/b2_time_of_impact.h"
#undef private

#include "b2native.h"

typedef float real;

extern B2_API int32 b2_gjkCalls, b2_gjkIters, b2_gjkMaxIters;
extern B2_API int32 b2_toiCalls, b2_toiIters, b2_toiMaxIters;
extern B2_API int32 b2_toiRootIters, b2_toiMaxRootIters;

namespace {

// What every output field holds before a call, as in the TypeScript side (SENTINEL_* in
// compare/f32/cases.ts and compare/shape/query-case.ts).
const real kSentinel = -1234.5f;
const uint32 kSentinelKey = 0xa5a5a5a5u;

struct Reader {
  const char* p;

  const char* token(size_t* n) {
    while (*p == ' ') ++p;
    if (*p == '\0' || *p == '\n') throw std::runtime_error("request ended early");
    const char* start = p;
    while (*p != ' ' && *p != '\0' && *p != '\n') ++p;
    *n = (size_t)(p - start);
    return start;
  }

  long integer() {
    size_t n;
    const char* t = token(&n);
    std::string s(t, n);
    char* end = nullptr;
    long v = std::strtol(s.c_str(), &end, 10);
    if (end == s.c_str() || *end != '\0') throw std::runtime_error("bad integer token " + s);
    return v;
  }

  real number() {
    size_t n;
    const char* t = token(&n);
    if (n != 2 * sizeof(real)) throw std::runtime_error("bad real token " + std::string(t, n));
    uint64_t bits = 0;
    for (size_t i = 0; i < n; ++i) {
      char c = t[i];
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) throw std::runtime_error("bad real token " + std::string(t, n));
      bits = bits << 4 | (uint64_t)d;
    }
    real v;
    if (sizeof(real) == 4) {
      uint32_t b32 = (uint32_t)bits;
      std::memcpy(&v, &b32, 4);
    } else {
      std::memcpy(&v, &bits, sizeof(real));
    }
    return v;
  }

  b2Vec2 vec() {
    real x = number();
    real y = number();
    return b2Vec2(x, y);
  }

  char letter() {
    size_t n;
    const char* t = token(&n);
    if (n != 1) throw std::runtime_error("bad letter token " + std::string(t, n));
    return t[0];
  }
};

struct Writer {
  std::string& out;

  void integer(long v) {
    if (!out.empty()) out += ' ';
    out += std::to_string(v);
  }

  void number(real v) {
    static const char hex[] = "0123456789abcdef";
    uint64_t bits = 0;
    if (sizeof(real) == 4) {
      uint32_t b32;
      std::memcpy(&b32, &v, 4);
      bits = b32;
    } else {
      std::memcpy(&bits, &v, sizeof(real));
    }
    if (!out.empty()) out += ' ';
    for (int i = 2 * (int)sizeof(real) - 1; i >= 0; --i) out += hex[(bits >> (4 * i)) & 15];
  }

  void vec(const b2Vec2& v) {
    number(v.x);
    number(v.y);
  }

  void aabb(const b2AABB& b) {
    vec(b.lowerBound);
    vec(b.upperBound);
  }
};

b2Transform readTransform(Reader& in) {
  b2Transform xf;
  xf.p = in.vec();
  xf.q.s = in.number();
  xf.q.c = in.number();
  return xf;
}

// One side's shapes, reused from request to request.
struct Slot {
  b2PolygonShape polygon;
  b2CircleShape circle;
  b2EdgeShape edge;
  b2ChainShape chain;
  b2EdgeShape childEdge;
  bool polygonBuilt = false;
};

Slot slots[2];

// Every request starts from freshly constructed shapes, as the TypeScript side does, so that an
// answer never depends on the request before it (SetAsBox, for one, keeps the radius it finds).
void resetSlots() {
  for (Slot& s : slots) {
    s.~Slot();
    new (&s) Slot();
  }
}

// Reads one shape (the letters of protocol.ts) into a slot; returns the shape and its child index.
b2Shape* readShape(Reader& in, Slot& slot, int32* child) {
  *child = 0;
  slot.polygonBuilt = false;
  char kind = in.letter();
  switch (kind) {
    case 'P': {
      long n = in.integer();
      if (n < 1 || n > b2_maxPolygonVertices) throw std::runtime_error("bad polygon count");
      b2PolygonShape& p = slot.polygon;
      p.m_count = (int32)n;
      for (long i = 0; i < n; ++i) p.m_vertices[i] = in.vec();
      for (long i = 0; i < n; ++i) p.m_normals[i] = in.vec();
      p.m_centroid = in.vec();
      p.m_radius = in.number();
      return &p;
    }
    case 'S': {
      long n = in.integer();
      if (n < 1 || n > b2_maxPolygonVertices) throw std::runtime_error("bad point count");
      b2Vec2 points[b2_maxPolygonVertices];
      for (long i = 0; i < n; ++i) points[i] = in.vec();
      slot.polygon.Set(points, (int32)n);
      slot.polygonBuilt = true;
      return &slot.polygon;
    }
    case 'B': {
      real hx = in.number();
      real hy = in.number();
      slot.polygon.SetAsBox(hx, hy);
      slot.polygonBuilt = true;
      return &slot.polygon;
    }
    case 'A': {
      real hx = in.number();
      real hy = in.number();
      b2Vec2 center = in.vec();
      real angle = in.number();
      slot.polygon.SetAsBox(hx, hy, center, angle);
      slot.polygonBuilt = true;
      return &slot.polygon;
    }
    case 'C': {
      slot.circle.m_p = in.vec();
      slot.circle.m_radius = in.number();
      return &slot.circle;
    }
    case 'E': {
      long oneSided = in.integer();
      b2Vec2 v0 = in.vec(), v1 = in.vec(), v2 = in.vec(), v3 = in.vec();
      if (oneSided) {
        slot.edge.SetOneSided(v0, v1, v2, v3);
      } else {
        slot.edge.SetTwoSided(v1, v2);
      }
      return &slot.edge;
    }
    case 'L': {
      long loop = in.integer();
      long n = in.integer();
      if (n < 2 || n > 64) throw std::runtime_error("bad chain count");
      std::vector<b2Vec2> points((size_t)n);
      for (long i = 0; i < n; ++i) points[(size_t)i] = in.vec();
      b2Vec2 prev = in.vec();
      b2Vec2 next = in.vec();
      *child = (int32)in.integer();
      slot.chain.Clear();
      if (loop) {
        slot.chain.CreateLoop(points.data(), (int32)n);
      } else {
        slot.chain.CreateChain(points.data(), (int32)n, prev, next);
      }
      if (*child < 0 || *child >= slot.chain.GetChildCount()) throw std::runtime_error("bad chain child");
      return &slot.chain;
    }
    default:
      throw std::runtime_error(std::string("bad shape letter ") + kind);
  }
}

// What a collide function gets: a chain's child edge, or the shape itself.
b2Shape* colliding(Slot& slot, b2Shape* shape, int32 child) {
  if (shape->GetType() != b2Shape::e_chain) return shape;
  slot.chain.GetChildEdge(&slot.childEdge, child);
  return &slot.childEdge;
}

void writePolygon(Writer& out, const b2PolygonShape& p) {
  out.integer(p.m_count);
  for (int32 i = 0; i < p.m_count; ++i) out.vec(p.m_vertices[i]);
  for (int32 i = 0; i < p.m_count; ++i) out.vec(p.m_normals[i]);
  out.vec(p.m_centroid);
  out.number(p.m_radius);
}

// M shapeA shapeB xfA xfB: the manifold (sentinel-filled first), the world manifold, b2TestOverlap,
// then each polygon the request built with Set or SetAsBox.
void manifoldCase(Reader& in, Writer& out) {
  int32 childA, childB;
  b2Shape* builtA = readShape(in, slots[0], &childA);
  b2Shape* builtB = readShape(in, slots[1], &childB);
  b2Transform xfA = readTransform(in);
  b2Transform xfB = readTransform(in);
  b2Shape* a = colliding(slots[0], builtA, childA);
  b2Shape* b = colliding(slots[1], builtB, childB);

  b2Manifold m;
  for (int32 i = 0; i < b2_maxManifoldPoints; ++i) {
    m.points[i].localPoint.Set(kSentinel, kSentinel);
    m.points[i].normalImpulse = kSentinel;
    m.points[i].tangentImpulse = kSentinel;
    m.points[i].id.key = kSentinelKey;
  }
  m.localNormal.Set(kSentinel, kSentinel);
  m.localPoint.Set(kSentinel, kSentinel);
  m.type = (b2Manifold::Type)7;
  m.pointCount = 9;
  b2WorldManifold w;
  w.normal.Set(kSentinel, kSentinel);
  for (int32 i = 0; i < b2_maxManifoldPoints; ++i) {
    w.points[i].Set(kSentinel, kSentinel);
    w.separations[i] = kSentinel;
  }

  b2Shape::Type ta = a->GetType(), tb = b->GetType();
  if (ta == b2Shape::e_polygon && tb == b2Shape::e_polygon) {
    b2CollidePolygons(&m, (b2PolygonShape*)a, xfA, (b2PolygonShape*)b, xfB);
  } else if (ta == b2Shape::e_circle && tb == b2Shape::e_circle) {
    b2CollideCircles(&m, (b2CircleShape*)a, xfA, (b2CircleShape*)b, xfB);
  } else if (ta == b2Shape::e_polygon && tb == b2Shape::e_circle) {
    b2CollidePolygonAndCircle(&m, (b2PolygonShape*)a, xfA, (b2CircleShape*)b, xfB);
  } else if (ta == b2Shape::e_edge && tb == b2Shape::e_circle) {
    b2CollideEdgeAndCircle(&m, (b2EdgeShape*)a, xfA, (b2CircleShape*)b, xfB);
  } else if (ta == b2Shape::e_edge && tb == b2Shape::e_polygon) {
    b2CollideEdgeAndPolygon(&m, (b2EdgeShape*)a, xfA, (b2PolygonShape*)b, xfB);
  } else {
    throw std::runtime_error("no collide function for this pair");
  }
  w.Initialize(&m, xfA, a->m_radius, xfB, b->m_radius);
  bool overlap = b2TestOverlap(builtA, childA, builtB, childB, xfA, xfB);

  for (int32 i = 0; i < b2_maxManifoldPoints; ++i) {
    out.vec(m.points[i].localPoint);
    out.number(m.points[i].normalImpulse);
    out.number(m.points[i].tangentImpulse);
    out.integer((long)m.points[i].id.key);
  }
  out.vec(m.localNormal);
  out.vec(m.localPoint);
  out.integer((long)m.type);
  out.integer(m.pointCount);
  out.vec(w.normal);
  for (int32 i = 0; i < b2_maxManifoldPoints; ++i) out.vec(w.points[i]);
  for (int32 i = 0; i < b2_maxManifoldPoints; ++i) out.number(w.separations[i]);
  out.integer(overlap ? 1 : 0);
  if (slots[0].polygonBuilt) writePolygon(out, slots[0].polygon);
  if (slots[1].polygonBuilt) writePolygon(out, slots[1].polygon);
}

void resetRayOutput(b2RayCastOutput& o) {
  o.normal.Set(kSentinel, kSentinel);
  o.fraction = kSentinel;
}

b2AABB readBox(Reader& in) {
  b2AABB b;
  b.lowerBound = in.vec();
  b.upperBound = in.vec();
  return b;
}

// Q shape xf point p1 p2 maxFraction density other hasBox [box]: the values of
// compare/shape/query-case.ts QUERY_FIELDS, in order.
void queryCase(Reader& in, Writer& out) {
  int32 child;
  b2Shape* shape = readShape(in, slots[0], &child);
  b2Transform xf = readTransform(in);
  b2Vec2 point = in.vec();
  b2RayCastInput ray;
  ray.p1 = in.vec();
  ray.p2 = in.vec();
  ray.maxFraction = in.number();
  real density = in.number();
  b2AABB other = readBox(in);
  long hasBox = in.integer();
  b2AABB given;
  if (hasBox) given = readBox(in);

  out.integer(shape->TestPoint(xf, point) ? 1 : 0);
  b2RayCastOutput o;
  resetRayOutput(o);
  bool hit = shape->RayCast(&o, ray, xf, child);
  out.integer(hit ? 1 : 0);
  out.vec(o.normal);
  out.number(o.fraction);

  b2AABB aabb;
  aabb.lowerBound.Set(kSentinel, kSentinel);
  aabb.upperBound.Set(kSentinel, kSentinel);
  shape->ComputeAABB(&aabb, xf, child);
  out.aabb(aabb);

  b2MassData md;
  md.mass = kSentinel;
  md.center.Set(kSentinel, kSentinel);
  md.I = kSentinel;
  shape->ComputeMass(&md, density);
  out.number(md.mass);
  out.vec(md.center);
  out.number(md.I);

  if (hasBox) aabb = given;
  resetRayOutput(o);
  bool aabbHit = aabb.RayCast(&o, ray);
  out.integer(aabbHit ? 1 : 0);
  out.vec(o.normal);
  out.number(o.fraction);

  b2AABB combined;
  combined.lowerBound.Set(kSentinel, kSentinel);
  combined.upperBound.Set(kSentinel, kSentinel);
  combined.Combine(aabb, other);
  out.aabb(combined);
  combined = other;
  combined.Combine(aabb);
  out.aabb(combined);

  out.integer(aabb.Contains(other) ? 1 : 0);
  out.integer(b2TestOverlap(aabb, other) ? 1 : 0);
  out.number(aabb.GetPerimeter());
  out.vec(aabb.GetCenter());
  out.vec(aabb.GetExtents());
  out.integer(aabb.IsValid() ? 1 : 0);
}

void writeGjk(Writer& out, const b2DistanceOutput& o, const b2SimplexCache& cache) {
  out.number(o.distance);
  out.vec(o.pointA);
  out.vec(o.pointB);
  out.integer(o.iterations);
  out.integer(cache.count);
  for (int32 i = 0; i < cache.count; ++i) out.integer(cache.indexA[i]);
  for (int32 i = 0; i < cache.count; ++i) out.integer(cache.indexB[i]);
  out.number(cache.metric);
}

// D shapeA shapeB xfA xfB xfA2 xfB2 translationB: compare/distance/protocol.ts's calls (core,
// radii, warm from core's cache, overlap, shape cast), then the GJK counters' increments.
void distanceCase(Reader& in, Writer& out) {
  int32 childA, childB;
  b2Shape* a = readShape(in, slots[0], &childA);
  b2Shape* b = readShape(in, slots[1], &childB);
  b2Transform xfA = readTransform(in), xfB = readTransform(in);
  b2Transform xfA2 = readTransform(in), xfB2 = readTransform(in);
  b2Vec2 translation = in.vec();
  int32 calls0 = b2_gjkCalls, iters0 = b2_gjkIters;

  b2DistanceInput input;
  input.proxyA.Set(a, childA);
  input.proxyB.Set(b, childB);
  input.transformA = xfA;
  input.transformB = xfB;
  b2SimplexCache coreCache;
  coreCache.count = 0;
  b2DistanceOutput o;
  input.useRadii = false;
  b2Distance(&o, &coreCache, &input);
  writeGjk(out, o, coreCache);
  b2SimplexCache radiiCache;
  radiiCache.count = 0;
  input.useRadii = true;
  b2Distance(&o, &radiiCache, &input);
  writeGjk(out, o, radiiCache);
  input.transformA = xfA2;
  input.transformB = xfB2;
  input.useRadii = false;
  b2Distance(&o, &coreCache, &input);
  writeGjk(out, o, coreCache);

  out.integer(b2TestOverlap(a, childA, b, childB, xfA, xfB) ? 1 : 0);

  b2ShapeCastInput cast;
  cast.proxyA.Set(a, childA);
  cast.proxyB.Set(b, childB);
  cast.transformA = xfA;
  cast.transformB = xfB;
  cast.translationB = translation;
  b2ShapeCastOutput co;
  co.point.Set(kSentinel, kSentinel);
  co.normal.Set(kSentinel, kSentinel);
  co.lambda = kSentinel;
  co.iterations = -7;
  bool hit = b2ShapeCast(&co, &cast);
  out.integer(hit ? 1 : 0);
  out.number(co.lambda);
  out.vec(co.point);
  out.vec(co.normal);
  out.integer(co.iterations);
  out.integer(b2_gjkCalls - calls0);
  out.integer(b2_gjkIters - iters0);
}

b2Sweep readSweep(Reader& in) {
  b2Sweep s;
  s.localCenter = in.vec();
  s.c0 = in.vec();
  s.c = in.vec();
  s.a0 = in.number();
  s.a = in.number();
  s.alpha0 = in.number();
  return s;
}

// T nA pointsA radiusA nB pointsB radiusB sweepA sweepB tMax: b2TimeOfImpact's state and t, and the
// increments of its counters (calls, outer iterations, root iterations).
void toiCase(Reader& in, Writer& out) {
  b2Vec2 points[2][b2_maxPolygonVertices];
  b2TOIInput input;
  b2DistanceProxy* proxies[2] = {&input.proxyA, &input.proxyB};
  for (int side = 0; side < 2; ++side) {
    long n = in.integer();
    if (n < 1 || n > b2_maxPolygonVertices) throw std::runtime_error("bad proxy count");
    for (long i = 0; i < n; ++i) points[side][i] = in.vec();
    real radius = in.number();
    proxies[side]->Set(points[side], (int32)n, radius);
  }
  input.sweepA = readSweep(in);
  input.sweepB = readSweep(in);
  input.tMax = in.number();
  int32 calls0 = b2_toiCalls, iters0 = b2_toiIters, root0 = b2_toiRootIters, gjk0 = b2_gjkCalls;
  b2TOIOutput o;
  o.state = b2TOIOutput::e_unknown;
  o.t = kSentinel;
  b2TimeOfImpact(&o, &input);
  out.integer((long)o.state);
  out.number(o.t);
  out.integer(b2_toiCalls - calls0);
  out.integer(b2_toiIters - iters0);
  out.integer(b2_toiRootIters - root0);
  out.integer(b2_gjkCalls - gjk0);
}

// The broad-phase callbacks of a tree case. A ray-cast callback's answer depends only on the
// proxy's handle and the fraction it was given, with values exact in both precisions:
// protocol.ts nativeRayAnswer says the same.
struct TreeCallbacks {
  b2BroadPhase* bp;
  Writer* out;
  std::vector<long> found;
  std::vector<real> fractions;

  bool QueryCallback(int32 proxyId) {
    found.push_back(proxyId);
    return true;
  }

  real RayCastCallback(const b2RayCastInput& input, int32 proxyId) {
    found.push_back(proxyId);
    fractions.push_back(input.maxFraction);
    long handle = (long)(intptr_t)bp->GetUserData(proxyId);
    long k = handle % 7;
    if (k == 0) return -1.0f;
    if (k == 1) return 0.0f;
    if (k <= 3) return input.maxFraction * 0.5f;
    return input.maxFraction;
  }

  void AddPair(void* a, void* b) {
    found.push_back((long)(intptr_t)a);
    found.push_back((long)(intptr_t)b);
  }
};

b2AABB readBoxTree(Reader& in) {
  return readBox(in);
}

// R count ops...: a call sequence on one b2BroadPhase (ops in protocol.ts), each op's answer in
// order, then the pool: root, capacity, count, free list head, proxy count, move buffer, height,
// balance, area ratio and every node (live: id parent child1 child2 height moved box; free: id
// next -1).
void treeCase(Reader& in, Writer& out) {
  b2BroadPhase bp;
  TreeCallbacks cb;
  cb.bp = &bp;
  cb.out = &out;
  std::vector<int32> proxyOf;
  long ops = in.integer();
  for (long k = 0; k < ops; ++k) {
    char op = in.letter();
    switch (op) {
      case 'c': {
        long handle = in.integer();
        b2AABB box = readBoxTree(in);
        int32 id = bp.CreateProxy(box, (void*)(intptr_t)handle);
        if ((long)proxyOf.size() <= handle) proxyOf.resize((size_t)handle + 1, -1);
        proxyOf[(size_t)handle] = id;
        out.integer(id);
        break;
      }
      case 'm': {
        long handle = in.integer();
        b2AABB box = readBoxTree(in);
        b2Vec2 d = in.vec();
        int32 before = bp.m_moveCount;
        bp.MoveProxy(proxyOf.at((size_t)handle), box, d);
        out.integer(bp.m_moveCount > before ? 1 : 0);
        break;
      }
      case 'd': {
        long handle = in.integer();
        bp.DestroyProxy(proxyOf.at((size_t)handle));
        proxyOf[(size_t)handle] = -1;
        break;
      }
      case 't':
        bp.TouchProxy(proxyOf.at((size_t)in.integer()));
        break;
      case 'q': {
        b2AABB box = readBoxTree(in);
        cb.found.clear();
        bp.Query(&cb, box);
        out.integer((long)cb.found.size());
        for (long id : cb.found) out.integer(id);
        break;
      }
      case 'r': {
        b2RayCastInput ray;
        ray.p1 = in.vec();
        ray.p2 = in.vec();
        ray.maxFraction = in.number();
        cb.found.clear();
        cb.fractions.clear();
        bp.RayCast(&cb, ray);
        out.integer((long)cb.found.size());
        for (size_t i = 0; i < cb.found.size(); ++i) {
          out.integer(cb.found[i]);
          out.number(cb.fractions[i]);
        }
        break;
      }
      case 'u': {
        cb.found.clear();
        bp.UpdatePairs(&cb);
        out.integer((long)cb.found.size() / 2);
        for (long h : cb.found) out.integer(h);
        break;
      }
      case 'b':
        bp.m_tree.RebuildBottomUp();
        break;
      case 's':
        bp.ShiftOrigin(in.vec());
        break;
      default:
        throw std::runtime_error(std::string("bad tree op ") + op);
    }
  }
  const b2DynamicTree& t = bp.m_tree;
  out.integer(t.m_root);
  out.integer(t.m_nodeCapacity);
  out.integer(t.m_nodeCount);
  out.integer(t.m_freeList);
  out.integer(bp.m_proxyCount);
  out.integer(bp.m_moveCount);
  for (int32 i = 0; i < bp.m_moveCount; ++i) out.integer(bp.m_moveBuffer[i]);
  out.integer(bp.GetTreeHeight());
  out.integer(bp.GetTreeBalance());
  out.number(bp.GetTreeQuality());
  for (int32 id = 0; id < t.m_nodeCapacity; ++id) {
    const b2TreeNode& n = t.m_nodes[id];
    out.integer(id);
    if (n.height < 0) {
      out.integer(n.next);
      out.integer(n.height);
      continue;
    }
    out.integer(n.parent);
    out.integer(n.child1);
    out.integer(n.child2);
    out.integer(n.height);
    out.integer(n.moved ? 1 : 0);
    out.aabb(n.aabb);
  }
}

// S count angles...: sinf and cosf of each angle, the functions b2Rot::Set and
// b2Sweep::GetTransform call (musl's; in the float64 build fdlibm's sin and cos), then, in the
// float64 build, musl's double sin and cos of the same angles for comparison.
void trigCase(Reader& in, Writer& out) {
  long n = in.integer();
  for (long i = 0; i < n; ++i) {
    real angle = in.number();
    out.number(sinf(angle));
    out.number(cosf(angle));
    if (sizeof(real) == 8) {
      out.number((real)b2musl_sin((double)angle));
      out.number((real)b2musl_cos((double)angle));
    }
  }
}

}  // namespace

std::string b2native_answer(const char* line) {
  // One request at a time per process: the add-on is loaded by every worker thread, and the
  // shapes above and Box2D's counters (b2_gjkCalls, b2_toiIters, ...) are process-wide.
  static std::mutex oneAtATime;
  std::lock_guard<std::mutex> lock(oneAtATime);
  std::string answer;
  Reader in{line};
  Writer out{answer};
  try {
    resetSlots();
    char kind = in.letter();
    switch (kind) {
      case 'M':
        manifoldCase(in, out);
        break;
      case 'Q':
        queryCase(in, out);
        break;
      case 'D':
        distanceCase(in, out);
        break;
      case 'T':
        toiCase(in, out);
        break;
      case 'R':
        treeCase(in, out);
        break;
      case 'S':
        trigCase(in, out);
        break;
      case 'V':
        out.integer(sizeof(real) * 8);
        break;
      default:
        throw std::runtime_error(std::string("bad request letter ") + kind);
    }
  } catch (const std::exception& e) {
    return std::string("! ") + e.what();
  }
  return answer;
}
