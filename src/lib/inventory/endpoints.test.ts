import { describe, expect, it } from 'vitest';
import { VEHICLES_ENDPOINT, vehicleEndpoint } from './endpoints';

describe('vehicle endpoints', () => {
  it('list', () => expect(VEHICLES_ENDPOINT).toBe('/api/vehicles'));
  it.each([
    ['denago-ev-city', '/api/vehicles/denago-ev-city'],
    ['a/b?c', '/api/vehicles/a%2Fb%3Fc'],
  ])('%s -> %s', (id, path) => expect(vehicleEndpoint(id)).toBe(path));
});
