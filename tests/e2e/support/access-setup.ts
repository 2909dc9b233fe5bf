/**
 * Playwright's global setup: the stand-in for Cloudflare Access that the desk's server checks sign-ins against.
 * It serves the JWKS of the tests' key pair (made once, kept in .wrangler/) on ACCESS_PORT for the whole run;
 * the desk spec signs its staff's assertions with the same pair (./desk.ts).
 */
import { serveCerts, standInKeys } from '../../../scripts/desk/access-stand-in.mjs';
import { ACCESS_PORT } from '../../../playwright.config';

export default async function accessStandIn(): Promise<() => Promise<void>> {
  const certs = await serveCerts(await standInKeys(), ACCESS_PORT);
  return () => certs.close();
}
