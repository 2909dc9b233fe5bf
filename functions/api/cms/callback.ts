/**
 * GET /api/cms/callback: where GitHub sends the editor back after sign-in (the OAuth app's callback
 * URL). Checks that the state is the one this browser started with, trades the code for a token with
 * the app's secret, and hands the token to the editor's window (of this site only).
 */
import { CALLBACK_PATH, cookieValue, STATE_COOKIE, stateMatches, tokenUrl } from '../../../src/lib/cms/oauth';
import { finish, githubApp, NOT_SET_UP } from '../../_lib/cms-auth';

export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const url = new URL(request.url);
  const app = githubApp(env);
  if (!app) return finish(NOT_SET_UP, request, 503);
  if (!stateMatches(url.searchParams.get('state'), cookieValue(request.headers.get('Cookie'), STATE_COOKIE))) {
    return finish(
      {
        error: 'This sign-in did not start here or took too long (state check failed): close this window and sign in again.',
        errorCode: 'CSRF_DETECTED',
      },
      request,
      400,
    );
  }
  const code = url.searchParams.get('code');
  if (!code) {
    const denied = url.searchParams.get('error_description') ?? 'GitHub sent no authorization code.';
    return finish({ error: denied, errorCode: 'AUTH_DENIED' }, request, 400);
  }
  let answer: { access_token?: string; error_description?: string; error?: string };
  try {
    const response = await fetch(tokenUrl(app.githubUrl), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'content-editor-sign-in' },
      body: JSON.stringify({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: new URL(CALLBACK_PATH, url.origin).href,
      }),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return finish({ error: 'GitHub could not be reached: try again in a minute.', errorCode: 'TOKEN_REQUEST_FAILED' }, request, 502);
  }
  if (!answer.access_token) {
    return finish(
      { error: answer.error_description ?? answer.error ?? 'GitHub gave no token.', errorCode: 'TOKEN_REQUEST_FAILED' },
      request,
      400,
    );
  }
  return finish({ token: answer.access_token }, request);
};
