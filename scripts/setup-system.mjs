#!/usr/bin/env node
/**
 * The system packages the tests need, from Debian's archive, installed when one is missing (a fresh
 * machine starts without them) and a no-op when all are present:
 *   chromium-headless-shell  Playwright's browser (tests/e2e): Chromium built for headless use only, which
 *                      draws a page with about half the CPU of the desktop browser run headless;
 *   chromium           the desktop browser, for Lighthouse (the bench) and the screenshot tool, which measure and
 *                      show what a visitor's browser does;
 *   firefox-esr        Gecko, driven over WebDriver BiDi by puppeteer-core (tests/engines);
 *   webkit2gtk-driver  WebKitWebDriver, and through its dependency libwebkit2gtk-4.1-0 the MiniBrowser it
 *                      drives: WebKit (tests/engines);
 *   xvfb, xauth        xvfb-run, the display WebKitGTK needs on a machine without one (xvfb-run calls
 *                      xauth, which xvfb only recommends);
 *   libxml2-utils      xmllint, which validates the CRM's ADF lead against the standard's DTD (src/lib/leads).
 * Each package is present when the file the tests run exists. Runs apt-get through sudo unless root.
 * `node scripts/setup-system.mjs --check` only lists what is missing (exit 1 when something is).
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADLESS_CHROMIUM = process.env.HEADLESS_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MULTIARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
export const WEBKIT_BROWSER = process.env.WEBKIT_BROWSER_PATH || `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;
export const XVFB_RUN = '/usr/bin/xvfb-run';
export const XAUTH = '/usr/bin/xauth';
export const XMLLINT = process.env.XMLLINT_PATH || '/usr/bin/xmllint';

/** The apt package that provides each file the tests run. */
export const SYSTEM_PACKAGES = [
  { pkg: 'chromium-headless-shell', file: HEADLESS_CHROMIUM },
  { pkg: 'chromium', file: CHROMIUM },
  { pkg: 'firefox-esr', file: FIREFOX },
  { pkg: 'webkit2gtk-driver', file: WEBKIT_DRIVER },
  { pkg: 'libwebkit2gtk-4.1-0', file: WEBKIT_BROWSER },
  { pkg: 'xvfb', file: XVFB_RUN },
  { pkg: 'xauth', file: XAUTH },
  { pkg: 'libxml2-utils', file: XMLLINT },
];

/** The packages whose file is missing, each named once. */
export function missingPackages(files = SYSTEM_PACKAGES, exists = existsSync) {
  return [...new Set(files.filter(({ file }) => !exists(file)).map(({ pkg }) => pkg))];
}

function main() {
  const missing = missingPackages();
  if (process.argv.includes('--check')) {
    if (missing.length) console.log(`missing: ${missing.join(' ')}`);
    process.exit(missing.length ? 1 : 0);
  }
  if (missing.length === 0) return;
  console.log(`Installing Debian packages the tests need: ${missing.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
  const still = SYSTEM_PACKAGES.filter(({ file }) => !existsSync(file));
  if (still.length) {
    console.error(`Installed, yet still missing: ${still.map(({ pkg, file }) => `${file} (${pkg})`).join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
