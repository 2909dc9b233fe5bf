import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/unit/api/support/migrated-d1.ts'],
    testTimeout: 60_000,
  },
});
