/**
 * The Vehicle record of the cross-team contract (`GET /api/vehicles`), as plain types so that
 * islands and pure rules can use it without importing `astro:content`.
 */
export interface VehicleSpecifications {
  topSpeed: string;
  range: string;
  seatingCapacity: number;
  batteryType: string;
  chargingTime: string;
  payload: string;
  /** Any further key the catalogue adds is listed too (spec: every key, generically). */
  [key: string]: string | number;
}

export interface VehicleRecord {
  id: string;
  name: string;
  brand: string;
  category: string;
  price: number;
  description: string;
  images: string[];
  externalUrl?: string | undefined;
  year?: number | undefined;
  specifications: VehicleSpecifications;
  features: string[];
  inStock: boolean;
  isNew: boolean;
}

/** What an inventory card (and the filters) need: the catalogue without specs and features. */
export type VehicleSummary = Pick<
  VehicleRecord,
  'id' | 'name' | 'brand' | 'category' | 'price' | 'description' | 'images' | 'inStock' | 'isNew'
>;

export function toSummary(v: VehicleSummary): VehicleSummary {
  const { id, name, brand, category, price, description, images, inStock, isNew } = v;
  return { id, name, brand, category, price, description, images: images.slice(0, 1), inStock, isNew };
}
