import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  cookieValue,
  resultHeaders,
  resultMessage,
  resultPage,
  scopeFor,
  stateCookie,
  stateMatches,
  STATE_COOKIE,
  tokenUrl,
} from './oauth';

const STATE = 'a'.repeat(32);

describe('scopeFor', () => {
  it.each([
    [null, 'repo,user'],
    ['repo,user', 'repo,user'],
    ['public_repo,user', 'public_repo,user'],
    ['admin:org,repo', 'repo,user'],
  ])('%s -> %s', (requested, scope) => expect(scopeFor(requested)).toBe(scope));
});

describe('GitHub addresses', () => {
  it('sends the editor to GitHub with the app, the callback, the scope and the state', () => {
    const url = new URL(
      authorizeUrl({
        githubUrl: 'https://github.com',
        clientId: 'app',
        redirectUri: 'https://site.example/api/cms/callback',
        scope: 'repo,user',
        state: STATE,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://site.example/api/cms/callback',
      scope: 'repo,user',
      state: STATE,
      allow_signup: 'false',
    });
  });

  it('trades the code at GitHub (or the address set in its place)', () => {
    expect(tokenUrl('https://github.com')).toBe('https://github.com/login/oauth/access_token');
    expect(tokenUrl('http://127.0.0.1:9203')).toBe('http://127.0.0.1:9203/login/oauth/access_token');
  });
});

describe('the state cookie', () => {
  it('is read by /api/cms only, by the server only, for ten minutes, Secure on HTTPS', () => {
    expect(stateCookie(STATE, true)).toBe(`${STATE_COOKIE}=${STATE}; Path=/api/cms; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
    expect(stateCookie('', false, 0)).toBe(`${STATE_COOKIE}=; Path=/api/cms; Max-Age=0; HttpOnly; SameSite=Lax`);
  });

  it.each([
    ['theme=dark; cms_oauth_state=abc; x=1', 'abc'],
    ['cms_oauth_state=a=b', 'a=b'],
    ['other=1', undefined],
    [null, undefined],
  ])('%s -> %s', (header, value) => expect(cookieValue(header, STATE_COOKIE)).toBe(value));

  it.each<[string | null, string | undefined, boolean]>([
    [STATE, STATE, true],
    ['b'.repeat(32), STATE, false],
    [STATE, undefined, false],
    [null, STATE, false],
    ['', '', false],
    ['short', 'short', false],
  ])('GitHub sent %s, the cookie holds %s: %s', (returned, expected, ok) => expect(stateMatches(returned, expected)).toBe(ok));
});

describe('the answer to the editor window', () => {
  it('carries the token, or the error and its code', () => {
    expect(resultMessage({ token: 'gho_1' })).toBe('authorization:github:success:{"provider":"github","token":"gho_1"}');
    expect(resultMessage({ error: 'No', errorCode: 'CSRF_DETECTED' })).toBe(
      'authorization:github:error:{"provider":"github","error":"No","errorCode":"CSRF_DETECTED"}',
    );
  });

  it('answers a window of this site only, in a script allowed by its nonce', () => {
    const page = resultPage({ token: 'gho_1' }, 'n0nce');
    expect(page).toContain('<script nonce="n0nce">');
    expect(page).toContain('event.origin === origin');
    expect(page).toContain('opener.postMessage(message, origin)');
    expect(page).not.toContain("'*'");
  });

  it('cannot be broken out of by what GitHub or a visitor sends', () => {
    const page = resultPage({ error: '</script><script>alert(1)</script>', errorCode: 'X' }, 'n');
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('&#60;/script&#62;');
  });

  it('is never cached, sends no referrer, allows its own script only, and clears the state', () => {
    const headers = resultHeaders('n', true);
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'nonce-n'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers).toMatchObject({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    expect(headers['Set-Cookie']).toContain('Max-Age=0');
  });
});
