/**
 * Islands that hydrate only when the visitor asks for what they do (`client:compare`: the inventory's
 * compare tray). The byte budgets weigh their code apart, and "every island hydrated" leaves them out:
 * they stay as built until asked.
 */
export const ON_DEMAND_DIRECTIVES = ['compare'];

/** The islands still to hydrate by themselves: built (`ssr`) and not on demand. */
export const PENDING_ISLANDS = `astro-island[ssr]${ON_DEMAND_DIRECTIVES.map((d) => `:not([client="${d}"])`).join('')}`;
