// A jest transform for the one ES-module-only package the tests load, phaser-box2d (its bundle,
// dist/PhaserBox2D.js, is plain JavaScript with `export { ... }` and no imports): esbuild rewrites
// it to CommonJS, which the CommonJS jest runs can require. tsx and the bin load it as it is.
'use strict';

const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, { format: 'cjs', loader: 'js', sourcefile: filename, sourcemap: true, target: 'node20' });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return require('node:crypto').createHash('sha256').update('esm_to_cjs 1\0').update(filename).update('\0').update(source).digest('hex');
  },
};
