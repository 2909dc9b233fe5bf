import { defineConfig } from 'vitest/config';

/** The engine suite (tests/engines): the built site in WebKit and Firefox, one engine per test file. */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
