/**
 * /api/desk/stock/{id}: one cart's state (GET), or a change of it (PUT `{ status, holdUntil?, note?, version }`,
 * src/lib/desk/changes.ts). A cart the catalogue does not have is 404 and can be given no state; a bad change is
 * 400 with a message per field; a change made from a version that is no longer current is 409 with who changed
 * it, when, and the state now (`{ error, cart }`); a stored change answers the cart as it now is.
 */
import site from '../../../../content/site.json';
import { conflictError, validateStockChange } from '../../../../src/lib/desk/changes';
import { readJsonBody } from '../../../_lib/desk-body';
import { staffOf } from '../../../_lib/desk-auth';
import { loadCatalogue } from '../../../_lib/catalogue';
import type { StockRow } from '../../../../src/lib/desk/desk-cart';
import { READ_STOCK, today } from '../../../_lib/live-stock';
import { json, jsonError, wrongMethod } from '../../../_lib/respond';
import { deskCart, type CatalogueRecord } from '../../../../src/lib/desk/desk-cart';
import { changeStock } from '../../../_lib/stock-store';

export const ALLOW = ['GET', 'HEAD', 'PUT'] as const;
export const UNKNOWN_CART = 'There is no cart with this id in the catalogue';

export const onRequest: PagesFunction<Env, 'id'> = async ({ request, env, params, data }) => {
  if (!(ALLOW as readonly string[]).includes(request.method)) return wrongMethod(request.method, ALLOW);
  const id = Array.isArray(params.id) ? params.id.join('/') : params.id;
  let record: CatalogueRecord | undefined;
  try {
    const body = (await loadCatalogue(env, request.url)).byId.get(id)?.body;
    record = body ? (JSON.parse(body) as CatalogueRecord) : undefined;
  } catch (error) {
    console.error('Vehicle catalogue unavailable:', error);
    return jsonError(503, 'The catalogue could not be read: please try again in a moment', { 'Retry-After': '10' });
  }
  if (!record) return jsonError(404, UNKNOWN_CART);
  const nowMs = Date.now();
  const day = today(new Date(nowMs));

  if (request.method !== 'PUT') {
    try {
      const row = await env.DB.prepare(`${READ_STOCK} WHERE vehicle_id = ?1`).bind(id).first<StockRow>();
      return json({ cart: deskCart(record, row, day) });
    } catch (error) {
      console.error('Desk stock unavailable:', error);
      return jsonError(503, 'The cart could not be read: please try again in a moment', { 'Retry-After': '10' });
    }
  }

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const change = validateStockChange(body.value, day);
  if (!change.ok) return json({ error: 'Please check the change', fields: change.errors }, 400);
  let write;
  try {
    write = await changeStock(env.DB, record, change.value, staffOf(data), { nowMs, today: day });
  } catch (error) {
    console.error('Stock change failed:', error);
    return jsonError(503, 'The change could not be saved: nothing was changed. Please try again.', { 'Retry-After': '10' });
  }
  const cart = deskCart(record, write.row, day);
  if (write.kind === 'changed') return json({ cart });
  const error = write.row
    ? conflictError(write.row.changed_by, write.row.changed_at, new Date(nowMs), site.timeZone)
    : 'This cart was changed since you loaded the desk: your change was not saved. This is the state now.';
  return json({ error, cart }, 409);
};
