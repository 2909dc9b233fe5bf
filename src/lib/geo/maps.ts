/**
 * Links to the third-party maps service. The embed is only ever loaded after the visitor asks for
 * it (see MapDisclosure.astro); directions are a plain link.
 */

export const DEFAULT_MAP_ZOOM = 14;

/** `https://www.google.com/maps?q=<query>&z=<zoom>&output=embed` */
export function mapsEmbedUrl(query: string, zoom: number = DEFAULT_MAP_ZOOM): string {
  const params = new URLSearchParams({ q: query, z: String(zoom), output: 'embed' });
  return `https://www.google.com/maps?${params.toString()}`;
}

/**
 * A directions link that opens the visitor's maps app or the web with the destination filled in, and
 * the starting point when given (a town page: from the town to the showroom); without one the app
 * starts from where the visitor is.
 */
export function directionsUrl(destination: string, origin?: string): string {
  const params = new URLSearchParams({ api: '1', ...(origin ? { origin } : {}), destination });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/**
 * The map query of a town page: the town, ITS OWN county, Delaware (a Sussex town's
 * map shows Sussex, never a fixed "Kent County").
 */
export function townMapQuery(town: { name: string }, county: { name: string }): string {
  return `${town.name}, ${county.name}, Delaware`;
}
