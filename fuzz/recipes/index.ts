// The recipe table: for each enumerated target id, how to make valid arguments (and check the
// answer). A target the enumeration finds without an entry here fails the coverage test.

import type { Recipe } from '../recipe';
import { collideRecipes } from './collide';
import { distanceRecipes } from './distance';
import { mathRecipes } from './math';
import { shapeRecipes } from './shapes';
import { treeRecipesAll } from './tree';
import { v3CoreRecipes } from './v3_core';
import { v3DistanceRecipes } from './v3_distance';
import { v3GeometryRecipes } from './v3_geometry';
import { v3ManifoldRecipes } from './v3_manifold';
import { v3MathRecipes } from './v3_math';

export const recipes: Readonly<Record<string, Recipe | readonly Recipe[]>> = {
  ...mathRecipes,
  ...shapeRecipes,
  ...collideRecipes,
  ...distanceRecipes,
  ...treeRecipesAll,
};

/**
 * The v3 layer's recipe table (`b2collide/v3` and `b2collide/v3/f64`), apart from v2.4.1's because
 * the two share export names (b2Dot, b2AABB, b2ComputeHull). Each v3 family adds its file here.
 */
export const v3Recipes: Readonly<Record<string, Recipe | readonly Recipe[]>> = {
  ...v3MathRecipes,
  ...v3CoreRecipes,
  ...v3DistanceRecipes,
  ...v3GeometryRecipes,
  ...v3ManifoldRecipes,
};
