/** GET /api/desk/me: who is signed in, and the dealer's time zone and today (the desk's dates). */
import site from '../../../content/site.json';
import { staffOf } from '../../_lib/desk-auth';
import { today } from '../../_lib/live-stock';
import { json, wrongMethod } from '../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env> = ({ request, data }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  return json({ email: staffOf(data).email, timeZone: site.timeZone, today: today() });
};
