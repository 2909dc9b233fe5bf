/**
 * GET /api/desk/stock: every cart of the catalogue, in catalogue order, with its state in force and who set it, and
 * the states a cart can be given (`choices`, with their labels).
 */
import { loadCatalogue } from '../../../_lib/catalogue';
import { readStockRows, today } from '../../../_lib/live-stock';
import { json, jsonError, wrongMethod } from '../../../_lib/respond';
import { deskCart, STOCK_CHOICES, type CatalogueRecord } from '../../../../src/lib/desk/desk-cart';

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
  return json({ today: day, choices: STOCK_CHOICES, carts: records.map((record) => deskCart(record, byId.get(record.id) ?? null, day)) });
};
