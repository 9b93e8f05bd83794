// Loads a user's engine module for `npm run compare -- --engine SPEC` (a path or a package name,
// resolve.ts): either a module whose default export is an EngineAdapter (adapter.ts), or one that
// exports Box2D's own names. The manifold functions come from the adapter's camelCase functions or
// from the C++ collide functions (box2d-names.ts); distance, time of impact, the shape queries and
// the broad phase from the C++ names, looked up on the module or on the adapter object alike
// (names-pair-types.ts).

import { pathToFileURL } from 'node:url';
import { COLLIDE_FUNCTIONS, type EngineAdapter } from './adapter';
import { box2dNamesAdapter, hasBox2DNames } from './box2d-names';
import { distanceFunctions } from './names-distance';
import { hasShapeQueries } from './names-query';
import type { AnyModule } from './names-shapes';
import { hasTimeOfImpact } from './names-toi';
import { hasBroadPhase } from './names-tree';
import { resolveEngineSpec } from './resolve';

export interface UserEngine {
  /** Shown in the report: the adapter's name, else the spec. */
  readonly name: string;
  /** The file loaded. */
  readonly file: string;
  /** The manifold functions (camelCase adapter or C++ collide functions). */
  readonly adapter: EngineAdapter;
  /** Where the C++ names of the other functions are looked up, when any is there. */
  readonly names?: AnyModule;
}

/** Whether the object has the C++ names of any function beyond the manifolds. */
function hasOtherNames(mod: AnyModule): boolean {
  return distanceFunctions(mod).length > 0 || hasTimeOfImpact(mod) || hasShapeQueries(mod) || hasBroadPhase(mod);
}

export async function loadUserEngine(spec: string): Promise<UserEngine> {
  const file = resolveEngineSpec(spec);
  const mod = (await import(pathToFileURL(file).href)) as AnyModule;
  const candidate = mod.default?.default ?? mod.default;
  const isObject = candidate !== null && typeof candidate === 'object';
  if (isObject && COLLIDE_FUNCTIONS.some((fn) => typeof candidate[fn] === 'function')) {
    const adapter = candidate as EngineAdapter;
    const name = typeof adapter.name === 'string' ? adapter.name : spec;
    return { name, file, adapter: { ...adapter, name }, names: hasOtherNames(candidate) ? candidate : undefined };
  }
  // Box2D's names on the module, or on its default export: a CommonJS module's exports arrive as
  // `default` (and as named exports when Node can tell), an adapter object may carry them too.
  const names = hasBox2DNames(mod) || hasOtherNames(mod) ? mod : isObject && (hasBox2DNames(candidate) || hasOtherNames(candidate)) ? candidate : undefined;
  if (names !== undefined) {
    const name = names === candidate && typeof candidate.name === 'string' ? (candidate.name as string) : spec;
    return { name, file, adapter: hasBox2DNames(names) ? box2dNamesAdapter(names, name) : { name }, names: hasOtherNames(names) ? names : undefined };
  }
  throw new Error(
    `--engine ${spec}: the module neither default-exports an adapter (collidePolygons, collideCircles, ...) nor exports ` +
      "Box2D's names (b2PolygonShape, b2Transform, b2Manifold, b2Vec2 and b2CollidePolygons or another collide function; " +
      'b2Distance, b2ShapeCast, b2TimeOfImpact, the shapes\' TestPoint, RayCast, ComputeAABB and ComputeMass, or b2BroadPhase); ' +
      'see docs/engine-adapter.md in the package',
  );
}
