/** GET /api/vehicles and /api/vehicles/{id}, called with real Requests. */
import { describe, expect, it } from 'vitest';
import { onRequest as one } from '../../../functions/api/vehicles/[id]';
import { onRequest as list } from '../../../functions/api/vehicles/index';
import { VEHICLES_CACHE_CONTROL } from '../../../functions/_lib/cacheable';
import { assets, contentCatalogue, invocation, NO_MAILER, ORIGIN } from './support/harness';

const catalogue = contentCatalogue();
const noDb = {} as D1Database; // the vehicle endpoints never touch D1
const env = (fetcher: Fetcher = assets()): Env => ({ DB: noDb, ASSETS: fetcher, CONTACT_RATE_LIMIT: '5', MAILER: NO_MAILER });

const getList = (e: Env, init: RequestInit = {}) => list(invocation(new Request(`${ORIGIN}/api/vehicles`, init), e).context);
const getOne = (e: Env, id: string, init: RequestInit = {}) =>
  one(invocation(new Request(`${ORIGIN}/api/vehicles/${encodeURIComponent(id)}`, init), e, { id }).context);

describe('GET /api/vehicles', () => {
  it('answers the whole catalogue from content, as JSON, cacheable, with an ETag', async () => {
    const res = await getList(env());
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(VEHICLES_CACHE_CONTROL);
    expect(res.headers.get('Cache-Control')).toMatch(/\bpublic\b/);
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]{32}"$/);
    const body = (await res.json()) as typeof catalogue;
    expect(body).toEqual(catalogue);
    expect(body.length).toBeGreaterThan(0);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const e = env();
    const etag = (await getList(e)).headers.get('ETag')!;
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await getList(e, { headers: { 'If-None-Match': header } });
      expect(res.status, header).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('ETag')).toBe(etag);
      expect(res.headers.get('Cache-Control')).toBe(VEHICLES_CACHE_CONTROL);
    }
  });

  it('answers 200 to a stale If-None-Match', async () => {
    const res = await getList(env(), { headers: { 'If-None-Match': '"stale"' } });
    expect(res.status).toBe(200);
  });

  it('changes the ETag when the catalogue changes', async () => {
    const a = (await getList(env())).headers.get('ETag');
    const changed = catalogue.map((v, i) => (i === 0 ? { ...v, price: Number(v['price']) + 1 } : v));
    const b = (await getList(env(assets(changed)))).headers.get('ETag');
    expect(b).not.toBe(a);
  });

  it('reads the catalogue asset once per deployment, not once per request', async () => {
    const fetcher = assets();
    const e = env(fetcher);
    await getList(e);
    await getList(e);
    await getOne(e, catalogue[0]!.id);
    expect(fetcher.calls).toBe(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
    const res = await getList(env(), { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers HEAD like GET', async () => {
    const res = await getList(env(), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"/);
  });

  it('answers 503 with JSON when the catalogue asset is missing, then recovers', async () => {
    let broken = true;
    const fetcher = {
      ...assets(),
      fetch: (input: RequestInfo | URL) => (broken ? Promise.resolve(new Response('nope', { status: 404 })) : assets().fetch(input)),
    };
    const e = env(fetcher);
    const res = await getList(e);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Vehicle catalogue unavailable' });
    broken = false;
    expect((await getList(e)).status).toBe(200);
  });
});

describe('GET /api/vehicles/{id}', () => {
  it.each(catalogue.map((v) => v.id))('answers %s exactly as in content', async (id) => {
    const res = await getOne(env(), id);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(VEHICLES_CACHE_CONTROL);
    expect(await res.json()).toEqual(catalogue.find((v) => v.id === id));
  });

  it('gives each vehicle its own ETag and answers 304 to it', async () => {
    const e = env();
    const [a, b] = catalogue;
    const etagA = (await getOne(e, a!.id)).headers.get('ETag')!;
    const etagB = (await getOne(e, b!.id)).headers.get('ETag')!;
    expect(etagA).not.toBe(etagB);
    expect((await getOne(e, a!.id, { headers: { 'If-None-Match': etagA } })).status).toBe(304);
    expect((await getOne(e, a!.id, { headers: { 'If-None-Match': etagB } })).status).toBe(200);
  });

  it.each(['no-such-cart', 'DENAGO-EV-CITY', '../index', '<script>', ''])('answers 404 Vehicle not found for %j', async (id) => {
    const res = await getOne(env(), id);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ error: 'Vehicle not found' });
  });

  it('answers POST with 405 and Allow', async () => {
    const res = await getOne(env(), catalogue[0]!.id, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });
});
