/**
 * The desk's test identity: assertions signed by the stand-in for Cloudflare Access (the key pair of
 * access-setup.ts), sent as Access sends them, in the `Cf-Access-Jwt-Assertion` header of every request of a
 * browser context or API client.
 */
import { request as apiRequest, type Browser, type BrowserContext } from '@playwright/test';
import { signAssertion, standInKeys } from '../../../scripts/desk/access-stand-in.mjs';
import { ACCESS, DESK_URL } from '../../../playwright.config';

export const ASSERTION_HEADER = 'Cf-Access-Jwt-Assertion';

/** A signed-in staff member's assertion. */
export async function assertionFor(email: string, overrides: { audience?: string; expiresIn?: number } = {}): Promise<string> {
  return signAssertion(await standInKeys(), { issuer: ACCESS.teamDomain, audience: ACCESS.audience, email, ...overrides });
}

/** A browser context signed in as `email` on the desk's server. */
export async function staffContext(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: DESK_URL, viewport, extraHTTPHeaders: { [ASSERTION_HEADER]: await assertionFor(email) } });
}

/** An API client signed in as `email` (its writes name the desk's own origin, as the desk's page does). */
export async function staffApi(email: string) {
  return apiRequest.newContext({
    baseURL: DESK_URL,
    extraHTTPHeaders: { [ASSERTION_HEADER]: await assertionFor(email), Origin: DESK_URL },
  });
}
