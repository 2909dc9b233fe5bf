/**
 * `client:use`: a form island starts on the first use of its form (a pointer, the keyboard's focus, or
 * input such as autofill), so a visitor who only reads the page loads and runs no React, and the built form
 * works meanwhile. It starts at once when the address carries one of `params` (a preset the island shows).
 * The island keeps what the form holds when it starts: nothing typed or chosen before is lost.
 */
import type { ClientDirective } from 'astro';

/** What the page tells the directive (its value). */
export interface FirstUse {
  /** Query parameters that start the island at once. */
  params: readonly string[];
}

const firstUse: ClientDirective = async (load, opts, el) => {
  // Astro types a directive's value as a string; it hands over the value the page gave, parsed from JSON.
  const { params } = opts.value as unknown as FirstUse;
  const query = new URLSearchParams(location.search);
  if (!params.some((name) => query.has(name)))
    // The first pointer, focus or input in the form (each listener runs once; the first one settles this).
    await new Promise((used) =>
      ['pointerdown', 'focusin', 'input'].map((type) => el.addEventListener(type, used, { capture: true, once: true })),
    );
  (await load())();
};

export default firstUse;
