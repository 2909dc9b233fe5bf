import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Four projects, run at three moments of `npm test` (README "Tests"):
 * - `rules`: the table tests of the pure rules (src/lib, scripts), in one shared worker per thread;
 * - `unit`: the other tests that need no build (content, the API against a local D1 that Wrangler migrates);
 *   with `rules`, the fast loop (`npm run test:fast`);
 * - `built`: after `npm run build`: the quality checks over dist/, the tests that run Astro on a
 *   throwaway copy of the project (or a one-page project: the photo cache) and the API suites that post to the contact API (listed below: minutes
 *   each, which the fast loop cannot afford);
 * - `fixture`: the tests of the one fixture build, a copy of the project with every README everyday edit
 *   (tests/unit/fixture-build/), built once by the project's global setup.
 */
const PROJECT_COPY_TESTS = [
  'tests/unit/content-errors.test.ts',
  'tests/unit/content-validation.test.ts',
  'tests/unit/home-services-about-content.test.ts',
  'tests/unit/dev-preview.test.ts',
  'tests/unit/policy-content.test.ts',
  'tests/unit/photo-cache.test.ts',
];
/** The API suites that post to the contact API through Miniflare's D1: seconds per test, minutes per file. */
const SLOW_API_TESTS = [
  'tests/unit/api/contact.test.ts',
  'tests/unit/api/contact-abuse.test.ts',
  'tests/unit/api/contact-details.test.ts',
  'tests/unit/api/lead-deliveries.test.ts',
  'tests/unit/api/messages-export.test.ts',
];
const AFTER_BUILD = ['tests/unit/quality/**/*.test.ts', 'tests/unit/fixture-build/**/*.test.ts', ...PROJECT_COPY_TESTS, ...SLOW_API_TESTS];

/**
 * Vitest's own order (slowest file first, within each project in name order), with the fixture project's files
 * moved to the front: its content gate is the longest file of `npm run test:built` (a Vitest run over the fixture
 * copy), so one worker starts it while the other takes the checks over dist/ and the API suites.
 */
class FixtureFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const fixture = (file: TestSpecification) => file.project.name === 'fixture';
    return [...sorted.filter(fixture), ...sorted.filter((file) => !fixture(file))];
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    sequence: { sequencer: FixtureFirst },
    projects: [
      {
        extends: true,
        test: { name: 'rules', include: ['src/lib/**/*.test.ts', 'scripts/**/*.test.ts'], pool: 'threads', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['src/lib/**', ...AFTER_BUILD],
          globalSetup: ['tests/unit/api/support/migrated-d1.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['tests/unit/quality/**/*.test.ts', ...PROJECT_COPY_TESTS, ...SLOW_API_TESTS],
          globalSetup: ['tests/unit/api/support/migrated-d1.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'fixture',
          include: ['tests/unit/fixture-build/**/*.test.ts'],
          globalSetup: ['tests/unit/fixture-build/fixture-site.ts'],
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
