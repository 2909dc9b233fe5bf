/**
 * /api/desk/leads/{id}: one lead with every detail, its delivery per destination and its history (GET), or a
 * status change with a note (PUT `{ status, note?, version }`, src/lib/desk/changes.ts). An unknown id is 404; a
 * bad change 400 with a message per field; a change made from a version no longer current 409 with who changed
 * it, when, and the lead now.
 */
import site from '../../../../content/site.json';
import { conflictError, validateLeadChange } from '../../../../src/lib/desk/changes';
import { leadDetail, type LeadRow } from '../../../../src/lib/desk/lead-record';
import { deskDeliveries } from '../../../../src/lib/desk/delivery';
import { parseDeliveries } from '../../../../src/lib/leads/message-view';
import { staffOf } from '../../../_lib/desk-auth';
import { readJsonBody } from '../../../_lib/desk-body';
import { changeLead, readHistory, readLead } from '../../../_lib/lead-store';
import { json, jsonError, wrongMethod } from '../../../_lib/respond';

export const ALLOW = ['GET', 'HEAD', 'PUT'] as const;
export const UNKNOWN_LEAD = 'There is no lead with this number';

/** The whole lead as the desk shows it. */
async function answer(env: Env, row: LeadRow) {
  const history = await readHistory(env.DB, { subject: 'lead', subjectId: String(row['id']) }, () => '');
  return { lead: leadDetail(row), delivery: deskDeliveries(parseDeliveries(row['deliveries'])), history: history.entries };
}

export const onRequest: PagesFunction<Env, 'id'> = async ({ request, env, params, data }) => {
  if (!(ALLOW as readonly string[]).includes(request.method)) return wrongMethod(request.method, ALLOW);
  const text = Array.isArray(params.id) ? params.id.join('/') : params.id;
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) return jsonError(404, UNKNOWN_LEAD);
  const now = new Date();
  try {
    if (request.method !== 'PUT') {
      const row = await readLead(env.DB, id);
      return row ? json(await answer(env, row)) : jsonError(404, UNKNOWN_LEAD);
    }
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const change = validateLeadChange(body.value);
    if (!change.ok) return json({ error: 'Please check the change', fields: change.errors }, 400);
    const write = await changeLead(env.DB, id, change.value, staffOf(data), now.getTime());
    if (write.kind === 'unknown') return jsonError(404, UNKNOWN_LEAD);
    const lead = await answer(env, write.row);
    if (write.kind === 'changed') return json(lead);
    const by = String(write.row['changed_by'] ?? 'someone');
    return json({ error: conflictError(by, String(write.row['changed_at'] ?? ''), now, site.timeZone), ...lead }, 409);
  } catch (error) {
    console.error('Lead unavailable:', error);
    return jsonError(503, 'The lead could not be read or saved: nothing was changed. Please try again.', { 'Retry-After': '10' });
  }
};
