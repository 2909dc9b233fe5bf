/**
 * Who may use the dealer's desk: staff signed in through Cloudflare Access. Access sits in front of `/desk`
 * and `/api/desk` and hands each request it lets through a signed JSON Web Token in the
 * `Cf-Access-Jwt-Assertion` header. A header alone proves nothing (anyone can send one), so every desk
 * function checks the token itself:
 * - its RS256 signature against the keys the Access team publishes (`<team domain>/cdn-cgi/access/certs`);
 * - its audience: the Access application's audience tag (a token for another application of the team is refused);
 * - its issuer: the team domain; its expiry and not-before times;
 * - that it names a person (`email`): a service token names none.
 * No assertion is 401 (sign in); one that fails any check is 403; keys that cannot be fetched are 503.
 * Locally and in the tests a key pair and JWKS made on this machine stand in for Access
 * (scripts/desk/access-stand-in.mjs); the check is the same.
 */
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export const ASSERTION_HEADER = 'Cf-Access-Jwt-Assertion';
/** Where an Access team publishes its signing keys, under its team domain. */
export const CERTS_PATH = '/cdn-cgi/access/certs';

export interface AccessConfig {
  /** The team domain as an origin (`https://<team>.cloudflareaccess.com`): the tokens' issuer. */
  issuer: string;
  /** The team's JWKS. */
  certsUrl: string;
  /** The Access application's audience tag. */
  audience: string;
}

export const NOT_CONFIGURED =
  "The desk's sign-in is not set up: set ACCESS_TEAM_DOMAIN and ACCESS_AUD (README, Signing in (Cloudflare Access))";

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The check's settings from the environment: ACCESS_TEAM_DOMAIN (`https://<team>.cloudflareaccess.com`, or the
 * bare host) and ACCESS_AUD. The team domain must be https; only a loopback address (the local stand-in) may
 * be plain http.
 */
export function accessConfig(
  teamDomain: string | undefined,
  audience: string | undefined,
): { ok: true; config: AccessConfig } | { ok: false; error: string } {
  const domain = teamDomain?.trim() ?? '';
  const aud = audience?.trim() ?? '';
  if (!domain || !aud) return { ok: false, error: NOT_CONFIGURED };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`);
  } catch {
    return { ok: false, error: `ACCESS_TEAM_DOMAIN is not a domain: ${domain}` };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return { ok: false, error: `ACCESS_TEAM_DOMAIN must be an https address: ${domain}` };
  }
  return { ok: true, config: { issuer: url.origin, certsUrl: `${url.origin}${CERTS_PATH}`, audience: aud } };
}

export interface Staff {
  /** The signed-in person's e-mail address, lower-case: who changed what, in the desk's history. */
  email: string;
}

export type AccessCheck = { ok: true; staff: Staff } | { ok: false; status: 401 | 403 | 503; error: string };

export const SIGN_IN_NEEDED = 'Sign in to use the desk';
export const SIGN_IN_EXPIRED = 'Your sign-in has expired: reload the page to sign in again';
export const SIGN_IN_REFUSED = 'This sign-in is not valid for the desk';
export const NO_STAFF_EMAIL = 'This sign-in names no person: the desk needs a staff sign-in';
export const KEYS_UNAVAILABLE = 'The sign-in could not be checked right now: please try again in a minute';

/**
 * Checks an assertion (the header's value, or null) with the team's keys. `now` is for tests; the real check
 * reads the clock. Any failure of the token itself is 403 with one message (which check failed is logged by
 * the caller, not told to the client).
 */
export async function checkAccess(assertion: string | null, config: AccessConfig, keys: JWTVerifyGetKey, now?: Date): Promise<AccessCheck> {
  const token = assertion?.trim();
  if (!token) return { ok: false, status: 401, error: SIGN_IN_NEEDED };
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
      ...(now ? { currentDate: now } : {}),
    });
    const email = typeof payload['email'] === 'string' ? payload['email'].trim().toLowerCase() : '';
    if (!email) return { ok: false, status: 403, error: NO_STAFF_EMAIL };
    return { ok: true, staff: { email } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, status: 403, error: SIGN_IN_EXPIRED };
    // The keys could not be had (the team domain down, no JSON there, a malformed key set; jose's generic
    // error is its "no 200 OK" and "not JSON" of the key set): nothing was decided about the token.
    const unavailable =
      !(error instanceof errors.JOSEError) ||
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      error.code === 'ERR_JOSE_GENERIC';
    if (unavailable) {
      return { ok: false, status: 503, error: KEYS_UNAVAILABLE };
    }
    return { ok: false, status: 403, error: SIGN_IN_REFUSED };
  }
}
