/**
 * `client:changed`: the island starts only when the API no longer serves what the page was built from. A HEAD
 * request to `endpoint` names the ETag of the built record (`If-None-Match`): 304 means the built page is
 * current and the island (React included) never loads; any other answer (new data, gone, an error, no answer)
 * starts it, and its own fetch then shows the change or reports the error. The check waits for the page's load
 * (afterLoad): it never delays the page's first photo.
 */
import type { ClientDirective } from 'astro';
import { afterLoad } from './after-load';

/** What the page tells the directive (its value). */
export interface ChangedCheck {
  /** The API address of what the page shows. */
  endpoint: string;
  /** The strong ETag the endpoint sends for the record the page was built from. */
  etag: string;
}

const changed: ClientDirective = (load, opts) => {
  // Astro types a directive's value as a string; it hands over the value the page gave, parsed from JSON.
  const { endpoint, etag } = opts.value as unknown as ChangedCheck;
  const start = () => void load().then((hydrate) => hydrate());
  afterLoad(() => {
    fetch(endpoint, { method: 'HEAD', headers: { 'If-None-Match': etag } }).then((res) => res.status == 304 || start(), start);
  });
};

export default changed;
