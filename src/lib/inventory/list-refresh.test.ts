import { describe, expect, it } from 'vitest';
import { inventoryErrorText, listErrorMessage } from './list-refresh';

describe('the list error texts', () => {
  it.each([
    [500, 'Error loading vehicles: Failed to fetch vehicles: 500'],
    [503, 'Error loading vehicles: Failed to fetch vehicles: 503'],
    [undefined, 'Error loading vehicles: Failed to fetch vehicles: network error'],
  ])('%s -> %s', (status, text) => expect(inventoryErrorText(listErrorMessage(status))).toBe(text));
});
