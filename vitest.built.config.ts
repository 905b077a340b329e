import { defineConfig } from 'vitest/config';

/**
 * Tests of what the build writes (files named *.built.test.ts: the search index's ranking): run after
 * `npm run build`, as `npm test`'s "built" stage does, and left out of the unit suite, which
 * runs before any build.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.built.test.ts', 'scripts/**/*.built.test.ts'],
    environment: 'node',
  },
});
