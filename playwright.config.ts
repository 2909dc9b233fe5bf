import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM } from './scripts/setup-system.mjs';
import { signInBindings } from './tests/e2e/support/github/app.ts';

const PORT = Number(process.env.TEST_PORT || 8799);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The dealer's desk runs against a server of its own (its own local D1: marking carts sold there never changes
 * what the other specs see), with a key pair and JWKS the tests make standing in for Cloudflare Access
 * (tests/e2e/support/access-setup.ts serves the keys on ACCESS_PORT). The test ports in use: PORT (the site),
 * PORT + 2 (the content editor's GitHub stand-in), PORT + 3 (the desk's server), PORT + 4 (the Access keys); the engine suite, which `npm test` runs beside
 * this one, serves on PORT + 5 (tests/engines/support/global-setup.ts).
 */
export const ACCESS_PORT = Number(process.env.ACCESS_TEST_PORT || PORT + 4);
const DESK_PORT = Number(process.env.DESK_TEST_PORT || PORT + 3);
export const DESK_URL = `http://127.0.0.1:${DESK_PORT}`;
export const ACCESS = { teamDomain: `http://127.0.0.1:${ACCESS_PORT}`, audience: 'desk-e2e-tests' };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      // Chromium's headless build (Debian's chromium-headless-shell, as Playwright's own default for headless runs):
      // the same engine as the desktop browser, at about half its CPU per page, which bounds this suite on two cores.
      executablePath: HEADLESS_CHROMIUM,
      // Playwright already runs Chromium without the sandbox, first-run, sync, component updates and background networking.
      args: ['--disable-gpu', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: devices['Desktop Chrome'] }],
  globalSetup: './tests/e2e/support/access-setup.ts',
  webServer: [
    {
      command: `"${process.execPath}" scripts/serve.mjs`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // The content editor's sign-in goes to the GitHub stand-in of tests/e2e/cms.spec.ts.
      env: { PORT: String(PORT), CONTACT_RATE_LIMIT: '0', ...signInBindings(PORT) },
    },
    {
      command: `"${process.execPath}" scripts/serve.mjs`,
      url: `${DESK_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(DESK_PORT),
        PERSIST_TO: '.wrangler/e2e-desk',
        CONTACT_RATE_LIMIT: '0',
        ACCESS_TEAM_DOMAIN: ACCESS.teamDomain,
        ACCESS_AUD: ACCESS.audience,
      },
    },
  ],
});
