/** What both content-editor sign-in functions share: the app's settings and the answer pages. */
import { DEFAULT_GITHUB_URL, resultHeaders, resultPage, type SignInResult } from '../../src/lib/cms/oauth';

export interface GitHubApp {
  clientId: string;
  clientSecret: string;
  /** GitHub's address (GitHub Enterprise, or a local stand-in in tests). */
  githubUrl: string;
}

/** The GitHub OAuth app of the content editor, when its secrets are set. */
export function githubApp(env: Env): GitHubApp | undefined {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return undefined;
  return { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET, githubUrl: env.GITHUB_OAUTH_URL || DEFAULT_GITHUB_URL };
}

export const NOT_SET_UP: SignInResult = {
  error: 'GitHub sign-in is not set up on this site: set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (see the README).',
  errorCode: 'NOT_SET_UP',
};

const randomHex = (bytes: number) =>
  [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh random value for a sign-in's state. */
export const newState = () => randomHex(16);

/** The page that ends the sign-in window with this result. */
export function finish(result: SignInResult, request: Request, status = 200): Response {
  const nonce = randomHex(16);
  const secure = new URL(request.url).protocol === 'https:';
  return new Response(resultPage(result, nonce), { status, headers: resultHeaders(nonce, secure) });
}
