/**
 * The content editor's GitHub sign-in functions: the start sends the editor to GitHub with a fresh
 * state in a cookie; the callback takes GitHub's answer only with that state, and trades the code for
 * a token with the app's secret. GitHub itself is a stubbed fetch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequestGet as start } from '../../../functions/api/cms/auth';
import { onRequestGet as callback } from '../../../functions/api/cms/callback';
import { assets, handle, NO_MAILER, ORIGIN } from './support/harness';

const notSetUp: Env = {
  DB: {} as D1Database,
  ASSETS: assets(),
  MAILER: NO_MAILER,
  CONTACT_RATE_LIMIT: '5',
  ACCESS_TEAM_DOMAIN: '',
  ACCESS_AUD: '',
};
const app: Env = { ...notSetUp, GITHUB_CLIENT_ID: 'app-id', GITHUB_CLIENT_SECRET: 'app-secret' };

async function signInStart(env = app, query = '?provider=github&site_id=www.example&scope=repo,user') {
  const res = await handle(start, new Request(`${ORIGIN}/api/cms/auth${query}`), env);
  const cookie = res.headers.get('Set-Cookie') ?? '';
  const state = /cms_oauth_state=([0-9a-f]+)/.exec(cookie)?.[1];
  return { res, cookie, state };
}

const back = (query: string, cookie?: string, env = app) =>
  handle(callback, new Request(`${ORIGIN}/api/cms/callback${query}`, { headers: cookie ? { Cookie: cookie } : {} }), env);

afterEach(() => vi.unstubAllGlobals());

describe('GET /api/cms/auth', () => {
  it('sends the editor to GitHub with the app, the callback and a fresh state kept in a cookie', async () => {
    const { res, cookie, state } = await signInStart();
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('app-id');
    expect(location.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/cms/callback`);
    expect(location.searchParams.get('state')).toBe(state);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toMatch(/Path=\/api\/cms; Max-Age=600; HttpOnly; SameSite=Lax; Secure/);
    const second = await signInStart();
    expect(second.state).not.toBe(state);
  });

  it('goes to the GitHub address set in GITHUB_OAUTH_URL (GitHub Enterprise, or a stand-in)', async () => {
    const { res } = await signInStart({ ...app, GITHUB_OAUTH_URL: 'http://127.0.0.1:9203' });
    expect(res.headers.get('Location')).toMatch(/^http:\/\/127\.0\.0\.1:9203\/login\/oauth\/authorize\?/);
  });

  it('says so, without a redirect, when the app secrets are not set', async () => {
    const { res, state } = await signInStart(notSetUp);
    expect(res.status).toBe(503);
    expect(state).toBeUndefined();
    expect(await res.text()).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET');
  });

  it('offers GitHub only', async () => {
    const { res } = await signInStart(app, '?provider=gitlab');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/cms/callback', () => {
  it('trades the code for a token with the app secret and hands it to the editor window', async () => {
    const github = vi.fn(async () => Response.json({ access_token: 'gho_token', token_type: 'bearer' }));
    vi.stubGlobal('fetch', github);
    const { state, cookie } = await signInStart();
    const res = await back(`?code=abc&state=${state}`, cookie.split(';')[0]);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('authorization:github:success:{\\"provider\\":\\"github\\",\\"token\\":\\"gho_token\\"}');
    const nonce = /nonce="([0-9a-f]+)"/.exec(page)?.[1];
    expect(res.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`);
    expect(res.headers.get('Set-Cookie')).toContain('Max-Age=0');
    expect(github).toHaveBeenCalledOnce();
    const [url, init] = github.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://github.com/login/oauth/access_token');
    expect(JSON.parse(String(init.body))).toEqual({
      client_id: 'app-id',
      client_secret: 'app-secret',
      code: 'abc',
      redirect_uri: `${ORIGIN}/api/cms/callback`,
    });
  });

  it.each<[string, (state: string) => [query: string, cookie: string | undefined]]>([
    ['no state cookie', (state) => [`?code=abc&state=${state}`, undefined]],
    ['another state', (state) => [`?code=abc&state=${'f'.repeat(32)}`, `cms_oauth_state=${state}`]],
    ['no state', (state) => ['?code=abc', `cms_oauth_state=${state}`]],
  ])('refuses an answer with %s, without asking GitHub', async (_name, make) => {
    const github = vi.fn();
    vi.stubGlobal('fetch', github);
    const { state } = await signInStart();
    const [query, cookie] = make(state!);
    const res = await back(query, cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('CSRF_DETECTED');
    expect(github).not.toHaveBeenCalled();
  });

  it('says what GitHub said when it gives no token', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }),
    );
    const { state, cookie } = await signInStart();
    const res = await back(`?code=old&state=${state}`, cookie.split(';')[0]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The code passed is incorrect or expired.');
  });

  it('says GitHub could not be reached rather than failing', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('network down');
    });
    const { state, cookie } = await signInStart();
    const res = await back(`?code=abc&state=${state}`, cookie.split(';')[0]);
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('TOKEN_REQUEST_FAILED');
  });
});
