// Loads a user's engine module for `npm run compare -- --engine PATH`: either a module whose
// default export is an EngineAdapter (adapter.ts), or one that exports Box2D's own names, which is
// wrapped by box2d-names.ts.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLLIDE_FUNCTIONS, type EngineAdapter } from './adapter';
import { box2dNamesAdapter, hasBox2DNames } from './box2d-names';

export async function loadUserEngine(path: string): Promise<EngineAdapter> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a user's module has no types we know
  const mod = (await import(pathToFileURL(resolve(path)).href)) as Record<string, any>;
  const candidate = mod.default?.default ?? mod.default;
  if (candidate !== null && typeof candidate === 'object' && COLLIDE_FUNCTIONS.some((fn) => typeof candidate[fn] === 'function')) {
    const adapter = candidate as EngineAdapter;
    return { ...adapter, name: typeof adapter.name === 'string' ? adapter.name : path };
  }
  // A CommonJS module's exports arrive as `default` (and as named exports when Node can tell).
  const names = hasBox2DNames(mod) ? mod : mod.default !== undefined && hasBox2DNames(mod.default) ? mod.default : undefined;
  if (names !== undefined) return box2dNamesAdapter(names, path);
  throw new Error(
    `--engine ${path}: the module neither default-exports an adapter (collidePolygons, collideCircles, ...) nor exports ` +
      "Box2D's names (b2PolygonShape, b2Transform, b2Manifold, b2Vec2 and b2CollidePolygons or another collide function); " +
      'see compare/README.md, "Your engine"',
  );
}
