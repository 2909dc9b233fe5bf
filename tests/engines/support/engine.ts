/**
 * What the engine suite needs from a browser, the same for every driver: WebKit over classic WebDriver
 * (webkit.ts) and Gecko over WebDriver BiDi (firefox.ts). Elements are found in the page by
 * `Target`s (role and name, label, or CSS), so the checks read alike in both drivers.
 */

/** How the page finds an element: a CSS selector, a form control by its label, or a role and name. */
export type Target = { css: string } | { label: string } | { role: 'button' | 'link'; name: string; within?: string };

export type Key = 'Enter' | 'Escape' | 'Tab' | 'Space';

export interface EnginePage {
  /** Engine name for messages and screenshot folders, e.g. `webkit`. */
  readonly name: string;
  /** The engine's own name and version, e.g. `WebKitGTK 2.50.6`. */
  readonly version: string;
  /** Sets the layout viewport to exactly `width` CSS pixels (fails when the engine cannot). */
  setViewport(width: number, height: number): Promise<void>;
  /** Loads a path of the site under test and resolves after the load event. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A real pointer click at the element's center (scrolled into view first). */
  click(target: Target): Promise<void>;
  /** Moves the pointer over the element. */
  hover(target: Target): Promise<void>;
  /** Replaces what a text field holds with `text`, typed as a visitor would. */
  fill(target: Target, text: string): Promise<void>;
  /** Chooses the option with this value in a <select>, as a visitor would. */
  select(target: Target, value: string): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Saves a PNG of the page (the whole page when `fullPage`). */
  screenshot(file: string, fullPage: boolean): Promise<void>;
  /** Console errors, uncaught exceptions and failed loads since the last call (then forgets them). */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The script each engine runs in the page to find a `Target`. Plain JavaScript source (not a closure)
 * so that WebDriver and BiDi both accept it unchanged.
 */
export const FIND_SCRIPT = `
const target = arguments[0];
const squash = (s) => (s || '').replace(/\\s+/g, ' ').trim();
const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
if (target.css) return document.querySelector(target.css);
if (target.label) {
  for (const label of document.querySelectorAll('label')) {
    const copy = label.cloneNode(true);
    copy.querySelectorAll('input, select, textarea').forEach((c) => c.remove());
    if (squash(copy.textContent).replace(/\\s*\\*$/, '') === target.label && label.control) return label.control;
  }
  return null;
}
const roles = { button: 'button, [role="button"]', link: 'a[href]' };
const scope = target.within ? document.querySelector(target.within) : document;
if (!scope) return null;
const name = (el) => squash(el.getAttribute('aria-label') || el.textContent);
const found = [...scope.querySelectorAll(roles[target.role])].filter((el) => name(el) === target.name);
return found.find(visible) || found[0] || null;
`;

/** Returns and empties the page's error record (see proxy.ts); a page without one is an error too. */
export const TAKE_ERRORS = `const e = window.__engineErrors; return e ? e.splice(0) : ['the page has no error recorder: it was not served through the proxy'];`;

export function describeTarget(target: Target): string {
  if ('css' in target) return target.css;
  if ('label' in target) return `field labelled "${target.label}"`;
  return `${target.role} "${target.name}"${target.within ? ` in ${target.within}` : ''}`;
}

/** Polls `check` until it returns a truthy value; fails with `what` and the last value after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await check();
    if (last) return last as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last value: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
