/** GET /api/vehicles and /api/vehicles/{id}, called with real Requests, over a real local D1 (the live stock). */
import { describe, expect, it } from 'vitest';
import { onRequest as one } from '../../../functions/api/vehicles/[id]';
import { onRequest as list } from '../../../functions/api/vehicles/index';
import { VEHICLES_CACHE_CONTROL } from '../../../functions/_lib/cacheable';
import { assets, contentCatalogue, invocation, makeEnv, ORIGIN, withTestDb } from './support/harness';

const catalogue = contentCatalogue();
const testDb = withTestDb();
const env = (fetcher: Fetcher = assets()): Env => makeEnv(testDb.db, { ASSETS: fetcher });

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

describe('live stock: the desk state merged over the catalogue', () => {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/New_York' });
  const laterDay = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const preowned = catalogue.find((v) => v['isNew'] === false && v['inStock'] === true)!;
  const fresh = catalogue.find((v) => v['isNew'] === true)!;

  const setStock = (vehicleId: string, status: string, holdUntil: string | null = null) =>
    testDb.db
      .prepare(
        `INSERT INTO vehicle_stock (vehicle_id, status, hold_until, version, changed_by, changed_at) VALUES (?1, ?2, ?3, 1, 'staff@dealer.example', ?4)
         ON CONFLICT (vehicle_id) DO UPDATE SET status = excluded.status, hold_until = excluded.hold_until, version = version + 1`,
      )
      .bind(vehicleId, status, holdUntil, new Date().toISOString())
      .run();

  it('answers a cart marked sold as sold, in the list and alone, with new ETags', async () => {
    const e = env();
    const listBefore = (await getList(e)).headers.get('ETag')!;
    const oneBefore = (await getOne(e, fresh.id)).headers.get('ETag')!;
    await setStock(fresh.id, 'sold');
    const listed = await getList(e, { headers: { 'If-None-Match': listBefore } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('ETag')).not.toBe(listBefore);
    const body = (await listed.json()) as Record<string, unknown>[];
    expect(body.find((v) => v['id'] === fresh.id)).toEqual({ ...fresh, status: 'sold', inStock: false });
    // Every other record as built.
    expect(body.filter((v) => v['id'] !== fresh.id)).toEqual(catalogue.filter((v) => v.id !== fresh.id));
    const alone = await getOne(e, fresh.id, { headers: { 'If-None-Match': oneBefore } });
    expect(alone.status).toBe(200);
    expect(await alone.json()).toMatchObject({ status: 'sold', inStock: false });
    // Another cart's record and ETag are untouched.
    const other = catalogue.find((v) => v.id !== fresh.id)!;
    expect((await getOne(env(), other.id)).status).toBe(200);
  });

  it('answers a cart on hold with its last day, and as available once the hold has ended', async () => {
    await setStock(preowned.id, 'on-hold', laterDay(3));
    expect(await (await getOne(env(), preowned.id)).json()).toMatchObject({ status: 'on-hold', holdUntil: laterDay(3), inStock: true });
    await setStock(preowned.id, 'on-hold', laterDay(-1));
    const ended = (await (await getOne(env(), preowned.id)).json()) as Record<string, unknown>;
    expect(ended).toEqual(preowned);
  });

  it('gives back the build ETag when the live state is the build one again', async () => {
    const e = env();
    const built = (await getList(e)).headers.get('ETag')!;
    await setStock(preowned.id, 'sold');
    expect((await getList(e)).headers.get('ETag')).not.toBe(built);
    await setStock(preowned.id, 'available');
    const again = await getList(e, { headers: { 'If-None-Match': built } });
    expect(again.status).toBe(304);
  });

  it('reads D1 once per request, list or item', async () => {
    let reads = 0;
    const counting = new Proxy(testDb.db, {
      get(target, name, receiver) {
        if (name === 'prepare') return (sql: string) => (reads++, target.prepare(sql));
        if (name === 'batch') return (statements: D1PreparedStatement[]) => (reads++, target.batch(statements));
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const e = makeEnv(counting, { ASSETS: assets() });
    await setStock(preowned.id, 'sold');
    for (const call of [() => getList(e), () => getOne(e, preowned.id), () => getList(e, { method: 'HEAD' })]) {
      reads = 0;
      await call();
      expect(reads).toBe(1);
    }
  });

  it('answers the build catalogue, kept by no cache, when D1 cannot be read', async () => {
    const broken = { prepare: () => ({ all: () => Promise.reject(new Error('D1 is down')) }) } as unknown as D1Database;
    const res = await getList(makeEnv(broken, { ASSETS: assets() }));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual(catalogue);
  });
});
