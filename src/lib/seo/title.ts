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
