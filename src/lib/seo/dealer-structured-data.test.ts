import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealerJsonLd, type DealerSiteInput } from './dealer-structured-data';

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as DealerSiteInput;
const counties = JSON.parse(readFileSync('content/counties.json', 'utf8')) as { name: string }[];
const physical = site.locations.find((l) => l.type === 'physical')!;
const data = dealerJsonLd(site, counties);

describe('dealerJsonLd', () => {
  it('is an AutoDealer and a LocalBusiness named after the brand', () => {
    expect(data['@type']).toEqual(['AutoDealer', 'LocalBusiness']);
    expect(data['name']).toBe(site.brandName);
    expect(data['telephone']).toBe(site.phone.e164);
  });

  it('takes the showroom address and coordinates', () => {
    expect(data['address']).toMatchObject({ streetAddress: physical.address.street, addressRegion: 'DE' });
    expect(data['geo']).toMatchObject({ latitude: physical.coordinates.lat, longitude: physical.coordinates.lng });
  });

  it('serves Delaware and its counties only', () => {
    const names = (data['areaServed'] as { name: string }[]).map((a) => a.name);
    expect(names).toEqual(['Delaware', ...counties.map((c) => `${c.name}, Delaware`)]);
    expect(JSON.stringify(data)).not.toMatch(/Pennsylvania|Pocono|Scranton|Luzerne|New Jersey|Atlantic/);
  });

  it('states the structured-data hours of the config', () => {
    expect(data['openingHoursSpecification']).toEqual(
      site.hours.structuredData.map((h) => ({ '@type': 'OpeningHoursSpecification', ...h })),
    );
  });

  it.each([
    ['https://www.example.test', 'https://www.example.test/'],
    ['https://preview.example.test/', 'https://preview.example.test/'],
  ])('builds URLs on the base %s', (base, url) => {
    expect(dealerJsonLd(site, counties, base)['url']).toBe(url);
  });
});
