/**
 * <inventory-filters>: the inventory's filter form (InventoryFilters.astro), kept in step with the URL without
 * React. Its script comes with the inventory island's, which loads on the first use of the form: a choice made
 * before it is in the form still, and wins. It owns the form and everything in it:
 * - what the visitor types or chooses becomes the URL's query (a history entry per choice, one for a run of
 *   typing), and is handed to the list (`onBrowse`);
 * - Back and Forward (announced too), and the list's Clear All Filters (reset buttons of this form), bring
 *   the form to the URL's state, and a shared link's state shows in it from the start;
 * - "Filters" (the summary of the fold, a <details>) counts the set ones.
 */
import {
  DEFAULT_BROWSE,
  activeFilterCount,
  browseFromQuery,
  browseToQuery,
  type BrowseState,
  type BrowseValues,
} from '../../lib/inventory/browse';

/** The state the form shows (the URL's, read against the form's own options), and the list that follows it. */
let shown = DEFAULT_BROWSE;
let follower: ((state: BrowseState) => void) | undefined;

/** The list follows the form: `follow` gets its state now and each new one (a choice, Clear, Back or Forward). */
export function onBrowse(follow: (state: BrowseState) => void): () => void {
  follower = follow;
  follow(shown);
  return () => {
    follower = undefined;
  };
}

// Defined in the browser only (the island's module is also run to render the page).
if (typeof HTMLElement != 'undefined')
  customElements.define(
    'inventory-filters',
    class extends HTMLElement {
      connectedCallback() {
        const form = this.querySelector('form')!;
        const [badge, words] = form.querySelectorAll('summary span');
        // What each select may hold: the URL is read against the form's own options.
        const values: BrowseValues = Object.fromEntries(
          [...form.querySelectorAll('select')].map((select) => [select.name, Array.from(select.options, (o) => o.value)]),
        );
        const fromForm = () => browseFromQuery(`?${new URLSearchParams(new FormData(form) as unknown as string[][])}`, values);
        const fromUrl = () => browseFromQuery(location.search, values);
        // The field changed last: a run of keystrokes in the search box makes one history entry.
        let last = '';

        const show = (state: BrowseState) => {
          shown = state;
          follower?.(state);
          for (const [name, value] of Object.entries(state)) {
            const field = form.elements.namedItem(name) as HTMLInputElement | null;
            if (field && field.value !== value) field.value = value;
          }
          const count = activeFilterCount(state);
          badge!.textContent = count ? String(count) : '';
          words!.textContent = count ? ` (${count} active)` : '';
        };
        const choose = (state: BrowseState, field: string) => {
          const query = browseToQuery(state, location.search);
          const push = query !== location.search && !(field === 'q' && last === 'q');
          history[push ? 'pushState' : 'replaceState'](null, '', query || location.pathname);
          last = field;
          show(state);
        };

        form.oninput = (event) => choose(fromForm(), (event.target as HTMLInputElement).name);
        // The form's own reset puts every field back as built: the default state.
        form.onreset = () => choose(DEFAULT_BROWSE, '');
        // Filters apply as they change: sending the form (Enter in the search box) adds nothing.
        form.onsubmit = (event) => event.preventDefault();
        addEventListener('popstate', () => show(fromUrl()));
        // A choice made before this script ran is in the form still, and wins over the URL; typing that began
        // before it goes on as the same run (the focused field counts as the one changed last).
        const typed = fromForm();
        if (browseToQuery(typed, '')) choose(typed, (document.activeElement as HTMLInputElement).name);
        else show(fromUrl());
      }
    },
  );
