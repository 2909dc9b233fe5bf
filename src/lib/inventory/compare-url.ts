/**
 * The compare list's place in URLs and storage, as the pages and the inventory's own code need it: the
 * list is `compare=a,b,c` in the inventory's query and "a,b,c" in localStorage. The list's rules are in
 * ./compare.ts, which only the compare tray loads.
 */
import { inventoryPath } from '../routes';

/** The URL query parameter of the list. */
export const COMPARE_PARAM = 'compare';
/** Where the list is remembered between pages (localStorage), as its query value "a,b,c". */
export const COMPARE_STORAGE_KEY = 'fsgc:compare';

/**
 * The id of the compare tray's form. A card's Compare is one of its submit buttons (`form=`, the list's parameter
 * as its name, the cart's id as its value): without JavaScript it opens the inventory comparing that cart, with
 * it the tray's own form hears it.
 */
export const COMPARE_FORM_ID = 'compare-form';

/** The inventory comparing one cart: a vehicle page's Compare link. */
export function compareHref(id: string): string {
  return `${inventoryPath}?${COMPARE_PARAM}=${encodeURIComponent(id)}`;
}
