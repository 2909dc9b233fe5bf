/**
 * The desk's gate, run before every /api/desk function (../api/desk/_middleware.ts): the Cloudflare Access
 * assertion checked by the one rule (src/lib/desk/access.ts) against the keys of the team domain
 * ACCESS_TEAM_DOMAIN, for the audience ACCESS_AUD; writes also from the desk's own origin
 * (src/lib/desk/same-origin.ts). The staff member it lets through is in `context.data.staff`.
 */
import { createRemoteJWKSet } from 'jose';
import { accessConfig, ASSERTION_HEADER, checkAccess, type Staff } from '../../src/lib/desk/access';
import { CROSS_ORIGIN_WRITE, sameOriginWrite } from '../../src/lib/desk/same-origin';
import { jsonError } from './respond';

/** The team's key sets, one per certs URL, kept by the isolate (jose refetches on an unknown key id, at most every 30 s). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keysAt(certsUrl: string) {
  let keys = keySets.get(certsUrl);
  if (!keys) keySets.set(certsUrl, (keys = createRemoteJWKSet(new URL(certsUrl), { timeoutDuration: 5000 })));
  return keys;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in staff member, or the 401/403/503 answer. */
export async function admitStaff(request: Request, env: Env): Promise<{ ok: true; staff: Staff } | { ok: false; response: Response }> {
  const settings = accessConfig(env.ACCESS_TEAM_DOMAIN, env.ACCESS_AUD);
  if (!settings.ok) {
    console.error('Desk sign-in:', settings.error);
    return { ok: false, response: jsonError(503, settings.error) };
  }
  const check = await checkAccess(request.headers.get(ASSERTION_HEADER), settings.config, keysAt(settings.config.certsUrl));
  if (!check.ok) return { ok: false, response: jsonError(check.status, check.error) };
  if (!READS.has(request.method)) {
    const headers = { origin: request.headers.get('Origin'), secFetchSite: request.headers.get('Sec-Fetch-Site') };
    if (!sameOriginWrite(headers, request.url)) return { ok: false, response: jsonError(403, CROSS_ORIGIN_WRITE) };
  }
  return { ok: true, staff: check.staff };
}

/** The staff member the gate admitted: a desk function reached any other way answers nothing. */
export function staffOf(data: Record<string, unknown>): Staff {
  const staff = data['staff'] as Staff | undefined;
  if (!staff?.email) throw new Error('A desk function ran without the sign-in check of its middleware');
  return staff;
}
