// The fuzz's targets per build: the enumerated API (api.ts) minus constants and fields (a field is
// attacked through every call whose inputs hold it), each with its recipe.

import { Rng } from '../compare/runner/rng';
import { enumerateApi, type ApiEntry } from './api';
import { invoke } from './call_case';
import type { Build, Lib } from './library';
import type { Recipe } from './recipe';
import { recipes, v3Recipes } from './recipes';
import { isV3Lib } from './library';

export interface Target {
  readonly entry: ApiEntry;
  readonly recipe: Recipe | readonly Recipe[];
}

/** The recipe table of a build's module: v2.4.1's, or v3's (the two share export names). */
export function recipeTable(lib: Lib): Readonly<Record<string, Recipe | readonly Recipe[]>> {
  return isV3Lib(lib) ? v3Recipes : recipes;
}

/** An instance made by the class's constructor recipe (for the enumeration of its fields). */
export function construct(lib: Lib, owner: string): object {
  const id = `new ${owner}`;
  const recipe = recipeTable(lib)[id];
  // No constructor recipe yet: try the bare constructor; the coverage test names the missing recipe.
  if (!recipe) return new ((lib as unknown as Record<string, new () => object>)[owner])();
  const one = typeof recipe === 'function' ? recipe : recipe[0];
  return invoke(lib, { id, kind: 'constructor', owner }, one(lib, new Rng(1, 1, 1))) as object;
}

const apiCache = new Map<Lib, ApiEntry[]>();
/** Every export, method, getter and field of a build. */
export function apiOf(lib: Lib): ApiEntry[] {
  let api = apiCache.get(lib);
  if (!api) apiCache.set(lib, (api = enumerateApi(lib, (owner) => construct(lib, owner))));
  return api;
}

const callable = new Set(['function', 'constructor', 'method', 'static', 'getter']);
const targetCache = new Map<Lib, Target[]>();
/** The callable entries of a build with their recipes; throws when one has none (the coverage test names them all). */
export function targetsOf(build: Build): Target[] {
  let t = targetCache.get(build.lib);
  if (!t) {
    t = apiOf(build.lib)
      .filter((e) => callable.has(e.kind))
      .map((entry) => {
        const recipe = recipeTable(build.lib)[entry.id];
        if (!recipe) throw new Error(`fuzz: ${entry.id} (${build.name}) has no recipe in fuzz/recipes`);
        return { entry, recipe };
      });
    targetCache.set(build.lib, t);
  }
  return t;
}
