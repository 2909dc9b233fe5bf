/** Permanent redirects kept for URLs the site used to have (Cloudflare Pages `_redirects` syntax). */
import { staticRoutes, townSalesPath, type TownRouteInput } from '../routes';

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

/** One 301 per former slug of a town: /{former}-golf-carts -> the town's current page. */
export function formerSlugRedirects(towns: readonly (TownRouteInput & { formerSlugs?: readonly string[] })[]): Redirect[] {
  return towns.flatMap((town) =>
    (town.formerSlugs ?? []).map((former) => ({
      from: townSalesPath({ slug: former, routeQualifier: town.routeQualifier }),
      to: townSalesPath(town),
      status: 301 as const,
    })),
  );
}

/** The vehicle routes' parent paths lead to the catalogue: /vehicles and /vehicle -> /inventory. */
export function vehicleIndexRedirects(): Redirect[] {
  return ['/vehicles', '/vehicle'].map((from) => ({ from, to: staticRoutes.inventory, status: 301 as const }));
}

/**
 * The vehicle page's former address, /vehicle/{id}, answers a permanent redirect to /vehicles/{id}, the one
 * page built for it: one placeholder rule for every id, so a cart added after the build (and an unknown id,
 * which then lands on the vehicles' not-found page) goes the same way.
 */
export function formerVehicleRedirect(): Redirect {
  return { from: '/vehicle/:id', to: '/vehicles/:id', status: 301 };
}

/** The `_redirects` file: one "from to status" line per redirect. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const froms = new Set<string>();
  for (const r of redirects) {
    if (froms.has(r.from)) throw new Error(`Two redirects from ${r.from}`);
    if (r.from === r.to) throw new Error(`Redirect from ${r.from} to itself`);
    froms.add(r.from);
  }
  return redirects.map((r) => `${r.from} ${r.to} ${r.status}\n`).join('');
}
