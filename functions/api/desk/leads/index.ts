/**
 * GET /api/desk/leads?status=&kind=&from=&to=&before=: the leads of the filter (src/lib/desk/leads.ts), newest
 * first, a page at a time (`before`: the last id of the page shown), with how many the filter has. A bad filter
 * is 400 with a message per field.
 */
import site from '../../../../content/site.json';
import { leadSummary } from '../../../../src/lib/desk/lead-record';
import { parseLeadFilter } from '../../../../src/lib/desk/lead-filter';
import { listLeads } from '../../../_lib/lead-store';
import { json, jsonError, wrongMethod } from '../../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  const url = new URL(request.url);
  const parsed = parseLeadFilter(url.search);
  if (!parsed.ok) return json({ error: 'Please check the filter', fields: parsed.errors }, 400);
  const beforeText = url.searchParams.get('before');
  const before = beforeText === null || beforeText === '' ? null : Number(beforeText);
  if (before !== null && !(Number.isSafeInteger(before) && before > 0))
    return json({ error: 'Please check the filter', fields: { before: 'Must be a lead id' } }, 400);
  try {
    const page = await listLeads(env.DB, parsed.filter, site.timeZone, before);
    return json({ leads: page.rows.map(leadSummary), more: page.more, total: page.total });
  } catch (error) {
    console.error('Leads unavailable:', error);
    return jsonError(503, 'The leads could not be read: please try again in a moment', { 'Retry-After': '10' });
  }
};
