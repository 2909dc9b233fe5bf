/**
 * Islands that do not hydrate by themselves at load:
 * - on demand (`client:compare`: the inventory's compare tray), hydrated only when the visitor asks for what
 *   they do: the byte budgets weigh their code apart;
 * - on first use or changed data (`client:inventory`: the inventory list; `client:changed`: a vehicle page;
 *   `client:use`: the contact form), started when the visitor uses their controls or the API's data is not
 *   the built one: their code counts with the page's, as any visitor who filters (or sees a change) loads it.
 * "Every island hydrated" leaves both out: they stay as built until then.
 */
export const ON_DEMAND_DIRECTIVES = ['compare'];
export const ON_FIRST_USE_DIRECTIVES = ['inventory', 'changed', 'use'];

/** The islands still to hydrate by themselves: built (`ssr`), neither on demand nor on first use. */
export const PENDING_ISLANDS = `astro-island[ssr]${[...ON_DEMAND_DIRECTIVES, ...ON_FIRST_USE_DIRECTIVES]
  .map((d) => `:not([client="${d}"])`)
  .join('')}`;
