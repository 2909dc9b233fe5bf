/**
 * The desk island's requests to /api/desk: JSON in and out, the answer's status with its body. Cloudflare Access
 * adds the sign-in to every request of a signed-in browser (its cookie), so the island never handles a token.
 * No answer at all (offline, or an Access sign-in that expired and redirects to its login page, which the browser
 * does not follow for a script) is status 0.
 */

export interface DeskAnswer<T> {
  status: number;
  /** The JSON body (an error answer's `{ error, fields?, ... }`). */
  body: T & { error?: string; fields?: Record<string, string> };
}

export const NO_ANSWER =
  'The desk could not reach the server. Check the connection and try again; if it keeps happening, reload the page to sign in again.';

export async function desk<T>(path: string, change?: unknown): Promise<DeskAnswer<T>> {
  try {
    const response = await fetch(`/api/desk/${path}`, {
      method: change === undefined ? 'GET' : 'PUT',
      headers: { Accept: 'application/json', ...(change === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(change === undefined ? {} : { body: JSON.stringify(change) }),
    });
    const body = (await response.json().catch(() => ({ error: `The server answered ${response.status}` }))) as DeskAnswer<T>['body'];
    return { status: response.status, body };
  } catch {
    return { status: 0, body: { error: NO_ANSWER } as DeskAnswer<T>['body'] };
  }
}

/** An answer that says the sign-in is missing or no longer valid: the desk shows its sign-in notice. */
export const signInProblem = (status: number): boolean => status === 401 || status === 403;
