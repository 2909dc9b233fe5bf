/**
 * schema.org Product for a vehicle page. Availability and condition tell the truth about that vehicle
 * (a used cart is UsedCondition, a sold one OutOfStock, one on hold for a buyer Reserved), never fixed values. Seating capacity and the
 * drive (an electric motor on the vehicle's battery) are `additionalProperty` values labelled
 * 'Seating Capacity' and 'Motor Type', and whether it is street-legal ('Street Legal', true for a low-speed
 * vehicle, with the vehicle's use as the `category`'s last part). `images` are the absolute URLs of the pictures the page shows:
 * its built photos, else its drawing.
 */
import type { Vehicle } from '../../schemas/vehicle';
import { stockStatus, type Stocked } from '../stock/status';

export function availabilityUrl(v: Stocked): string {
  const status = stockStatus(v);
  if (status === 'on-hold') return 'https://schema.org/Reserved';
  return status === 'available' && v.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** The Open Graph product availability (`product:availability`): in stock only when a buyer can have it now. */
export function pageAvailability(v: Stocked): 'in stock' | 'out of stock' {
  return availabilityUrl(v) === 'https://schema.org/InStock' ? 'in stock' : 'out of stock';
}

export function conditionUrl(v: { isNew: boolean }): string {
  return v.isNew ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
}

/** "Electric motor, 72V Lithium battery": every catalogue cart is electric; the battery comes from its record. */
export function motorType(specifications: { batteryType: string }): string {
  return `Electric motor, ${specifications.batteryType} battery`;
}

export function additionalProperties(vehicle: Pick<Vehicle, 'specifications' | 'streetLegal'>): object[] {
  return [
    { '@type': 'PropertyValue', name: 'Seating Capacity', value: vehicle.specifications.seatingCapacity },
    { '@type': 'PropertyValue', name: 'Motor Type', value: motorType(vehicle.specifications) },
    { '@type': 'PropertyValue', name: 'Street Legal', value: vehicle.streetLegal },
  ];
}

/** "Low-speed vehicles (street-legal) > D5 Maverick" or "Electric golf carts > D5 Ranger". */
export function productCategory(vehicle: Pick<Vehicle, 'category' | 'streetLegal'>): string {
  return `${vehicle.streetLegal ? 'Low-speed vehicles (street-legal)' : 'Electric golf carts'} > ${vehicle.category}`;
}

export interface ProductJsonLdInput {
  vehicle: Vehicle;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of each image. */
  images: string[];
  seller: { name: string; url: string; telephone: string };
}

export function vehicleProductJsonLd({ vehicle, url, images, seller }: ProductJsonLdInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: vehicle.name,
    description: vehicle.description,
    sku: vehicle.id,
    category: productCategory(vehicle),
    brand: { '@type': 'Brand', name: vehicle.brand },
    ...(images.length > 0 ? { image: images } : {}),
    ...(vehicle.year ? { productionDate: String(vehicle.year) } : {}),
    additionalProperty: additionalProperties(vehicle),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.price.toFixed(2),
      priceCurrency: 'USD',
      availability: availabilityUrl(vehicle),
      itemCondition: conditionUrl(vehicle),
      seller: { '@type': 'AutoDealer', name: seller.name, url: seller.url, telephone: seller.telephone },
    },
  };
}
