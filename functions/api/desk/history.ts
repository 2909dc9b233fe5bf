/**
 * GET /api/desk/history?subject=vehicle|lead&before=: who changed what and when, newest first, a page at a time
 * (`before`: the last id shown), for stock and leads.
 */
import { HISTORY_SUBJECTS, type HistorySubject } from '../../../src/lib/desk/history';
import { loadCatalogue } from '../../_lib/catalogue';
import { readHistory } from '../../_lib/lead-store';
import { json, jsonError, wrongMethod } from '../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  const url = new URL(request.url);
  const subject = url.searchParams.get('subject') || undefined;
  const beforeText = url.searchParams.get('before') || null;
  const before = beforeText === null ? null : Number(beforeText);
  const fields: Record<string, string> = {};
  if (subject !== undefined && !HISTORY_SUBJECTS.includes(subject as HistorySubject)) fields['subject'] = 'Choose vehicle or lead';
  if (before !== null && !(Number.isSafeInteger(before) && before > 0)) fields['before'] = 'Must be a history line id';
  if (Object.keys(fields).length) return json({ error: 'Please check the filter', fields }, 400);
  try {
    const names = new Map(
      (JSON.parse((await loadCatalogue(env, request.url)).list.body) as { id: string; name: string }[]).map((v) => [v.id, v.name]),
    );
    const page = await readHistory(env.DB, { subject: subject as HistorySubject | undefined, before }, (id) => names.get(id) ?? id);
    return json(page);
  } catch (error) {
    console.error('Desk history unavailable:', error);
    return jsonError(503, 'The history could not be read: please try again in a moment', { 'Retry-After': '10' });
  }
};
