import { describe, expect, it } from 'vitest';
import { sameOriginWrite } from './same-origin';

const URL_ = 'https://www.dealer.example/api/desk/stock/cart';

describe('sameOriginWrite', () => {
  it.each<[string | null, string | null, boolean]>([
    ['https://www.dealer.example', 'same-origin', true],
    ['https://www.dealer.example', null, true],
    // No origin: not the desk's page (curl, a server, a privacy-stripped request).
    [null, null, false],
    [null, 'same-origin', false],
    ['null', null, false],
    ['https://evil.example', 'cross-site', false],
    ['https://evil.example', null, false],
    ['https://dealer.example', 'same-site', false],
    ['http://www.dealer.example', null, false],
    ['https://www.dealer.example', 'cross-site', false],
    ['not a url', null, false],
  ])('Origin %s, Sec-Fetch-Site %s -> %s', (origin, secFetchSite, allowed) => {
    expect(sameOriginWrite({ origin, secFetchSite }, URL_)).toBe(allowed);
  });
});
