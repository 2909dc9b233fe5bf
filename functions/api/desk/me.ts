/**
 * GET /api/desk/me: who is signed in, the dealer's time zone and today, and the days a hold may end on (from
 * today to a year ahead; three days ahead suggested).
 */
import site from '../../../content/site.json';
import { latestDate } from '../../../src/lib/contact/details';
import { nextDay } from '../../../src/lib/desk/lead-filter';
import { staffOf } from '../../_lib/desk-auth';
import { today } from '../../_lib/live-stock';
import { json, wrongMethod } from '../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env> = ({ request, data }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  const day = today();
  const holdDays = { first: day, suggested: nextDay(nextDay(nextDay(day))), last: latestDate(day) };
  return json({ email: staffOf(data).email, timeZone: site.timeZone, today: day, holdDays });
};
