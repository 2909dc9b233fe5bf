/**
 * Runs around every /api/* function (and only those: static pages never start a worker). Adds the
 * security headers that `_headers` cannot add to Functions responses, drops bodies on HEAD, and turns
 * an unexpected exception (a bug, never a client's input) into a JSON answer instead of an HTML one.
 */
import { API_HEADERS, jsonError } from '../_lib/respond';

export const onRequest: PagesFunction<Env> = async (context) => {
  let response: Response;
  try {
    response = await context.next();
  } catch (error) {
    console.error('Unhandled error in', new URL(context.request.url).pathname, error);
    response = jsonError(500, 'Internal error');
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(API_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  const body = context.request.method === 'HEAD' ? null : response.body;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
};
