/**
 * GET /api/desk/leads.csv?status=&kind=&from=&to=: the leads of the inbox's current filter as a spreadsheet file
 * (the columns of `npm run messages --csv`: every stored column and each destination's delivery state; then the
 * kind and status), newest first, made harmless for a spreadsheet by the export's own rule
 * (src/lib/leads/csv.ts: no cell runs as a formula).
 */
import site from '../../../content/site.json';
import { toCsv } from '../../../src/lib/leads/csv';
import { EXPORT_COLUMNS } from '../../../src/lib/leads/message-view';
import { parseLeadFilter } from '../../../src/lib/desk/lead-filter';
import { exportLeads } from '../../_lib/lead-store';
import { today } from '../../_lib/live-stock';
import { json, jsonError, wrongMethod } from '../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;
export const CSV_COLUMNS = [...EXPORT_COLUMNS, 'kind', 'status', 'changed_by', 'changed_at'] as const;

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  const parsed = parseLeadFilter(new URL(request.url).search);
  if (!parsed.ok) return json({ error: 'Please check the filter', fields: parsed.errors }, 400);
  let rows;
  try {
    rows = await exportLeads(env.DB, parsed.filter, site.timeZone);
  } catch (error) {
    console.error('Leads export unavailable:', error);
    return jsonError(503, 'The leads could not be read: please try again in a moment', { 'Retry-After': '10' });
  }
  const { status, kind, from, to } = parsed.filter;
  const name = ['leads', today(), status, kind, from && `from-${from}`, to && `to-${to}`].filter(Boolean).join('-');
  return new Response(toCsv(CSV_COLUMNS, rows), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
  });
};
