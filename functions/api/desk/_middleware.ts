/**
 * Every /api/desk/* request, known route or not, passes the desk's gate first (../../_lib/desk-auth.ts): a valid
 * Cloudflare Access assertion of a staff member (401 without one, 403 for a bad one), and for a write the desk's
 * own origin. No desk answer is ever cached.
 */
import { admitStaff } from '../../_lib/desk-auth';

export const onRequest: PagesFunction<Env> = async (context) => {
  const admitted = await admitStaff(context.request, context.env);
  if (!admitted.ok) return admitted.response;
  context.data['staff'] = admitted.staff;
  const response = await context.next();
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
