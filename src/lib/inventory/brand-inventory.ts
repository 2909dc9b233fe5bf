/** A brand page's way into the inventory: the list filtered to that brand. */
import { inventoryPath } from '../routes';
import { BRAND_VALUES, DEFAULT_BROWSE, browseToQuery, pickOption } from './browse';

/** The inventory filtered to one brand (a brand page's "Compare All Models"); a brand it has no filter for: the whole inventory. */
export function brandInventoryPath(brand: string): string {
  return `${inventoryPath}${browseToQuery({ ...DEFAULT_BROWSE, brand: pickOption(BRAND_VALUES, brand) }, '')}`;
}
