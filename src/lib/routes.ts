/**
 * Every path the site links to. Pages, islands, functions and the sitemap tests build links
 * from these functions and the content records, never by typing a path by hand.
 */

export const staticRoutes = {
  home: '/',
  inventory: '/inventory',
  rentals: '/rentals',
  services: '/services',
  showroom: '/showroom',
  contact: '/contact',
  thankYou: '/thank-you',
  about: '/about',
  financing: '/financing',
  ecoImpact: '/eco-impact',
  denago: '/denago',
  evolution: '/evolution',
  dover: '/dover',
  privacy: '/privacy-policy',
  privacyAlias: '/privacy',
  terms: '/terms-of-service',
  termsAlias: '/terms',
} as const;

export type StaticRoute = keyof typeof staticRoutes;

export interface TownRouteInput {
  slug: string;
  routeQualifier?: string | undefined;
}

/** `/{town}-golf-carts`, with a qualifier for a name two counties share: `/milford-golf-carts-kent`. */
export function townSalesPath(town: TownRouteInput): string {
  return `/${town.slug}-golf-carts${town.routeQualifier ? `-${town.routeQualifier}` : ''}`;
}

/** Kent rental pages: `/{town}-golf-cart-rentals`. */
export function townRentalPath(town: { slug: string }): string {
  return `/${town.slug}-golf-cart-rentals`;
}

/** `/kent-county-golf-carts` from the county id `kent-county`. */
export function countyPath(county: { id: string }): string {
  return `/${county.id}-golf-carts`;
}

/** Policies whose main page sits at the site root rather than under /policies/. */
const ROOT_POLICIES = new Set(['privacy-policy', 'terms-of-service']);

/** `/policies/{id}`, or `/{id}` for the privacy policy and the terms of service. */
export function policyPath(policy: { id: string }): string {
  return ROOT_POLICIES.has(policy.id) ? `/${policy.id}` : `/policies/${policy.id}`;
}

/** The canonical vehicle page: `/vehicles/{id}`. */
export function vehiclePath(vehicle: { id: string }): string {
  return `/vehicles/${vehicle.id}`;
}

/** The second route the spec keeps for the same page (home featured cards): `/vehicle/{id}`. */
export function vehicleAltPath(vehicle: { id: string }): string {
  return `/vehicle/${vehicle.id}`;
}

/** `tel:+18885550142` */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** `mailto:sales@example.com` */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A page's path as visitors see it: `/index.html` -> `/`, `/rentals.html` or `/rentals/` -> `/rentals`. */
export function normalizePath(path: string): string {
  return (
    path
      .replace(/(^|\/)index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

/** Spec: the active nav item is chosen by path prefix, and Home is active only on `/`. */
export function isActivePath(current: string, href: string): boolean {
  const path = normalizePath(current);
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
