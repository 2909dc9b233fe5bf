/** The default title when a page has none: "{brand} - Premium Electric Golf Cart Dealership". */
export function defaultTitle(brand: string, tagline = 'Premium Electric Golf Cart Dealership'): string {
  return `${brand} - ${tagline}`;
}

/**
 * A page title gets a brand suffix unless it already contains the brand name;
 * with no title, the default title is used.
 */
export function pageTitle(title: string | undefined, brand: string): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '') return defaultTitle(brand);
  if (trimmed.toLowerCase().includes(brand.toLowerCase())) return trimmed;
  return `${trimmed} | ${brand}`;
}

/** Search results cut a title after about this many characters. */
export const TITLE_MAX = 60;

/** A vehicle page's title: "Denago EV City for Sale in Delaware", or "… (Sold)" once it is sold. */
export function vehiclePageTitle(name: string, sold = false): string {
  return sold ? `${name} (Sold)` : `${name} for Sale in Delaware`;
}
