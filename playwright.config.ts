import { defineConfig, devices } from '@playwright/test';
import { signInBindings } from './tests/e2e/support/github/app.ts';

const PORT = Number(process.env.TEST_PORT || 8799);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

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
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Playwright already runs Chromium without the sandbox, first-run, sync, component updates and background networking.
      args: ['--disable-gpu', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: devices['Desktop Chrome'] }],
  webServer: {
    command: `"${process.execPath}" scripts/serve.mjs`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The content editor's sign-in goes to the GitHub stand-in of tests/e2e/cms.spec.ts.
    env: { PORT: String(PORT), CONTACT_RATE_LIMIT: '0', ...signInBindings(PORT) },
  },
});
