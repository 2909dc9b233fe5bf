import { describe, expect, it } from 'vitest';
import { CROSS_SITE_ERROR, crossSiteRefusal } from './origin';

const URL_ = 'https://www.firststategolfcarts.com/api/contact';

describe('crossSiteRefusal', () => {
  it.each([
    // [origin, Sec-Fetch-Site, refused?]
    ['https://www.firststategolfcarts.com', 'same-origin', false],
    ['https://www.firststategolfcarts.com', null, false],
    ['HTTPS://WWW.FirstStateGolfCarts.com', null, false],
    ['https://www.firststategolfcarts.com:443', null, false],
    [null, null, false], // curl, a server: not a browser acting for a visitor
    [null, 'none', false],
    [null, 'same-origin', false],
    ['https://evil.example', 'cross-site', true],
    ['https://evil.example', null, true],
    [null, 'cross-site', true],
    [null, 'Cross-Site', true],
    ['https://firststategolfcarts.com', 'same-site', true], // another host of the same site is another origin
    ['https://blog.firststategolfcarts.com', null, true],
    ['http://www.firststategolfcarts.com', null, true], // plain http is another origin
    ['https://www.firststategolfcarts.com:8443', null, true],
    ['null', null, true],
    ['not a url', null, true],
    ['', null, true],
  ])('Origin %j, Sec-Fetch-Site %j: refused %s', (origin, secFetchSite, refused) => {
    expect(crossSiteRefusal({ origin, secFetchSite }, URL_)).toBe(refused ? CROSS_SITE_ERROR : null);
  });

  it('compares with the origin the request reached, not a fixed site', () => {
    const local = 'http://127.0.0.1:8788/api/contact';
    expect(crossSiteRefusal({ origin: 'http://127.0.0.1:8788', secFetchSite: 'same-origin' }, local)).toBeNull();
    expect(crossSiteRefusal({ origin: 'http://localhost:8788', secFetchSite: null }, local)).toBe(CROSS_SITE_ERROR);
  });
});
