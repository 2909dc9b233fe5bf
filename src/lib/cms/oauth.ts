/**
 * GitHub sign-in for the content editor, through the site's own functions (functions/api/cms/): the
 * start sends the editor to GitHub with a random `state` kept in a short-lived cookie; the callback
 * accepts GitHub's answer only with that same state, trades the code for a token with the app's
 * secret, and hands the token to the editor's window with the handshake Decap and Sveltia CMS use
 * (`authorizing:github`, then `authorization:github:success:{…}`), to a window of this site only.
 */

export const PROVIDER = 'github';
export const DEFAULT_GITHUB_URL = 'https://github.com';
/** The cookie that carries the sign-in's state from the start to the callback. */
export const STATE_COOKIE = 'cms_oauth_state';
/** Where the functions live: the cookie is sent there only. */
const AUTH_PATH = '/api/cms';
/** The callback's path, which the GitHub OAuth app must have as its callback URL. */
export const CALLBACK_PATH = `${AUTH_PATH}/callback`;
/** A sign-in must come back within this many seconds. */
const STATE_MAX_AGE = 600;
/** The scopes the editor may ask for: the repository (private, or public only) and the profile. */
const SCOPES = new Set(['repo,user', 'public_repo,user']);

/** The scope to ask GitHub for: the editor's when it is one of ours, else full repository access. */
export function scopeFor(requested: string | null): string {
  return requested && SCOPES.has(requested) ? requested : 'repo,user';
}

/** GitHub's authorize address for this sign-in. */
export function authorizeUrl(input: { githubUrl: string; clientId: string; redirectUri: string; scope: string; state: string }): string {
  const url = new URL('/login/oauth/authorize', input.githubUrl);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', input.scope);
  url.searchParams.set('state', input.state);
  url.searchParams.set('allow_signup', 'false');
  return url.href;
}

/** GitHub's token address. */
export const tokenUrl = (githubUrl: string) => new URL('/login/oauth/access_token', githubUrl).href;

/** The state cookie (`maxAge` 0 clears it); `Secure` on HTTPS. */
export function stateCookie(value: string, secure: boolean, maxAge = STATE_MAX_AGE): string {
  return `${STATE_COOKIE}=${value}; Path=${AUTH_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Whether the state GitHub sent back is the one this browser started with (compared in constant time). */
export function stateMatches(returned: string | null, expected: string | undefined): boolean {
  if (!returned || !expected || returned.length !== expected.length || !/^[0-9a-f]{32,}$/.test(expected)) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= returned.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

export type SignInResult = { token: string } | { error: string; errorCode: string };

/** The message the editor's window reads: `authorization:github:<success|error>:<json>`. */
export function resultMessage(result: SignInResult): string {
  const ok = 'token' in result;
  const content = ok
    ? { provider: PROVIDER, token: result.token }
    : { provider: PROVIDER, error: result.error, errorCode: result.errorCode };
  return `authorization:${PROVIDER}:${ok ? 'success' : 'error'}:${JSON.stringify(content)}`;
}

/** A value written into a script, safe inside HTML (`<` escaped). */
const scriptLiteral = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page that ends the sign-in window: it answers the editor's window (only one of this site), and
 * says what happened for a window opened any other way. Its one script runs under the `nonce`.
 */
export function resultPage(result: SignInResult, nonce: string): string {
  const text = 'token' in result ? 'Signed in. This window closes by itself.' : `Sign-in failed: ${result.error}`;
  const script = `(() => {
  const origin = window.location.origin;
  const opener = window.opener;
  if (!opener) return;
  const message = ${scriptLiteral(resultMessage(result))};
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.data === ${scriptLiteral(`authorizing:${PROVIDER}`)}) opener.postMessage(message, origin);
  });
  opener.postMessage(${scriptLiteral(`authorizing:${PROVIDER}`)}, origin);
})();`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Content editor sign-in</title></head>
<body><p>${escapeHtml(text)}</p><script nonce="${nonce}">${script}</script></body>
</html>
`;
}

/** The headers of the result page: its script allowed by nonce alone, nothing cached, no referrer (the URL holds the code). */
export function resultHeaders(nonce: string, secure: boolean): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Set-Cookie': stateCookie('', secure, 0),
  };
}
