/**
 * WebKit: Debian's WebKitWebDriver driving WebKitGTK's MiniBrowser over classic WebDriver, through
 * WebdriverIO's protocol client (`webdriver`), on a virtual display from xvfb-run.
 *
 * MiniBrowser's window has a toolbar whose minimum width (about 450 px) would keep the viewport from
 * shrinking to a phone's 360 px; a GTK style sheet for the test's own config folder shrinks the browser
 * chrome (never the page) so that the window, and with it the viewport, can be 360 px wide.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebDriver from 'webdriver';
import { FIND_SCRIPT, TAKE_ERRORS, describeTarget, type EnginePage, type Key, type Target } from './engine';
import { WEBKIT_BROWSER, WEBKIT_DRIVER, XVFB_RUN } from '../../../scripts/setup-system.mjs';

/** WebKit features to switch off, by MiniBrowser's names, e.g. `CSSAnchorPositioning`. */
export interface WebKitOptions {
  disable?: string[];
  label?: string;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Space: ' ' };
/** The tallest full-page screenshot, in CSS pixels (taller ones come out blank). */
const MAX_SHOT_HEIGHT = 16_000;
/** Scrolls the element to the middle of the screen unless it is all in view already. */
const SCROLL_INTO_VIEW = `const el = arguments[0];
const r = el.getBoundingClientRect();
if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) el.scrollIntoView({ block: 'center', behavior: 'instant' });`;

/** Resolves once the viewport has its new height (or after 2 s) and two frames have been drawn at it. */
const VIEWPORT_GROWN = `const [height, done] = arguments;
const start = Date.now();
const wait = () => (innerHeight >= height || Date.now() - start > 2000 ? requestAnimationFrame(() => requestAnimationFrame(() => done(innerHeight))) : setTimeout(wait, 20));
wait();`;
const GTK_CSS = '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ok = await fetch(`${url}/status`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 20 s`);
}

export async function launchWebKit(origin: string, options: WebKitOptions = {}): Promise<EnginePage> {
  const home = mkdtempSync(join(tmpdir(), 'engine-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  // A small virtual screen: X puts its pointer at the screen's center, inside even a 360 px window at
  // the top left, and without a window manager the window under the pointer has the keyboard focus
  // (`:focus` styles apply only in a focused window).
  const driver = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 640x480x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: home, GDK_BACKEND: 'x11' },
  });
  let driverLog = '';
  driver.stderr?.on('data', (d: Buffer) => (driverLog = (driverLog + d.toString()).slice(-4000)));
  const stop = () => {
    process.off('exit', stop);
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(home, { recursive: true, force: true });
  };
  // The driver, its display and its browser run in a process group of their own: end them with the test
  // process even when it stops before closing the browser.
  process.on('exit', stop);

  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(base, driver);
  } catch (error) {
    stop();
    throw new Error(`${(error as Error).message}\n${driverLog}`);
  }

  const args = ['--automation'];
  if (options.disable?.length) args.push(`--features=${options.disable.map((f) => `-${f}`).join(',')}`);
  let client: Awaited<ReturnType<typeof WebDriver.newSession>>;
  try {
    client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      capabilities: { 'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args } } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    stop();
    throw error;
  }

  const run = <T>(script: string, ...scriptArgs: unknown[]) => client.executeScript(script, scriptArgs as object[]) as Promise<T>;
  const element = async (target: Target): Promise<string> => {
    const found = await run<Record<string, string> | null>(FIND_SCRIPT, target);
    if (!found) throw new Error(`${options.label ?? 'webkit'}: no ${describeTarget(target)}`);
    // The site scrolls smoothly (scroll-behavior: smooth); WebDriver checks that an element is in view
    // right after asking for the scroll, so bring it into view at once first.
    await run(SCROLL_INTO_VIEW, found);
    return found[ELEMENT]!;
  };
  const keys = (value: string) =>
    client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [...value].flatMap((k) => [
          { type: 'keyDown', value: k },
          { type: 'keyUp', value: k },
        ]),
      },
    ]);

  return {
    name: options.label ?? 'webkit',
    version: `WebKitGTK ${(client.capabilities as { browserVersion?: string }).browserVersion}`,
    async setViewport(width, height) {
      // The window manager under Xvfb applies a resize after answering it, now and then only on a second
      // request: ask again until the page's width is the one asked for, and fail after a few seconds.
      const deadline = Date.now() + 5_000;
      for (;;) {
        await client.setWindowRect(null, null, width, height);
        const inner = await run<number>('return window.innerWidth');
        if (inner === width) return;
        if (Date.now() > deadline) throw new Error(`WebKit viewport is ${inner} px wide, not ${width} px`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async goto(path) {
      await client.navigateTo(new URL(path, origin).href);
    },
    evaluate(fn, ...fnArgs) {
      return run(`return (${fn.toString()}).apply(null, arguments)`, ...fnArgs);
    },
    async click(target) {
      await client.elementClick(await element(target));
    },
    async hover(target) {
      const origin = { [ELEMENT]: await element(target) };
      await client.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [{ type: 'pointerMove', duration: 0, origin, x: 0, y: 0 }],
        },
      ]);
    },
    async fill(target, text) {
      const el = await element(target);
      await client.elementClear(el);
      await client.elementSendKeys(el, text);
    },
    async select(target, value) {
      const select = await element(target);
      const option = (await client.findElementFromElement(select, 'css selector', `option[value="${value}"]`)) as Record<string, string>;
      await client.elementClick(option[ELEMENT]!);
    },
    async press(key) {
      await keys(KEYS[key]);
    },
    async screenshot(file, fullPage) {
      // WebDriver captures the viewport only: for the whole page, the window grows to the page's height
      // for the capture and then returns to its size.
      const size = await client.getWindowRect();
      if (fullPage) {
        const { page, inner } = await run<{ page: number; inner: number }>(
          'window.scrollTo({ top: 0, behavior: "instant" }); return { page: document.documentElement.scrollHeight, inner: window.innerHeight }',
        );
        const height = Math.min(page, MAX_SHOT_HEIGHT);
        await client.setWindowRect(null, null, size.width, height + size.height - inner);
        await client.executeAsyncScript(VIEWPORT_GROWN, [height]);
      }
      const png = await client.takeScreenshot();
      if (fullPage) await client.setWindowRect(null, null, size.width, size.height);
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    async takeErrors() {
      return run<string[]>(TAKE_ERRORS);
    },
    async close() {
      await client.deleteSession().catch(() => undefined);
      stop();
    },
  };
}
