// The scenes, as plain data that either engine can build (build_ours.ts, build_planck.ts), so both
// run exactly the same bodies, shapes and materials.

import { b2PolygonShape, b2_linearSlop, b2_polygonRadius } from 'b2collide';

export type ShapeSpec =
  | { readonly kind: 'box'; readonly hx: number; readonly hy: number }
  | { readonly kind: 'polygon'; readonly vertices: readonly { x: number; y: number }[] }
  | { readonly kind: 'chain'; readonly vertices: readonly { x: number; y: number }[]; readonly prev: { x: number; y: number }; readonly next: { x: number; y: number } }
  | { readonly kind: 'edge'; readonly v1: { x: number; y: number }; readonly v2: { x: number; y: number } };

export interface BodySpec {
  readonly dynamic: boolean;
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly vx: number;
  readonly shapes: readonly ShapeSpec[];
  readonly density: number;
  readonly friction: number;
  /** b2BodyDef.bullet: continuous collision against dynamic bodies too. */
  readonly bullet?: boolean;
}

/**
 * resting: starts at rest and should stay; slide: one box slides along the ground; pile: falls;
 * bullet: a small fast body (the first dynamic body) is fired at a thin wall.
 */
export type SceneKind = 'resting' | 'slide' | 'pile' | 'bullet';

export interface Scene {
  readonly name: string;
  readonly kind: SceneKind;
  readonly bodies: readonly BodySpec[];
  /**
   * Bullet scenes: where the wall is. A static wall stays at x; a dynamic one is read back as
   * dynamic body `dynamicIndex` (its centre), since the impact may push it.
   */
  readonly wall?: { readonly x: number; readonly dynamicIndex: number | null };
}

/**
 * The gap between two resting polygons' cores: each polygon has a skin of b2_polygonRadius, and the
 * position solver stops pushing once the skins overlap by b2_linearSlop (C = 0 there), so a stack
 * at rest has 2 * 0.01 - 0.005 = 0.015 m between cores. Starting there, a resting scene starts
 * settled and any displacement is the solver's drift.
 */
export const restingGap = 2 * b2_polygonRadius - b2_linearSlop;

const FRICTION = 0.6;

function staticBody(x: number, y: number, shapes: ShapeSpec[], friction = FRICTION): BodySpec {
  return { dynamic: false, x, y, angle: 0, vx: 0, shapes, density: 0, friction };
}

function dynamicBox(x: number, y: number, half = 0.5): BodySpec {
  return { dynamic: true, x, y, angle: 0, vx: 0, shapes: [{ kind: 'box', hx: half, hy: half }], density: 1, friction: FRICTION };
}

/** A ground box whose top face is y = 0. */
function groundBox(hx: number): BodySpec {
  return staticBody(0, -1, [{ kind: 'box', hx, hy: 1 }]);
}

/**
 * Box2D's testbed pyramid, settled: `rows` rows of 1 m boxes, row i holding rows - i boxes 1.125 m
 * apart, centred over the ground.
 */
export function pyramid(rows: number): Scene {
  const bodies: BodySpec[] = [groundBox(Math.max(20, rows))];
  const pitch = 1.0 + restingGap;
  for (let i = 0; i < rows; ++i) {
    const count = rows - i;
    const x0 = -0.5 * (count - 1) * 1.125;
    for (let j = 0; j < count; ++j) bodies.push(dynamicBox(x0 + j * 1.125, restingGap + 0.5 + i * pitch));
  }
  return { name: `pyramid (${rows} rows)`, kind: 'resting', bodies };
}

/** `count` 1 m boxes in one column on a ground box. */
export function stack(count: number): Scene {
  const bodies: BodySpec[] = [groundBox(20)];
  const pitch = 1.0 + restingGap;
  for (let i = 0; i < count; ++i) bodies.push(dynamicBox(0, restingGap + 0.5 + i * pitch));
  return { name: `stack (${count} boxes)`, kind: 'resting', bodies };
}

/** Collinear ground vertices along y = 0 from x = -length/2, `segment` metres apart. */
function groundVertices(length: number, segment: number): { x: number; y: number }[] {
  const n = Math.round(length / segment);
  return Array.from({ length: n + 1 }, (_, i) => ({ x: -0.5 * length + i * segment, y: 0 }));
}

/** A frictionless 1 m box sliding at `speed` m/s from x = -length/2 + 5 along the ground. */
function slider(length: number, speed: number): BodySpec {
  return { dynamic: true, x: -0.5 * length + 5, y: restingGap + 0.5, angle: 0, vx: speed, shapes: [{ kind: 'box', hx: 0.5, hy: 0.5 }], density: 1, friction: 0 };
}

/**
 * Ghost-collision check: one b2ChainShape of collinear segments; the chain gives each segment its
 * neighbours (one-sided edges with ghost vertices), so the box must glide over the joints.
 */
export function slideChain(length = 60, segment = 0.5, speed = 5): Scene {
  // A chain's edges are one-sided: they collide from the right of v1 -> v2, so a ground runs from
  // right to left to face up.
  const vertices = groundVertices(length, segment).reverse();
  const prev = { x: vertices[0].x + segment, y: 0 };
  const next = { x: vertices[vertices.length - 1].x - segment, y: 0 };
  const ground = staticBody(0, 0, [{ kind: 'chain', vertices, prev, next }], 0);
  return { name: `slide on chain (${vertices.length - 1} segments)`, kind: 'slide', bodies: [ground, slider(length, speed)] };
}

