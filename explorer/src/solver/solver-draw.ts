// Draws the example solver's world: each body's shapes (static in the testbed's static green,
// dynamic in its awake pink) and every touching contact's points, coloured by what
// b2GetPointStates says of them against the contact's previous manifold: persisted (blue, their
// impulses were carried over by b2WarmStartManifold) or added this step (green, starting at zero).

import type { b2ChainShape, b2CircleShape, b2EdgeShape, b2PolygonShape, b2Transform } from 'b2collide';
import { b2BodyType } from '../../../examples/solver/body';
import type { b2World } from '../../../examples/solver/world';
import type { XY } from '../case';
import { colours } from '../colours';
import { svgEl } from '../dom';
import { b2collide64 as lib } from '../library';
import type { View } from '../view';

const worldManifold = new lib.b2WorldManifold();
const state1 = [lib.b2PointState.b2_nullState, lib.b2PointState.b2_nullState];
const state2 = [lib.b2PointState.b2_nullState, lib.b2PointState.b2_nullState];

function world(xf: b2Transform, x: number, y: number): XY {
  return [xf.q.c * x - xf.q.s * y + xf.p.x, xf.q.s * x + xf.q.c * y + xf.p.y];
}

/** A small tick at a vertex of an edge or chain: the joints a sliding box passes over. */
function joint(g: SVGElement, v: View, [x, y]: XY, colour: string): void {
  svgEl('line', { x1: v.x(x), y1: v.y(y), x2: v.x(x), y2: v.y(y) + 4, stroke: colour, 'stroke-width': 1 }, g);
}

function drawBodies(g: SVGElement, v: View, w: b2World): void {
  for (const body of w.m_bodies) {
    const dynamic = body.m_type !== b2BodyType.b2_staticBody;
    const colour = dynamic ? colours.B : colours.A;
    const xf = body.m_xf;
    for (const f of body.m_fixtures) {
      const shape = f.shape;
      if (shape.m_type === lib.b2ShapeType.e_polygon) {
        const p = shape as b2PolygonShape;
        const pts: string[] = [];
        for (let i = 0; i < p.m_count; ++i) pts.push(v.pt(world(xf, p.m_vertices[i].x, p.m_vertices[i].y)));
        svgEl('polygon', { points: pts.join(' '), fill: colour, 'fill-opacity': 0.25, stroke: colour, 'stroke-width': 1, 'data-role': 'solver-body', 'data-dynamic': String(dynamic) }, g);
      } else if (shape.m_type === lib.b2ShapeType.e_circle) {
        const c = shape as b2CircleShape;
        const [x, y] = world(xf, c.m_p.x, c.m_p.y);
        svgEl('circle', { cx: v.x(x), cy: v.y(y), r: c.m_radius * v.scale, fill: colour, 'fill-opacity': 0.25, stroke: colour, 'data-role': 'solver-body', 'data-dynamic': String(dynamic) }, g);
      } else if (shape.m_type === lib.b2ShapeType.e_edge) {
        const e = shape as b2EdgeShape;
        const a = world(xf, e.m_vertex1.x, e.m_vertex1.y);
        const b = world(xf, e.m_vertex2.x, e.m_vertex2.y);
        svgEl('line', { x1: v.x(a[0]), y1: v.y(a[1]), x2: v.x(b[0]), y2: v.y(b[1]), stroke: colour, 'stroke-width': 2, 'data-role': 'solver-body', 'data-dynamic': String(dynamic) }, g);
        joint(g, v, a, colour);
      } else {
        const ch = shape as b2ChainShape;
        const pts: string[] = [];
        for (let i = 0; i < ch.m_count; ++i) pts.push(v.pt(world(xf, ch.m_vertices[i].x, ch.m_vertices[i].y)));
        svgEl('polyline', { points: pts.join(' '), fill: 'none', stroke: colour, 'stroke-width': 2, 'data-role': 'solver-body', 'data-dynamic': String(dynamic) }, g);
        for (let i = 0; i < ch.m_count; ++i) joint(g, v, world(xf, ch.m_vertices[i].x, ch.m_vertices[i].y), colour);
      }
    }
  }
}

function drawContacts(g: SVGElement, v: View, w: b2World): void {
  const contacts = w.m_contactManager.m_contacts;
  for (let k = 0; k < contacts.length; ++k) {
    const c = contacts[k];
    if (!c.m_touching) continue;
    // A contact's points, clickable: the tab opens the contact in the Manifold tab (data-contact).
    const group = svgEl('g', { 'data-contact': k, class: 'contact' }, g);
    svgEl('title', {}, group, 'click: open this contact in the Manifold tab');
    const fA = c.m_fixtureA;
    const fB = c.m_fixtureB;
    worldManifold.Initialize(c.m_manifold, fA.body.m_xf, fA.shape.m_radius, fB.body.m_xf, fB.shape.m_radius);
    lib.b2GetPointStates(state1, state2, c.m_oldManifold, c.m_manifold);
    for (let i = 0; i < c.m_manifold.pointCount; ++i) {
      const persisted = state2[i] === lib.b2PointState.b2_persistState;
      const p = worldManifold.points[i];
      svgEl('circle', {
        cx: v.x(p.x), cy: v.y(p.y), r: 2.5, fill: persisted ? colours.persisted : colours.added,
        'data-role': 'solver-point', 'data-state': persisted ? 'persisted' : 'added',
      }, group);
    }
  }
}

/** Draws the world into `parent` (an SVG or a group), over a background of the view's size. */
export function drawSolverWorld(parent: SVGElement, v: View, w: b2World): void {
  svgEl('rect', { x: 0, y: 0, width: v.width, height: v.height, fill: colours.background }, parent);
  drawBodies(svgEl('g', { 'data-role': 'solver-bodies' }, parent), v, w);
  drawContacts(svgEl('g', { 'data-role': 'solver-points' }, parent), v, w);
}

/** The world points the view should frame: every dynamic body's shape (and the static ones too when asked). */
export function solverFrame(w: b2World, wholeScene: boolean): XY[] {
  const out: XY[] = [];
  for (const body of w.m_bodies) {
    if (!wholeScene && body.m_type === b2BodyType.b2_staticBody) continue;
    for (const f of body.m_fixtures) {
      for (let child = 0; child < f.shape.GetChildCount(); ++child) {
        const box = new lib.b2AABB();
        f.shape.ComputeAABB(box, body.m_xf, child);
        out.push([box.lowerBound.x, box.lowerBound.y], [box.upperBound.x, box.upperBound.y]);
      }
    }
  }
  return out;
}
