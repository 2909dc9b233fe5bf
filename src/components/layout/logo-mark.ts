/**
 * The cart badge of the brand: drawn once for the wordmark of the header and footer (Logo.astro), the
 * favicon (a `data:` URL in BaseHead.astro, and the file src/pages/favicon.svg.ts) and the share image
 * (scripts/render-share-image.mjs), each in its own colours (any CSS colour). Decorative beside the brand
 * name: hidden from screen readers.
 */
export interface LogoMarkColors {
  /** The rounded square behind the cart. */
  badge: string;
  /** The cart's roof. */
  roof: string;
  /** The cart's body and the rims of its wheels. */
  body: string;
  wheel: string;
}

/** The brand's own colours (the header's badge and the favicon), from a theme colour reader. */
export function brandMarkColors(themeColor: (token: string) => string): LogoMarkColors {
  return { badge: themeColor('brand-700'), roof: themeColor('accent-400'), body: '#fff', wheel: themeColor('ink') };
}

/** The drawing on a 48-unit square: the badge, the roof, the body, and two wheels rimmed in the body's colour. */
const drawing = ({ badge, roof, body, wheel }: LogoMarkColors): string =>
  `<rect width="48" height="48" rx="12" fill="${badge}"/>` +
  `<path d="M12 14h22l-3 6H14z" fill="${roof}"/>` +
  `<path d="M14 20h20v2l4 6v6H10v-8l4-4z" fill="${body}"/>` +
  `<g fill="${wheel}" stroke="${body}" stroke-width="2"><circle cx="16" cy="35" r="4.5"/><circle cx="33" cy="35" r="4.5"/></g>`;

const SVG_NS = 'http://www.w3.org/2000/svg';

export function logoMarkSvg(colors: LogoMarkColors, size: number, attributes = ''): string {
  return (
    `<svg xmlns="${SVG_NS}" width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true"${attributes ? ` ${attributes}` : ''}>` +
    `${drawing(colors)}</svg>`
  );
}

/**
 * The badge as a `data:` URL (the favicon): it comes with the page, so a browser makes no request for it
 * after the page has loaded. Single quotes inside, so it sits in a double-quoted attribute; `#`, `<` and `>`
 * percent-encoded (a colour's `#` would otherwise end the URL).
 */
export function logoMarkDataUrl(colors: LogoMarkColors): string {
  const svg = `<svg xmlns="${SVG_NS}" viewBox="0 0 48 48">${drawing(colors)}</svg>`;
  return `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[#<>]/g, encodeURIComponent)}`;
}
