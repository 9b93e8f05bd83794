/**
 * Three projects, all run by `npm test`: `unit` (test/, the library and the compare harness),
 * `browser` (explorer/test/, the explorer page in headless Chromium; `npm run test:browser` runs
 * only these) and `engines` (test/cross_engine/, both builds in Node, Chromium and Firefox ESR;
 * `npm run test:engines`). Tests run against the TypeScript sources; `b2collide` resolves to src/ as it would
 * to dist/ for a user.
 */
const shared = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: { module: 'commonjs', moduleResolution: 'node', isolatedModules: true },
        // import.meta.url -> this file's URL, as the CommonJS jest runs has no import.meta.
        astTransformers: { before: ['<rootDir>/test/support/import_meta_url.cjs'] },
      },
    ],
    // phaser-box2d ships only an ES module: rewritten to CommonJS for the CommonJS jest runs.
    '/node_modules/phaser-box2d/dist/.+\\.js$': '<rootDir>/test/support/esm_to_cjs.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!phaser-box2d/)'],
  moduleNameMapper: {
    '^b2collide$': '<rootDir>/src/index.ts',
    '^b2collide/f32$': '<rootDir>/build/f32/index.ts',
    '^b2collide/v3$': '<rootDir>/build/f32/v3/index.ts',
    '^b2collide/v3/f64$': '<rootDir>/src/v3/index.ts',
  },
};

module.exports = {
  // Two workers on CI's two cores: most of the suite is single-threaded, so one worker left a core
  // idle and the run near CI's 15-minute limit. The allocation tests measure in child processes
  // and re-measure a flagged row alone before counting it (test/bench/*alloc*.test.ts), which holds
  // with a second worker beside them.
  maxWorkers: 2,
  // jest's default of 5 s per test leaves little room on a loaded machine beside a second worker
  // (a property test of the tree failed once in such a local run, and never alone, nor with
  // 3,000 runs per property); a hang still fails, at 60 s.
  testTimeout: 60_000,
  projects: [
    { ...shared, displayName: 'unit', roots: ['<rootDir>/test'], testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/cross_engine/'] },
    // Both builds in Node, headless Chromium and Firefox ESR, bit for bit (`npm run test:engines`).
    { ...shared, displayName: 'engines', roots: ['<rootDir>/test/cross_engine'] },
    // globalSetup stops the run at once, with the way to get Chromium, when there is none.
    { ...shared, displayName: 'browser', roots: ['<rootDir>/explorer/test'], globalSetup: '<rootDir>/explorer/test/global-setup.ts' },
  ],
};
