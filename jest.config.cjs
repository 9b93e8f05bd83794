/** Tests run against the TypeScript sources; `b2collide` resolves to src/ as it would to dist/ for a user. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
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
  },
  moduleNameMapper: {
    '^b2collide$': '<rootDir>/src/index.ts',
    '^b2collide/f32$': '<rootDir>/build/f32/index.ts',
  },
};
