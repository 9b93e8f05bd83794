import { b2PolygonShape, b2Transform, b2Manifold, b2WorldManifold, b2CollidePolygons } from 'b2collide';

const ground = new b2PolygonShape().SetAsBox(5, 0.5);            // 10 x 1 box at the origin
const box = new b2PolygonShape().SetAsBox(0.5, 0.5);             // 1 x 1 box
const xfA = new b2Transform().SetIdentity();
const xfB = new b2Transform().SetPositionSinCos(0, 0.99, 0, 1);  // sunk 0.01 into the ground

const manifold = new b2Manifold();
b2CollidePolygons(manifold, ground, xfA, box, xfB);

const world = new b2WorldManifold();
world.Initialize(manifold, xfA, ground.m_radius, xfB, box.m_radius);
console.log('normal', world.normal.x, world.normal.y);
for (let i = 0; i < manifold.pointCount; ++i) {
  const { cf } = manifold.points[i].id;
  console.log(`point ${i}`, world.points[i].x, world.points[i].y, 'separation', world.separations[i],
    `features A:${cf.typeA ? 'face' : 'vertex'} ${cf.indexA} B:${cf.typeB ? 'face' : 'vertex'} ${cf.indexB}`,
    'key', manifold.points[i].id.key.toString(16));
}
