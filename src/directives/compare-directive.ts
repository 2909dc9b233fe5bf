/**
 * `client:compare`: the compare tray hydrates only when the visitor asks for a comparison. At once when
 * the URL carries a compare list (a shared comparison, a vehicle page's Compare link) or a list is
 * remembered from an earlier visit; otherwise on the first press of a card's Compare, a submit button of the
 * tray's own form. That press is not lost: its cart goes into the URL's list, which the tray reads when it
 * starts, as it reads a vehicle page's link. Until then no tray code loads.
 */
import type { ClientDirective } from 'astro';
import { COMPARE_PARAM, COMPARE_STORAGE_KEY } from '../lib/inventory/compare-url';

const compare: ClientDirective = (load, _options, el) => {
  const hydrate = () => void load().then((run) => run());
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing is remembered.
  }
  if (remembered || new URL(location.href).searchParams.has(COMPARE_PARAM)) return hydrate();
  const onPress = (event: SubmitEvent) => {
    event.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set(COMPARE_PARAM, (event.submitter as HTMLButtonElement).value);
    history.replaceState(null, '', url);
    hydrate();
  };
  el.querySelector('form')!.addEventListener('submit', onPress, { once: true });
};

export default compare;
