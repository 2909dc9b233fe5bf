/** GET /feeds/vehicles.xml as the function answers it: the built items with the lot's live stock. */
import { describe, expect, it } from 'vitest';
import { onRequest as feed } from '../../../functions/feeds/vehicles.xml';
import { feedItem, GOOGLE_NAMESPACE, type ProductFeed } from '../../../src/lib/inventory/merchant-feed';
import { childText, children, parseXml } from '../../support/xml';
import { assets, contentCatalogue, invocation, makeEnv, ORIGIN, withTestDb } from './support/harness';

const testDb = withTestDb();
const catalogue = contentCatalogue() as unknown as Parameters<typeof feedItem>[0][];
const built: ProductFeed = {
  channel: { title: 'Carts', link: `${ORIGIN}/inventory`, description: 'Carts for sale' },
  items: catalogue.map((v) => feedItem(v, `${ORIGIN}/vehicles/${v.id}`, [`${ORIGIN}/images/vehicles/${v.id}.png`])),
};

/** The assets binding with the built feed data beside the catalogue. */
function withFeed(): Fetcher {
  const base = assets();
  return {
    ...base,
    fetch: (input: RequestInfo | URL) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === '/data/feed.json'
        ? Promise.resolve(new Response(JSON.stringify(built)))
        : base.fetch(input),
  } as Fetcher;
}

const STATIC = 'the built feed file';
async function get(db: D1Database = testDb.db, headers: Record<string, string> = {}) {
  const { context } = invocation(new Request(`${ORIGIN}/feeds/vehicles.xml`, { headers }), makeEnv(db, { ASSETS: withFeed() }), {}, () =>
    Promise.resolve(new Response(STATIC)),
  );
  return feed(context);
}

/** Each item's id and availability. */
async function availability(res: Response): Promise<Record<string, string>> {
  const [channel] = children(parseXml(await res.text()).documentElement!, null, 'channel');
  return Object.fromEntries(
    children(channel!, null, 'item').map((item) => [
      childText(item, GOOGLE_NAMESPACE, 'id'),
      childText(item, GOOGLE_NAMESPACE, 'availability'),
    ]),
  );
}

describe('the live product feed', () => {
  const cart = catalogue.find((v) => !v.isNew && v.inStock)!;

  it('answers the built items as built while the desk has said nothing', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(await availability(res)).toEqual(Object.fromEntries(built.items.map((i) => [i.id, i.availability])));
  });

  it.each(['sold', 'on-hold'])('says out_of_stock for a cart %s on the desk, with a new ETag', async (status) => {
    const before = (await get()).headers.get('ETag')!;
    await testDb.db
      .prepare(
        `INSERT INTO vehicle_stock (vehicle_id, status, hold_until, version, changed_by, changed_at) VALUES (?1, ?2, ?3, 1, 'a@b.example', ?4)`,
      )
      .bind(cart.id, status, status === 'on-hold' ? '2999-01-01' : null, new Date().toISOString())
      .run();
    const res = await get(testDb.db, { 'If-None-Match': before });
    expect(res.status).toBe(200);
    expect((await availability(res))[cart.id]).toBe('out_of_stock');
  });

  it('answers the built feed file when the live stock cannot be read', async () => {
    const broken = { prepare: () => ({ all: () => Promise.reject(new Error('D1 is down')) }) } as unknown as D1Database;
    expect(await (await get(broken)).text()).toBe(STATIC);
  });
});