/** The same ground as separate two-sided edges: their inner corners can catch the box (Box2D does). */
export function slideEdges(length = 60, segment = 0.5, speed = 5): Scene {
  const vertices = groundVertices(length, segment);
  const shapes: ShapeSpec[] = [];
  for (let i = 0; i + 1 < vertices.length; ++i) shapes.push({ kind: 'edge', v1: vertices[i], v2: vertices[i + 1] });
  return { name: `slide on edges (${shapes.length} edges)`, kind: 'slide', bodies: [staticBody(0, 0, shapes, 0), slider(length, speed)] };
}

/** mulberry32: a small seeded generator, so every run drops the same hulls. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` random convex hulls (3 to 8 points within 0.25-0.6 m of their centre, hulled by
 * b2PolygonShape.Set) dropped from a grid into a 20 m wide box.
 */
export function pile(count: number, seed = 12): Scene {
  const random = rng(seed);
  const bodies: BodySpec[] = [
    groundBox(10.5),
    staticBody(-10.5, 10, [{ kind: 'box', hx: 0.5, hy: 10 }]),
    staticBody(10.5, 10, [{ kind: 'box', hx: 0.5, hy: 10 }]),
  ];
  const columns = 12;
  for (let i = 0; i < count; ++i) {
    const points: { x: number; y: number }[] = [];
    const n = 3 + Math.floor(random() * 6);
    for (let k = 0; k < n; ++k) {
      const angle = (2 * Math.PI * (k + random() * 0.8)) / n;
      const r = 0.25 + random() * 0.35;
      points.push({ x: r * Math.cos(angle), y: r * Math.sin(angle) });
    }
    // The hull as b2collide computes it, handed to both engines vertex for vertex.
    const hull = new b2PolygonShape().Set(points);
    const vertices = hull.m_vertices.slice(0, hull.m_count).map((v) => ({ x: v.x, y: v.y }));
    const col = i % columns;
    const row = Math.floor(i / columns);
    bodies.push({
      dynamic: true,
      x: -9 + col * 1.6 + (row % 2) * 0.4,
      y: 2 + row * 1.5,
      angle: random() * 2 * Math.PI,
      vx: 0,
      shapes: [{ kind: 'polygon', vertices }],
      density: 1,
      friction: FRICTION,
    });
  }
  return { name: `polygon pile (${count} hulls)`, kind: 'pile', bodies };
}

/** The wall of the bullet scenes: 0.1 m thick, 3 m tall, standing on the ground at x = 0. */
const WALL_HALF_WIDTH = 0.05;
const WALL_HALF_HEIGHT = 1.5;

/**
 * A 0.1 m box fired along +x at `speed` m/s from x = -9, 1 m above the ground, at a 0.1 m thick
 * wall at x = 0. C++'s b2_maxTranslation caps any body at 2 m per step (120 m/s at 60 Hz), so
 * from the first step on the box moves 2 m per step (a hair less, as it also falls): after four
 * steps its centre is at x = -1 (0.9 m short of the wall), after five at x = +1 (past it). No
 * step ends in contact, so without continuous collision it passes straight through.
 * dynamicWall: the wall is a dynamic body standing settled on the ground, heavy (density 100,
 * 30 kg) so that the hit (0.01 kg at 120 m/s) cannot tip it over; against a dynamic body C++
 * computes TOI only for a bullet, so by default the box is then made one (bulletFlag).
 */
export function bullet(dynamicWall = false, bulletFlag = dynamicWall, speed = 250): Scene {
  const projectile: BodySpec = {
    dynamic: true,
    x: -9,
    y: 1.0,
    angle: 0,
    vx: speed,
    shapes: [{ kind: 'box', hx: 0.05, hy: 0.05 }],
    density: 1,
    friction: FRICTION,
    bullet: bulletFlag,
  };
  const wallShape: ShapeSpec = { kind: 'box', hx: WALL_HALF_WIDTH, hy: WALL_HALF_HEIGHT };
  const wall: BodySpec = dynamicWall
    ? { dynamic: true, x: 0, y: restingGap + WALL_HALF_HEIGHT, angle: 0, vx: 0, shapes: [wallShape], density: 100, friction: FRICTION }
    : staticBody(0, WALL_HALF_HEIGHT, [wallShape]);
  return {
    name: `${bulletFlag ? 'bullet' : 'fast box'} at ${speed} m/s, ${dynamicWall ? 'dynamic' : 'static'} wall`,
    kind: 'bullet',
    bodies: [groundBox(20), projectile, wall],
    wall: { x: 0, dynamicIndex: dynamicWall ? 1 : null },
  };
}

/** The scenes `npm run example:solver` knows, by command-line name. */
export const sceneByName: Readonly<Record<string, () => Scene>> = {
  pyramid: () => pyramid(20),
  stack: () => stack(10),
  chain: () => slideChain(),
  edges: () => slideEdges(),
  pile: () => pile(96),
  bullet: () => bullet(false),
  'bullet-dynamic': () => bullet(true),
};
