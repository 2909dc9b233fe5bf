/** GET /api/desk/stock: every cart of the catalogue, in catalogue order, with its state in force and who set it. */
import { loadCatalogue } from '../../../_lib/catalogue';
import { readStockRows, today } from '../../../_lib/live-stock';
import { json, jsonError, wrongMethod } from '../../../_lib/respond';
import { deskCart, type CatalogueRecord } from '../../../_lib/stock-store';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  let records: CatalogueRecord[];
  let rows;
  try {
    records = JSON.parse((await loadCatalogue(env, request.url)).list.body) as CatalogueRecord[];
    rows = await readStockRows(env.DB);
  } catch (error) {
    console.error('Desk stock unavailable:', error);
    return jsonError(503, 'The stock list could not be read: please try again in a moment', { 'Retry-After': '10' });
  }
  const byId = new Map(rows.map((row) => [row.vehicle_id, row]));
  const day = today();
  return json({ today: day, carts: records.map((record) => deskCart(record, byId.get(record.id) ?? null, day)) });
};
