/**
 * The cart badge of the brand: drawn once for the wordmark of the header and footer (Logo.astro), the
 * favicon (src/pages/favicon.svg.ts) and the share image (scripts/render-share-image.mjs), each in its own
 * colours (any CSS colour). Decorative beside the brand name: hidden from screen readers.
 */
export interface LogoMarkColors {
  /** The rounded square behind the cart. */
  badge: string;
  /** The cart's roof and its posts. */
  roof: string;
  /** The cart's body and the rims of its wheels. */
  body: string;
  wheel: string;
}

/** The brand's own colours (the header's badge and the favicon), from a theme colour reader. */
export function brandMarkColors(themeColor: (token: string) => string): LogoMarkColors {
  return { badge: themeColor('brand-700'), roof: themeColor('accent-400'), body: '#fff', wheel: themeColor('ink') };
}

export function logoMarkSvg({ badge, roof, body, wheel }: LogoMarkColors, size: number, attributes = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true"${attributes ? ` ${attributes}` : ''}>` +
    `<rect width="48" height="48" rx="12" fill="${badge}"/>` +
    `<path d="M12 14h22l-3 6H14z" fill="${roof}"/>` +
    `<path d="M14 20h20v2l4 6v6H10v-8l4-4z" fill="${body}"/>` +
    `<path d="M16 14v6M30 14v6" stroke="${roof}" stroke-width="2"/>` +
    `<circle cx="16" cy="35" r="4.5" fill="${wheel}" stroke="${body}" stroke-width="2"/>` +
    `<circle cx="33" cy="35" r="4.5" fill="${wheel}" stroke="${body}" stroke-width="2"/>` +
    `</svg>`
  );
}
