// Both builds accept the same inputs: the same hostile value in the same slot gives the same
// outcome in b2collide and b2collide/f32 (both answer, or both throw the same message). Before,
// values beyond ±b2_maxFloat passed in float64 and overflowed or were refused in float32, and a
// BigInt met V8's "Cannot mix BigInt" in float32 where float64 named it.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;

const hostile: [string, unknown][] = [
  ['NaN', Number.NaN],
  ['Infinity', Infinity],
  ['-Infinity', -Infinity],
  ['1e300', 1e300],
  ['-3.5e38', -3.5e38],
  ["'1.5'", '1.5'],
  ["''", ''],
  ['null', null],
  ['undefined', undefined],
  ['2n', 2n],
  ['{}', {}],
  ['[1]', [1]],
];

function set(obj: object, key: string, value: unknown): void {
  (obj as Record<string, unknown>)[key] = value;
}

// Each slot builds valid input with the library given, puts v in one place, and calls one function.
const slots: [string, (L: Lib, v: unknown) => unknown][] = [
  ['b2PolygonShape.TestPoint xf.p.x', (L, v) => { const xf = new L.b2Transform(); set(xf.p, 'x', v); return new L.b2PolygonShape().SetAsBox(1, 1).TestPoint(xf, { x: 0, y: 0 }); }],
  ['b2CircleShape.TestPoint p.y', (L, v) => new L.b2CircleShape(1).TestPoint(new L.b2Transform(), { x: 0, y: v as number })],
  ['b2EdgeShape.ComputeAABB xf.q.c', (L, v) => { const xf = new L.b2Transform(); set(xf.q, 'c', v); new L.b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 1, y: 0 }).ComputeAABB(new L.b2AABB(), xf, 0); }],
  ['b2PolygonShape.ComputeAABB childIndex', (L, v) => new L.b2PolygonShape().SetAsBox(1, 1).ComputeAABB(new L.b2AABB(), new L.b2Transform(), v as number)],
  ['b2PolygonShape.ComputeAABB xf.p.y', (L, v) => { const xf = new L.b2Transform(); set(xf.p, 'y', v); new L.b2PolygonShape().SetAsBox(1, 1).ComputeAABB(new L.b2AABB(), xf, 0); }],
  ['b2PolygonShape.ComputeAABB m_packed[1] (a vertex)', (L, v) => { const s = new L.b2PolygonShape().SetAsBox(1, 1); set(s.m_packed, '1', v); s.ComputeAABB(new L.b2AABB(), new L.b2Transform(), 0); }],
  ['b2PolygonShape.TestPoint m_packed[17] (a normal)', (L, v) => { const s = new L.b2PolygonShape().SetAsBox(1, 1); set(s.m_packed, '17', v); return s.TestPoint(new L.b2Transform(), { x: 0, y: 0 }); }],
  // The ray misses at face 2 (parallel, in front of it); face 3's normal is checked after the loop.
  ['b2PolygonShape.RayCast m_packed[23] (a normal after the miss)', (L, v) => { const s = new L.b2PolygonShape().SetAsBox(1, 1); set(s.m_packed, '23', v); const r = new L.b2RayCastInput(); r.p1.Set(-3, 5); r.p2.Set(3, 5); r.maxFraction = 1; return s.RayCast(new L.b2RayCastOutput(), r, new L.b2Transform(), 0); }],
  ['b2CircleShape.ComputeAABB m_radius', (L, v) => { const s = new L.b2CircleShape(1); set(s, 'm_radius', v); s.ComputeAABB(new L.b2AABB(), new L.b2Transform(), 0); }],
  ['b2CircleShape.ComputeMass density', (L, v) => new L.b2CircleShape(1).ComputeMass(new L.b2MassData(), v as number)],
  ['b2PolygonShape.ComputeMass density', (L, v) => new L.b2PolygonShape().SetAsBox(1, 1).ComputeMass(new L.b2MassData(), v as number)],
  ['b2PolygonShape.RayCast input.p1.x', (L, v) => { const r = new L.b2RayCastInput(); set(r.p1, 'x', v); r.p2.Set(3, 0); r.maxFraction = 1; return new L.b2PolygonShape().SetAsBox(1, 1).RayCast(new L.b2RayCastOutput(), r, new L.b2Transform(), 0); }],
  ['b2CircleShape.RayCast maxFraction', (L, v) => { const r = new L.b2RayCastInput(); r.p1.Set(-3, 0); r.p2.Set(3, 0); set(r, 'maxFraction', v); return new L.b2CircleShape(1).RayCast(new L.b2RayCastOutput(), r, new L.b2Transform(), 0); }],
  ['b2Sweep.GetTransform beta', (L, v) => new L.b2Sweep().GetTransform(new L.b2Transform(), v as number)],
  ['b2Sweep.GetTransform c.x', (L, v) => { const s = new L.b2Sweep(); set(s.c, 'x', v); s.GetTransform(new L.b2Transform(), 0.5); }],
  ['b2Sweep.Advance alpha', (L, v) => new L.b2Sweep().Advance(v as number)],
  ['b2Sweep.Advance a0', (L, v) => { const s = new L.b2Sweep(); set(s, 'a0', v); s.Advance(0.5); }],
  ['b2Distance transformB.p.x', (L, v) => { const i = new L.b2DistanceInput(); i.proxyA.Set(new L.b2CircleShape(1), 0); i.proxyB.Set(new L.b2CircleShape(1), 0); set(i.transformB.p, 'x', v); L.b2Distance(new L.b2DistanceOutput(), new L.b2SimplexCache(), i); }],
  ['b2Distance proxyA.m_radius', (L, v) => { const i = new L.b2DistanceInput(); i.proxyA.Set(new L.b2CircleShape(1), 0); i.proxyB.Set(new L.b2CircleShape(1), 0); set(i.proxyA, 'm_radius', v); L.b2Distance(new L.b2DistanceOutput(), new L.b2SimplexCache(), i); }],
  ['b2Distance proxyB.m_count', (L, v) => { const i = new L.b2DistanceInput(); i.proxyA.Set(new L.b2CircleShape(1), 0); i.proxyB.Set(new L.b2PolygonShape().SetAsBox(1, 1), 0); set(i.proxyB, 'm_count', v); L.b2Distance(new L.b2DistanceOutput(), new L.b2SimplexCache(), i); }],
  ['b2ShapeCast translationB.y', (L, v) => { const i = new L.b2ShapeCastInput(); i.proxyA.Set(new L.b2CircleShape(1), 0); i.proxyB.Set(new L.b2CircleShape(1), 0); i.transformB.p.x = 5; set(i.translationB, 'y', v); return L.b2ShapeCast(new L.b2ShapeCastOutput(), i); }],
  ['b2TimeOfImpact tMax', (L, v) => { const i = new L.b2TOIInput(); i.proxyA.Set(new L.b2CircleShape(1), 0); i.proxyB.Set(new L.b2CircleShape(1), 0); i.sweepB.c0.Set(5, 0); i.sweepB.c.Set(5, 0); set(i, 'tMax', v); L.b2TimeOfImpact(new L.b2TOIOutput(), i); }],
  ['b2TimeOfImpact sweepA.c.x', (L, v) => { const i = new L.b2TOIInput(); i.proxyA.Set(new L.b2CircleShape(1), 0); i.proxyB.Set(new L.b2CircleShape(1), 0); i.sweepB.c0.Set(5, 0); i.sweepB.c.Set(5, 0); i.tMax = 1; set(i.sweepA.c, 'x', v); L.b2TimeOfImpact(new L.b2TOIOutput(), i); }],
  ['b2DynamicTree.CreateProxy aabb.upperBound.x', (L, v) => { const b = new L.b2AABB(); b.upperBound.Set(1, 1); set(b.upperBound, 'x', v); return new L.b2DynamicTree().CreateProxy(b, 0); }],
  ['b2DynamicTree.MoveProxy displacement.x', (L, v) => { const t = new L.b2DynamicTree(); const b = new L.b2AABB(); b.upperBound.Set(1, 1); const id = t.CreateProxy(b, 0); return t.MoveProxy(id, b, { x: v, y: 0 } as never); }],
  ['b2DynamicTree.ShiftOrigin newOrigin.y', (L, v) => { const t = new L.b2DynamicTree(); const b = new L.b2AABB(); b.upperBound.Set(1, 1); t.CreateProxy(b, 0); t.ShiftOrigin({ x: 0, y: v } as never); }],
  ['b2DynamicTree.GetUserData proxyId', (L, v) => { const t = new L.b2DynamicTree(); const b = new L.b2AABB(); b.upperBound.Set(1, 1); t.CreateProxy(b, 0); return t.GetUserData(v as number); }],
  ['b2BroadPhase.MoveProxy aabb.lowerBound.y', (L, v) => { const bp = new L.b2BroadPhase(); const b = new L.b2AABB(); b.upperBound.Set(1, 1); const id = bp.CreateProxy(b, 0); const c = new L.b2AABB(); c.upperBound.Set(1, 1); set(c.lowerBound, 'y', v); bp.MoveProxy(id, c, new L.b2Vec2(0, 0)); }],
  ['new b2GrowableStack initialCapacity', (L, v) => new L.b2GrowableStack(v as number).GetCapacity()],
  ['b2GrowableStack.Push element', (L, v) => { const s = new L.b2GrowableStack(2); s.Push(v as number); return s.Pop(); }],
  ['b2ComputeHull count', (L, v) => L.b2ComputeHull([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], v as number).count],
  ['b2ComputeHull point x', (L, v) => L.b2ComputeHull([{ x: 0, y: 0 }, { x: v as number, y: 0 }, { x: 0, y: 1 }]).count],
  ['b2WarmStartManifold old normalImpulse', (L, v) => { const o = new L.b2Manifold(); o.pointCount = 1; set(o.points[0], 'normalImpulse', v); const m = new L.b2Manifold(); m.pointCount = 1; L.b2WarmStartManifold(o, m); return m.points[0].normalImpulse; }],
  ['b2CollidePolygons xfA.q.s', (L, v) => { const xf = new L.b2Transform(); set(xf.q, 's', v); const m = new L.b2Manifold(); L.b2CollidePolygons(m, new L.b2PolygonShape().SetAsBox(1, 1), xf, new L.b2PolygonShape().SetAsBox(1, 1), new L.b2Transform()); return m.pointCount; }],
  // Both transforms (or both centres) get the value: their difference is all b2CollideCircles
  // computes, so 1e300 in both once cancelled out in float64 and was refused in float32.
  ['b2CollideCircles xfA.p.x and xfB.p.x', (L, v) => { const xa = new L.b2Transform(); const xb = new L.b2Transform(); set(xa.p, 'x', v); set(xb.p, 'x', v); const m = new L.b2Manifold(); L.b2CollideCircles(m, new L.b2CircleShape(1), xa, new L.b2CircleShape(1), xb); return m.pointCount; }],
  ['b2CollideCircles both centres m_p.y', (L, v) => { const a = new L.b2CircleShape(1); const b = new L.b2CircleShape(1); set(a.m_p, 'y', v); set(b.m_p, 'y', v); const m = new L.b2Manifold(); L.b2CollideCircles(m, a, new L.b2Transform(), b, new L.b2Transform()); return m.pointCount; }],
  // A number v stands for the centre (v, 0), so that 0.5 answers.
  ['b2CollideCircles circleB.m_p', (L, v) => { const b = new L.b2CircleShape(1); set(b, 'm_p', typeof v === 'number' ? { x: v, y: 0 } : v); const m = new L.b2Manifold(); L.b2CollideCircles(m, new L.b2CircleShape(1), new L.b2Transform(), b, new L.b2Transform()); return m.pointCount; }],
  ['b2CollidePolygonAndCircle xfA.p.y and xfB.p.y', (L, v) => { const xa = new L.b2Transform(); const xb = new L.b2Transform(); set(xa.p, 'y', v); set(xb.p, 'y', v); const m = new L.b2Manifold(); L.b2CollidePolygonAndCircle(m, new L.b2PolygonShape().SetAsBox(1, 1), xa, new L.b2CircleShape(1), xb); return m.pointCount; }],
  ['b2CollidePolygonAndCircle circleB.m_p', (L, v) => { const b = new L.b2CircleShape(1); set(b, 'm_p', typeof v === 'number' ? { x: v, y: 0 } : v); const m = new L.b2Manifold(); L.b2CollidePolygonAndCircle(m, new L.b2PolygonShape().SetAsBox(1, 1), new L.b2Transform(), b, new L.b2Transform()); return m.pointCount; }],
  ['b2PolygonShape.SetAsBox hx', (L, v) => new L.b2PolygonShape().SetAsBox(v as number, 1).m_count],
  ['new b2CircleShape radius', (L, v) => new L.b2CircleShape(v as number).m_radius > 0],
  ['b2TestOverlap(aabb, aabb) a.lowerBound.x', (L, v) => { const a = new L.b2AABB(); a.upperBound.Set(1, 1); set(a.lowerBound, 'x', v); const b = new L.b2AABB(); b.upperBound.Set(1, 1); return L.b2TestOverlap(a, b); }],
  ['b2ChainShape.ComputeAABB childIndex', (L, v) => new L.b2ChainShape().CreateLoop([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }]).ComputeAABB(new L.b2AABB(), new L.b2Transform(), v as number)],
];

function outcome(L: Lib, slot: (L: Lib, v: unknown) => unknown, v: unknown): string {
  try {
    slot(L, v);
    return 'answered';
  } catch (e) {
    return `${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

describe.each(slots)('%s', (_slot, slot) => {
  test.each(hostile)('%s: the same outcome and message in both builds, never an engine error', (_name, v) => {
    const a = outcome(F64, slot, v);
    const b = outcome(F32 as unknown as Lib, slot, v);
    expect(b).toBe(a);
    // A named error: the message starts with a b2 function name, not V8's TypeError text.
    if (a !== 'answered') expect(a).toMatch(/^(Range)?Error: b2[A-Za-z0-9_.]+: /);
    // Beyond ±b2_maxFloat, NaN and ±Infinity are never taken as numbers.
    if (typeof v === 'number' && !(Math.abs(v) <= 3.4028234663852886e38)) expect(a).not.toBe('answered');
  });
});

test('valid input answers in both builds (the slots are not always failing)', () => {
  for (const [, slot] of slots) {
    // 0.5 is valid in every slot except the index and count ones, which take 0 or 3 instead.
    const good = [0.5, 0, 3].map((v) => outcome(F64, slot, v));
    expect(good).toContain('answered');
  }
});
