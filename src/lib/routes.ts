/**
 * Every path the site links to. Pages, islands, functions and the sitemap tests build links
 * from these functions and the content records, never by typing a path by hand.
 */

/**
 * The paths islands link to, one constant each: a bundler keeps a whole object, so an island that
 * imports `staticRoutes` would ship every path of the site.
 */
export const inventoryPath = '/inventory';
export const contactPath = '/contact';
/** The id of /contact's form section: a link to `#contact-form` lands on the form, past the page's hero. */
export const contactFormId = 'contact-form';
export const thankYouPath = '/thank-you';
/** The guide "Street-legal golf carts in Delaware" (content/guides/), linked from every LSV and the street-legal filter. */
export const streetLegalGuidePath = '/guides/street-legal-golf-carts';

export const staticRoutes = {
  home: '/',
  inventory: inventoryPath,
  rentals: '/rentals',
  services: '/services',
  showroom: '/showroom',
  contact: contactPath,
  thankYou: thankYouPath,
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

/**
 * A dynamic route: the pattern of its file in src/pages and the params of one record. A page's link
 * is its pattern filled with the very params its `getStaticPaths` builds the page with, so every
 * page is built exactly where its links point.
 */
export interface DynamicRoute<T, P extends Record<string, string> = Record<string, string>> {
  /** The route file's path under src/pages, without `.astro`: `/[town]-golf-cart-rentals`. */
  pattern: string;
  params: (record: T) => P;
}

/** The route's pattern with each `[name]` replaced by the record's param. */
export function routePath<T>(route: DynamicRoute<T>, record: T): string {
  const params = route.params(record);
  return route.pattern.replace(/\[(\w+)\]/g, (_match, name: string) => params[name]!);
}

export interface TownRouteInput {
  slug: string;
  routeQualifier?: string | undefined;
}

/** `/{town}-golf-carts`: a town whose name no other county shares. */
export const townSalesRoute = {
  pattern: '/[town]-golf-carts',
  params: (town: { slug: string }) => ({ town: town.slug }),
} satisfies DynamicRoute<{ slug: string }>;

/** `/milford-golf-carts-kent`: a name two counties share, qualified by the town's routeQualifier. */
export const qualifiedTownSalesRoute = {
  pattern: '/[town]-golf-carts-[county]',
  params: (town: { slug: string; routeQualifier: string }) => ({ town: town.slug, county: town.routeQualifier }),
} satisfies DynamicRoute<{ slug: string; routeQualifier: string }>;

/** `/{town}-golf-carts`, with a qualifier for a name two counties share: `/milford-golf-carts-kent`. */
export function townSalesPath(town: TownRouteInput): string {
  const { slug, routeQualifier } = town;
  return routeQualifier ? routePath(qualifiedTownSalesRoute, { slug, routeQualifier }) : routePath(townSalesRoute, town);
}

/** Kent rental pages: `/{town}-golf-cart-rentals`. */
export const townRentalRoute = {
  pattern: '/[town]-golf-cart-rentals',
  params: (town: { slug: string }) => ({ town: town.slug }),
} satisfies DynamicRoute<{ slug: string }>;

export function townRentalPath(town: { slug: string }): string {
  return routePath(townRentalRoute, town);
}

/** `/kent-county-golf-carts` from the county id `kent-county`. */
/**
 * Where a town page's service links: its page with the given query (the inventory filtered to
 * pre-owned carts: `/inventory?condition=pre-owned`), except rentals, which go to the town's own
 * rental page where it has one.
 */
export function townServiceHref(
  service: { link: StaticRoute; linkParams?: Record<string, string> | undefined },
  town: { slug: string; offersRentals: boolean },
): string {
  if (service.link === 'rentals' && town.offersRentals) return townRentalPath(town);
  const query = new URLSearchParams(service.linkParams ?? {}).toString();
  return query ? `${staticRoutes[service.link]}?${query}` : staticRoutes[service.link];
}

export const countyRoute = {
  pattern: '/[county]-county-golf-carts',
  params: (county: { id: string }) => ({ county: county.id.replace(/-county$/, '') }),
} satisfies DynamicRoute<{ id: string }>;

export function countyPath(county: { id: string }): string {
  return routePath(countyRoute, county);
}

/** Policies whose main page sits at the site root rather than under /policies/. */
const ROOT_POLICIES = new Set(['privacy-policy', 'terms-of-service']);

/** Whether a policy's page is under /policies/ (the others have a page of their own at the root). */
export function isNestedPolicy(policy: { id: string }): boolean {
  return !ROOT_POLICIES.has(policy.id);
}

export const policyRoute = {
  pattern: '/policies/[policy]',
  params: (policy: { id: string }) => ({ policy: policy.id }),
} satisfies DynamicRoute<{ id: string }>;

/** `/policies/{id}`, or `/{id}` for the privacy policy and the terms of service. */
export function policyPath(policy: { id: string }): string {
  return isNestedPolicy(policy) ? routePath(policyRoute, policy) : `/${policy.id}`;
}

/** A vehicle's routes (its page, its drawing) take the vehicle's id. */
const vehicleParams = (vehicle: { id: string }) => ({ id: vehicle.id });

/** The vehicle page, built once: `/vehicles/{id}`. */
export const vehicleRoute = { pattern: '/vehicles/[id]', params: vehicleParams } satisfies DynamicRoute<{ id: string }>;

export function vehiclePath(vehicle: { id: string }): string {
  return routePath(vehicleRoute, vehicle);
}

/**
 * A vehicle's drawing, drawn by the build from its record (src/pages/images/vehicles/[id].svg.ts): its own
 * id names its file, so no vehicle can be given, or overwrite, another's.
 */
export const vehicleDrawingRoute = { pattern: '/images/vehicles/[id].svg', params: vehicleParams } satisfies DynamicRoute<{
  id: string;
}>;

export function vehicleDrawingPath(vehicle: { id: string }): string {
  return routePath(vehicleDrawingRoute, vehicle);
}

/** The drawing as a 1200 x 630 PNG card, where no SVG will do: the share image, the feed, structured data. */
export const vehicleDrawingCardRoute = { pattern: '/images/vehicles/[id].png', params: vehicleParams } satisfies DynamicRoute<{
  id: string;
}>;

export function vehicleDrawingCardPath(vehicle: { id: string }): string {
  return routePath(vehicleDrawingCardRoute, vehicle);
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

/** The active nav item is chosen by path prefix, and Home is active only on `/`. */
export function isActivePath(current: string, href: string): boolean {
  const path = normalizePath(current);
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
