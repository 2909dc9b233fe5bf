/**
 * `client:inventory`: the inventory island (React) starts only when there is something for it to do, so a
 * visitor who only reads the built list loads and runs no React:
 * - at once when the URL asks for a searched, filtered or sorted list (a shared link applies at once), or
 *   when the page was built with no cart (its skeleton cards wait for the API's list);
 * - on the first use of the filter form (pointer, focus or input): its own element, which comes with the
 *   island's script, finds what was chosen meanwhile in the form and puts it in the URL, which the island
 *   reads, so nothing typed or picked is lost;
 * - when the list endpoint does not confirm the built list: a HEAD request naming the ETag of the catalogue
 *   the page was built from (`If-None-Match`) answers 304 while the API serves that catalogue. Any other
 *   answer (new data, an error, no answer) starts the island, whose background fetch (with the list's
 *   retries and its 5-minute cache) then shows the new list or reports the error. The check waits for the
 *   page's load (afterLoad): it never delays the first card's photo.
 * The filters fold without any script (a <details>).
 */
import type { ClientDirective } from 'astro';
import { afterLoad } from './after-load';

/** What the page tells the directive (the directive's value in inventory.astro). */
export interface InventoryStart {
  /** The list endpoint, `/api/vehicles`. */
  endpoint: string;
  /** The strong ETag of the catalogue the page was built from, as the endpoint sends it. */
  etag: string;
  /** The query parameters of a searched, filtered or sorted list. */
  params: readonly string[];
  /** How many carts the page was built with: with none, the island starts at once to ask the API. */
  built: number;
}

/** What starts the island: a pointer, the keyboard's focus, or input (autofill) in the filter form. */
const FIRST_USE = ['pointerdown', 'focusin', 'input'];

const inventory: ClientDirective = (load, opts, el) => {
  // Astro types a directive's value as a string; it hands over the value the page gave, parsed from JSON.
  const { endpoint, etag, params, built } = opts.value as unknown as InventoryStart;
  const form = el.querySelector('form')!;
  let started: Promise<void> | undefined;
  const start = () => void (started ??= load().then((hydrate) => hydrate()));

  if (!built || params.some((name) => new URLSearchParams(location.search).has(name))) return start();
  for (const type of FIRST_USE) form.addEventListener(type, start, true);
  afterLoad(() => {
    fetch(endpoint, { method: 'HEAD', headers: { 'If-None-Match': etag } }).then((res) => res.status == 304 || start(), start);
  });
};

export default inventory;
