/**
 * GET /api/cms/auth: starts the content editor's GitHub sign-in (the editor at /admin opens it in a
 * window). Sends the editor to GitHub with a random state, kept for ten minutes in a cookie only
 * /api/cms reads; the callback accepts GitHub's answer only with that state.
 */
import { authorizeUrl, CALLBACK_PATH, PROVIDER, scopeFor, stateCookie } from '../../../src/lib/cms/oauth';
import { finish, githubApp, newState, NOT_SET_UP } from '../../_lib/cms-auth';

export const onRequestGet: PagesFunction<Env> = ({ request, env }) => {
  const url = new URL(request.url);
  const provider = url.searchParams.get('provider');
  if (provider !== null && provider !== PROVIDER) {
    return finish({ error: `Sign-in with "${provider}" is not offered: use GitHub.`, errorCode: 'UNSUPPORTED_BACKEND' }, request, 400);
  }
  const app = githubApp(env);
  if (!app) return finish(NOT_SET_UP, request, 503);
  const state = newState();
  const location = authorizeUrl({
    githubUrl: app.githubUrl,
    clientId: app.clientId,
    redirectUri: new URL(CALLBACK_PATH, url.origin).href,
    scope: scopeFor(url.searchParams.get('scope')),
    state,
  });
  return new Response(null, {
    status: 302,
    headers: {
      Location: location,
      'Set-Cookie': stateCookie(state, url.protocol === 'https:'),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
};
