/**
 * <inventory-filters>: the inventory's filter form (InventoryFilters.astro), kept in step with the URL without
 * React. It owns the form and everything in it:
 * - what the visitor types or chooses becomes the URL's query (a history entry per choice, one for a run of
 *   typing), and is announced to the list (BROWSE_EVENT on window), which reads the URL;
 * - Back and Forward, and the list's Clear All Filters (reset buttons of this form), bring the form to the
 *   URL's state, and a shared link's state shows in it from the start;
 * - the Filters button folds the filters on a phone (its aria-expanded is the fold's state, in CSS) and
 *   counts the set ones.
 */
import {
  BROWSE_EVENT,
  DEFAULT_BROWSE,
  activeFilterCount,
  browseFromQuery,
  browseToQuery,
  type BrowseState,
  type BrowseValues,
} from '../../lib/inventory/browse';

class InventoryFilters extends HTMLElement {
  connectedCallback() {
    const form = this.querySelector('form')!;
    const toggle = form.querySelector<HTMLElement>('.filter-toggle')!;
    const [badge, words] = toggle.querySelectorAll('span');
    // What each select may hold: the URL is read against the form's own options.
    const values: BrowseValues = Object.fromEntries(
      [...form.querySelectorAll('select')].map((select) => [select.name, Array.from(select.options, (o) => o.value)]),
    );
    const fromForm = () => browseFromQuery(`?${new URLSearchParams(new FormData(form) as unknown as string[][])}`, values);
    const fromUrl = () => browseFromQuery(location.search, values);
    // The field changed last: a run of keystrokes in the search box makes one history entry.
    let last = '';

    const show = (state: BrowseState) => {
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
      dispatchEvent(new Event(BROWSE_EVENT));
    };

    toggle.onclick = () => (toggle.ariaExpanded = String(toggle.ariaExpanded != 'true'));
    form.oninput = (event) => choose(fromForm(), (event.target as HTMLInputElement).name);
    // The form's own reset puts every field back as built: the default state.
    form.onreset = () => choose(DEFAULT_BROWSE, '');
    // Filters apply as they change: sending the form (Enter in the search box) adds nothing.
    form.onsubmit = (event) => event.preventDefault();
    addEventListener('popstate', () => show(fromUrl()));
    // A choice made before this script ran is in the form still, and wins over the URL.
    const typed = fromForm();
    if (browseToQuery(typed, '')) choose(typed, typed.q ? 'q' : '');
    else show(fromUrl());
  }
}

customElements.define('inventory-filters', InventoryFilters);
