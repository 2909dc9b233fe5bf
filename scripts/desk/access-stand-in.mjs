/**
 * A stand-in for Cloudflare Access on this machine, for `npm start` with the local staff sign-in and for the
 * tests: an RS256 key pair, the JWKS Access would publish at `<team domain>/cdn-cgi/access/certs`, and
 * assertions signed as Access signs them (issuer the team domain, audience the application's tag, `email`,
 * expiry). The desk functions check these exactly as they check Access's own (src/lib/desk/access.ts): only
 * the team domain and audience tag they are given differ.
 *
 * The key pair is made on first use and kept in `.wrangler/` (never committed), so a server that already
 * fetched the keys goes on trusting the next run's assertions.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname } from 'node:path';

export const STAND_IN_KEY_FILE = '.wrangler/access-stand-in/key.json';
export const CERTS_PATH = '/cdn-cgi/access/certs';

/**
 * @typedef {{ privateKey: CryptoKey, publicJwk: import('jose').JWK & { kid: string } }} StandInKeys
 */

/**
 * The stand-in's key pair: the one kept in `file`, else a new one (kept there when `file` is given; pass
 * null for a throw-away pair, as a forger's).
 * @param {string | null} [file]
 * @returns {Promise<StandInKeys>}
 */
export async function standInKeys(file = STAND_IN_KEY_FILE) {
  if (file && existsSync(file)) {
    const { d, p, q, dp, dq, qi, ...publicJwk } = JSON.parse(readFileSync(file, 'utf8'));
    const privateKey = /** @type {CryptoKey} */ (await importJWK({ ...publicJwk, d, p, q, dp, dq, qi }, 'RS256'));
    return { privateKey, publicJwk };
  }
  const pair = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(pair.publicKey)), alg: 'RS256', use: 'sig' };
  const kid = await calculateJwkThumbprint(publicJwk);
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ ...(await exportJWK(pair.privateKey)), alg: 'RS256', use: 'sig', kid }), { mode: 0o600 });
  }
  return { privateKey: pair.privateKey, publicJwk: { ...publicJwk, kid } };
}

/**
 * An assertion as Access signs it. `expiresIn` is seconds from `now` (negative: already expired); `kid`
 * overrides the key id (a forger names the real key's id).
 * @param {StandInKeys} keys
 * @param {{ issuer: string, audience: string, email?: string | undefined, expiresIn?: number, now?: Date, kid?: string, claims?: Record<string, unknown> }} options
 */
export function signAssertion(keys, { issuer, audience, email, expiresIn = 3600, now = new Date(), kid, claims = {} }) {
  const at = Math.floor(now.getTime() / 1000);
  return new SignJWT({ type: 'app', ...(email === undefined ? {} : { email }), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: kid ?? keys.publicJwk.kid })
    .setIssuer(issuer)
    .setAudience([audience])
    .setSubject(email ? `stand-in:${email}` : '')
    .setIssuedAt(at)
    .setNotBefore(at - 5)
    .setExpirationTime(at + expiresIn)
    .sign(keys.privateKey);
}

/** The JWKS body Access publishes (`keys`, as its certs endpoint answers). @param {StandInKeys} keys */
export const certsBody = (keys) => JSON.stringify({ keys: [keys.publicJwk] });

/**
 * Serves the JWKS at `http://127.0.0.1:<port>/cdn-cgi/access/certs`: the team domain of the tests (port 0: any free one).
 * @param {StandInKeys} keys
 * @param {number} port
 * @returns {Promise<{ teamDomain: string, close(): Promise<void> }>}
 */
export function serveCerts(keys, port) {
  const server = createServer((request, response) => {
    if (request.url === CERTS_PATH) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(certsBody(keys));
    } else response.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        teamDomain: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
