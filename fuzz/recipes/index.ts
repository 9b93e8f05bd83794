// The recipe table: for each enumerated target id, how to make valid arguments (and check the
// answer). A target the enumeration finds without an entry here fails the coverage test.

import type { Recipe } from '../recipe';
import { collideRecipes } from './collide';
import { distanceRecipes } from './distance';
import { mathRecipes } from './math';
import { shapeRecipes } from './shapes';
import { treeRecipesAll } from './tree';

export const recipes: Readonly<Record<string, Recipe | readonly Recipe[]>> = {
  ...mathRecipes,
  ...shapeRecipes,
  ...collideRecipes,
  ...distanceRecipes,
  ...treeRecipesAll,
};
