/** A heading as Astro's `render()` reports it for a Markdown/MDX entry. */
export interface PolicyHeading {
  depth: number;
  slug: string;
  text: string;
}

export interface TocItem {
  slug: string;
  text: string;
}

/**
 * The table of contents of a policy page: its section headings (`##` in MDX, h2 on the page), in
 * order. Sub-headings stay out so the list stays short on a phone.
 */
export function tableOfContents(headings: readonly PolicyHeading[]): TocItem[] {
  return headings.filter((h) => h.depth === 2 && h.slug !== '').map(({ slug, text }) => ({ slug, text: text.trim() }));
}
