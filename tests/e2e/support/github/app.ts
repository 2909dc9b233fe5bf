/**
 * The GitHub OAuth app the test server's sign-in functions use (functions/api/cms/): the GitHub
 * stand-in's, at TEST_PORT + 2 (the test server's port + 2, inside each worktree's range of ports).
 */
export const CLIENT_ID = 'stand-in-client';
export const CLIENT_SECRET = 'stand-in-secret';

export const standInPort = (testPort: number) => testPort + 2;

/** The bindings the test server gets, so sign-in at /admin goes to the stand-in. */
export const signInBindings = (testPort: number) => ({
  GITHUB_CLIENT_ID: CLIENT_ID,
  GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  GITHUB_OAUTH_URL: `http://127.0.0.1:${standInPort(testPort)}`,
});
