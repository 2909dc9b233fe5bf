import { describe, expect, it } from 'vitest';
import { packRequestOptions, unpackRequestOptions } from './packed-options';
import { requestOptions } from './request-options';
import { requestOptionsFixture } from './request-options.fixture';

describe('packRequestOptions / unpackRequestOptions', () => {
  it('gives back the request options it was given', () => {
    expect(unpackRequestOptions(packRequestOptions(requestOptionsFixture))).toEqual(requestOptionsFixture);
  });

  it('keeps names with the format’s own characters, quotes and markup', () => {
    const odd = requestOptions({
      timeZone: 'America/New_York',
      showroom: { city: 'Dover|~%', coordinates: { lat: 39.1855, lng: -75.5366 } },
      vehicles: [{ id: 'a', name: 'Cart "Max" | 100% ~ <b>&amp;</b> %7C', price: 9995, isNew: true, inStock: true }],
      rentalDelivery: { feePerMile: 6, freeWithinMiles: 10 },
      rentals: { fleets: [{ id: 'f', title: 'Six|Seater', deposit: 750, plans: [{ id: 'p', title: 'Week~ly', price: 93.34 }] }] },
      towns: [{ id: 't', name: 'Far~away', county: 'k', offersRentals: false, coordinates: { lat: 39.4855, lng: -75.5366 } }],
      countyNames: new Map([['k', 'Kent|County']]),
    });
    expect(unpackRequestOptions(packRequestOptions(odd))).toEqual(odd);
  });

  it('needs no escaping in an HTML attribute or a JSON string for plain names', () => {
    expect(packRequestOptions(requestOptionsFixture)).not.toMatch(/["'&<>\\]/);
  });
});
