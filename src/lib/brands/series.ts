/**
 * A brand page's series card is computed from the catalogue, never typed: its models are the brand's
 * new vehicles whose category is the series (cheapest first, then by name), its "Starting at" price
 * is the lowest of their prices and its model count is how many there are. Pre-owned carts belong to
 * no series.
 */
export interface CatalogueVehicle {
  name: string;
  brand: string;
  category: string;
  price: number;
  isNew: boolean;
}

/** The new models of one series, cheapest first. */
export function seriesModels<V extends CatalogueVehicle>(catalogue: readonly V[], brand: string, category: string): V[] {
  return catalogue
    .filter((v) => v.isNew && v.brand === brand && v.category === category)
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
}

export interface SeriesSummary {
  /** The lowest price of the series' new models. */
  startingPrice: number;
  /** How many new models the series has. */
  modelCount: number;
}

/** "Starting at" price and model count of a series' models; undefined when the series has none. */
export function seriesSummary(models: readonly Pick<CatalogueVehicle, 'price'>[]): SeriesSummary | undefined {
  if (models.length === 0) return undefined;
  return { startingPrice: Math.min(...models.map((m) => m.price)), modelCount: models.length };
}
