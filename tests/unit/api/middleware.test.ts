/** The /api/* middleware: security headers on every answer, HEAD without a body, JSON for a bug. */
import { describe, expect, it, vi } from 'vitest';
import { onRequest as catchAll } from '../../../functions/api/[[path]]';
import { onRequest as middleware } from '../../../functions/api/_middleware';
import { API_HEADERS } from '../../../functions/_lib/respond';
import { assets, invocation, NO_MAILER, ORIGIN } from './support/harness';

const env: Env = {
  DB: {} as D1Database,
  ASSETS: assets(),
  CONTACT_RATE_LIMIT: '5',
  MAILER: NO_MAILER,
  ACCESS_TEAM_DOMAIN: '',
  ACCESS_AUD: '',
};
const run = (method: string, next: () => Promise<Response>) =>
  middleware(invocation(new Request(`${ORIGIN}/api/x`, { method }), env, {}, next).context);

describe('api middleware', () => {
  it('adds every security header, keeping ones the function set', async () => {
    const res = await run('GET', async () => new Response('{}', { headers: { 'Content-Security-Policy': "default-src 'self'" } }));
    for (const [name, value] of Object.entries(API_HEADERS)) {
      if (name !== 'Content-Security-Policy') expect(res.headers.get(name), name).toBe(value);
    }
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(await res.text()).toBe('{}');
  });

  it('sends no body for HEAD', async () => {
    const res = await run('HEAD', async () => new Response('{"a":1}', { status: 200, headers: { ETag: '"x"' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBe('"x"');
    expect(await res.text()).toBe('');
  });

  it('turns an unexpected exception into a JSON answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await run('GET', async () => {
      throw new Error('bug');
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal error' });
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    error.mockRestore();
  });
});

describe('unknown /api paths', () => {
  it('answer a JSON 404', async () => {
    const res = await catchAll(invocation(new Request(`${ORIGIN}/api/nothing-here`), env).context);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});
