import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { certsBody, signAssertion, standInKeys, type StandInKeys } from '../../../scripts/desk/access-stand-in.mjs';
import {
  accessConfig,
  checkAccess,
  KEYS_UNAVAILABLE,
  NO_STAFF_EMAIL,
  NOT_CONFIGURED,
  SIGN_IN_EXPIRED,
  SIGN_IN_NEEDED,
  SIGN_IN_REFUSED,
  type AccessConfig,
} from './access';

const config: AccessConfig = {
  issuer: 'https://dealer.cloudflareaccess.com',
  certsUrl: 'https://dealer.cloudflareaccess.com/cdn-cgi/access/certs',
  audience: '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2',
};
const NOW = new Date('2026-11-20T15:00:00Z');

let keys: StandInKeys;
let forger: StandInKeys;
let jwks: JWTVerifyGetKey;
beforeAll(async () => {
  keys = await standInKeys(null);
  forger = await standInKeys(null);
  jwks = createLocalJWKSet(JSON.parse(certsBody(keys)));
});

const signed = (overrides: Partial<Parameters<typeof signAssertion>[1]> = {}, by = () => keys) =>
  signAssertion(by(), { issuer: config.issuer, audience: config.audience, email: 'Anna@Dealer.example', now: NOW, ...overrides });

describe('checkAccess', () => {
  it.each<[string, () => Promise<string | null>, number, string]>([
    ['missing', async () => null, 401, SIGN_IN_NEEDED],
    ['empty', async () => '  ', 401, SIGN_IN_NEEDED],
    // Signed by another key under the real key's id: the signature does not verify.
    ['forged signature', () => signed({ kid: keys.publicJwk.kid }, () => forger), 403, SIGN_IN_REFUSED],
    ['a key the team does not publish', () => signed({}, () => forger), 403, SIGN_IN_REFUSED],
    ['wrong audience (another application of the team)', () => signed({ audience: 'another-application' }), 403, SIGN_IN_REFUSED],
    ['wrong issuer (another team)', () => signed({ issuer: 'https://elsewhere.cloudflareaccess.com' }), 403, SIGN_IN_REFUSED],
    ['expired', () => signed({ now: new Date(NOW.getTime() - 7200_000), expiresIn: 3600 }), 403, SIGN_IN_EXPIRED],
    ['not valid yet', () => signed({ now: new Date(NOW.getTime() + 3600_000) }), 403, SIGN_IN_REFUSED],
    ['no e-mail (a service token)', () => signed({ email: undefined }), 403, NO_STAFF_EMAIL],
    ['not a token', async () => 'not.a.token', 403, SIGN_IN_REFUSED],
    ['unsigned (alg none)', async () => `${btoa('{"alg":"none"}')}.${btoa('{"email":"x@y.z"}')}.`, 403, SIGN_IN_REFUSED],
  ])('%s -> %i', async (_name, token, status, error) => {
    expect(await checkAccess(await token(), config, jwks, NOW)).toEqual({ ok: false, status, error });
  });

  it('valid -> the staff member, by lower-case e-mail', async () => {
    expect(await checkAccess(await signed(), config, jwks, NOW)).toEqual({ ok: true, staff: { email: 'anna@dealer.example' } });
  });

  it('keys that cannot be fetched -> 503, nothing decided', async () => {
    const down: JWTVerifyGetKey = () => Promise.reject(new TypeError('fetch failed'));
    expect(await checkAccess(await signed(), config, down, NOW)).toEqual({ ok: false, status: 503, error: KEYS_UNAVAILABLE });
  });
});

describe('accessConfig', () => {
  it.each<[string | undefined, string | undefined, ReturnType<typeof accessConfig>]>([
    [
      'https://dealer.cloudflareaccess.com',
      ' aud ',
      {
        ok: true,
        config: {
          issuer: 'https://dealer.cloudflareaccess.com',
          certsUrl: 'https://dealer.cloudflareaccess.com/cdn-cgi/access/certs',
          audience: 'aud',
        },
      },
    ],
    [
      'dealer.cloudflareaccess.com/',
      'aud',
      {
        ok: true,
        config: {
          issuer: 'https://dealer.cloudflareaccess.com',
          certsUrl: 'https://dealer.cloudflareaccess.com/cdn-cgi/access/certs',
          audience: 'aud',
        },
      },
    ],
    // The local stand-in: plain http on a loopback address only.
    [
      'http://127.0.0.1:9183',
      'local',
      { ok: true, config: { issuer: 'http://127.0.0.1:9183', certsUrl: 'http://127.0.0.1:9183/cdn-cgi/access/certs', audience: 'local' } },
    ],
    [
      'http://dealer.cloudflareaccess.com',
      'aud',
      { ok: false, error: 'ACCESS_TEAM_DOMAIN must be an https address: http://dealer.cloudflareaccess.com' },
    ],
    ['', 'aud', { ok: false, error: NOT_CONFIGURED }],
    ['https://dealer.cloudflareaccess.com', undefined, { ok: false, error: NOT_CONFIGURED }],
    ['https://exa mple', 'aud', { ok: false, error: 'ACCESS_TEAM_DOMAIN is not a domain: https://exa mple' }],
  ])('%j, %j', (domain, aud, expected) => {
    expect(accessConfig(domain, aud)).toEqual(expected);
  });
});
