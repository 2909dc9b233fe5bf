import { describe, expect, it } from 'vitest';
import { availabilityUrl, conditionUrl, motorType, pageAvailability, productCategory, vehicleProductJsonLd } from './structured-data';
import type { Vehicle } from '../../schemas/vehicle';

describe('availability and condition tell the truth', () => {
  it.each([
    [{ isNew: true, inStock: true }, 'https://schema.org/InStock', 'https://schema.org/NewCondition'],
    [{ isNew: false, inStock: true }, 'https://schema.org/InStock', 'https://schema.org/UsedCondition'],
    [{ isNew: false, inStock: false }, 'https://schema.org/OutOfStock', 'https://schema.org/UsedCondition'],
    [{ isNew: true, inStock: false }, 'https://schema.org/OutOfStock', 'https://schema.org/NewCondition'],
    [{ isNew: true, inStock: false, status: 'sold' as const }, 'https://schema.org/OutOfStock', 'https://schema.org/NewCondition'],
    [{ isNew: false, inStock: true, status: 'on-hold' as const }, 'https://schema.org/Reserved', 'https://schema.org/UsedCondition'],
    [{ isNew: false, inStock: true, status: 'available' as const }, 'https://schema.org/InStock', 'https://schema.org/UsedCondition'],
  ])('%j', (v, availability, condition) => {
    expect(availabilityUrl(v)).toBe(availability);
    expect(conditionUrl(v)).toBe(condition);
  });
});

describe('vehicleProductJsonLd', () => {
  const vehicle: Vehicle = {
    id: 'preowned-x',
    name: 'Pre-owned X',
    brand: 'Denago',
    category: 'EV Nomad',
    price: 6295,
    description: 'Used cart.',
    year: 2022,
    specifications: {
      topSpeed: '25 mph',
      range: '40 miles',
      seatingCapacity: 4,
      batteryType: '48V Lithium',
      chargingTime: '',
      payload: '',
    },
    features: [],
    inStock: false,
    isNew: false,
    streetLegal: false,
  };
  const ld = vehicleProductJsonLd({
    vehicle,
    url: 'https://example.test/vehicles/preowned-x',
    images: ['https://example.test/images/vehicles/preowned-x.png'],
    seller: { name: 'Dealer', url: 'https://example.test', telephone: '+18885550142' },
  }) as Record<string, unknown> & { offers: Record<string, unknown> };

  it.each([
    ['@type', 'Product'],
    ['name', 'Pre-owned X'],
    ['sku', 'preowned-x'],
    ['productionDate', '2022'],
  ])('%s', (key, value) => expect(ld[key]).toBe(value));

  it('offer with price, currency and the real state', () => {
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '6295.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
  });

  it('seating capacity, motor type and street use as additional properties, with their labels', () => {
    expect(ld['additionalProperty']).toEqual([
      { '@type': 'PropertyValue', name: 'Seating Capacity', value: 4 },
      { '@type': 'PropertyValue', name: 'Motor Type', value: 'Electric motor, 48V Lithium battery' },
      { '@type': 'PropertyValue', name: 'Street Legal', value: false },
    ]);
  });

  it.each([
    [false, 'Electric golf carts > EV Nomad'],
    [true, 'Low-speed vehicles (street-legal) > EV Nomad'],
  ])('street-legal %s: category %s', (streetLegal, category) => {
    expect(productCategory({ category: 'EV Nomad', streetLegal })).toBe(category);
    const lsv = vehicleProductJsonLd({
      vehicle: { ...vehicle, streetLegal },
      url: 'u',
      images: [],
      seller: { name: 'D', url: 'u', telephone: 't' },
    });
    expect(lsv).toMatchObject({
      category,
      additionalProperty: expect.arrayContaining([{ '@type': 'PropertyValue', name: 'Street Legal', value: streetLegal }]),
    });
  });

  it('lists the pictures it is given', () => {
    expect(ld['image']).toEqual(['https://example.test/images/vehicles/preowned-x.png']);
  });
});

describe('motorType', () => {
  it.each([
    ['72V Lithium', 'Electric motor, 72V Lithium battery'],
    ['48V AGM', 'Electric motor, 48V AGM battery'],
  ])('%s -> %s', (batteryType, expected) => expect(motorType({ batteryType })).toBe(expected));
});

describe('pageAvailability', () => {
  it.each([
    [{ isNew: true, inStock: true }, 'in stock'],
    [{ isNew: false, inStock: false }, 'out of stock'],
    [{ isNew: false, inStock: true, status: 'on-hold' as const }, 'out of stock'],
    [{ isNew: true, inStock: false, status: 'sold' as const }, 'out of stock'],
  ])('%j -> %s', (v, text) => expect(pageAvailability(v)).toBe(text));
});
