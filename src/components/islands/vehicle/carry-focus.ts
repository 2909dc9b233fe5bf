/**
 * When a fresh view takes the built one's place, the element that had keyboard focus is hidden with it
 * and focus would fall back to <body>, sending a keyboard or screen-reader user to the top of the
 * page. This moves focus to the same control in the new view (same tag, link target and text),
 * else to the new view's heading.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const signature = (el: Element) => `${el.tagName}|${el.getAttribute('href') ?? ''}|${(el.textContent ?? '').trim()}`;

/** Moves focus from `active` (in the view giving way) to its twin in `to`, else to `to`'s heading. */
export function carryFocus(active: Element, to: Element): void {
  const wanted = signature(active);
  const twin = [...to.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => signature(el) === wanted);
  const target = twin ?? to.querySelector<HTMLElement>('h1');
  if (!target) return;
  // A heading takes focus only from script, and stays out of the tab order.
  if (!twin && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
