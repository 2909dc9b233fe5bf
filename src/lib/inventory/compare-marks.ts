/**
 * How a card shows that its cart is in the comparison, without code: one CSS rule over the carts the page
 * lists marks a card's Compare (the button whose value is the cart's id) while the compare tray shows a chip
 * for its cart (`#chosen-<id>`). Its Compare then reads "✓ Compare" (the mark: `--chosen-mark`, drawn by inventory.css)
 * on the tint of a chosen thing.
 */

/** The element id of a cart's chip in the compare tray. */
export const chosenId = (id: string): string => `chosen-${id}`;

/** `id` as a CSS identifier: any character but a letter, digit, `-` or `_` escaped. */
const cssIdent = (id: string) => id.replace(/[^\w-]/g, (c) => `\\${c}`);

export function compareMarksCss(ids: readonly string[]): string {
  if (ids.length === 0) return '';
  const selectors = ids.map((id) => `:root:has(#${cssIdent(chosenId(id))}) .inv-card [value=${JSON.stringify(id)}]`);
  return `${selectors.join(',')}{--chosen-mark:"✓ ";background-color:var(--color-brand-50)}`;
}
