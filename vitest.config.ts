import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Five projects, run at three moments of `npm test` (README "Tests"):
 * - `rules`: the table tests of the pure rules (src/lib, scripts), in one shared worker per thread;
 * - `unit`: the other tests that need no build (content, the API against a local D1 that Wrangler migrates);
 *   with `rules`, the fast loop (`npm run test:fast`);
 * - `quality`: after `npm run build`: the checks over dist/, which only read the build: one shared module cache per
 *   worker (`isolate: false`), so the pages, parsers and schemas they import load once per worker, not once per file;
 * - `built`: after `npm run build`: the tests that run Astro on a throwaway copy of the project (or a one-page
 *   project: the photo cache) and the API suites that post to the contact API (listed below: too slow for the fast
 *   loop), each file in its own module graph (the functions keep state in their modules);
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
 * Vitest's own order (slowest file first, within each project in name order), except for the fixture project,
 * whose build runs in the background at the start (fixture-site.ts): its content gate, the longest file of
 * `npm run test:built` (a Vitest run over the fixture copy), goes first, so one worker waits for the build and then
 * runs it while the other takes the checks over dist/ and the API suites; the fixture's other files go last, when the
 * build is done.
 */
class GateFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const fixture = (file: TestSpecification) => file.project.name === 'fixture';
    const gate = (file: TestSpecification) => fixture(file) && file.moduleId.endsWith('/content-gate.test.ts');
    return [...sorted.filter(gate), ...sorted.filter((file) => !fixture(file)), ...sorted.filter((file) => fixture(file) && !gate(file))];
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    sequence: { sequencer: GateFirst },
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
        test: { name: 'quality', include: ['tests/unit/quality/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: [...PROJECT_COPY_TESTS, ...SLOW_API_TESTS],
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
