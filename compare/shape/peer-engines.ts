// The float64 engines of the shape-query pair types: b2collide (the reference), planck 1.5.0 and
// @box2d/core 0.11.0, each running the queries of query-case.ts with its own API and writing the
// values in the same layout. Polygons are built once by b2collide's Set / SetAsBox and their vertex
// and normal lists injected into the peer's shape (never rebuilt by the peer); circles, edges and
// chains get the case's numbers; transforms carry the case's exact (s, c).
//
// The three live in their own files, so a pair type loads only its peer's package (compare/catalog.ts);
// this file gathers them for the tests and the bench.

export { b2collideQueryEngine, builtPolygon, type PeerQueryResult } from './engine-b2collide-query';
export { planckQueryEngine } from './engine-planck-query';
export { box2dCoreQueryEngine } from './engine-core-query';
