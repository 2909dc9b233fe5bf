/**
 * The bindings that `wrangler types` cannot read from wrangler.toml, merged into the Env it generates
 * (worker-configuration.d.ts, regenerated with `npm run types`): the deployment's static assets, which
 * Pages binds to every function, and the optional secrets set with `wrangler pages secret put`.
 */
interface Env {
  ASSETS: Fetcher;
  /** Optional URL that receives a JSON POST for every stored message. */
  CONTACT_WEBHOOK_URL?: string;
  /** The content editor's GitHub OAuth app (README "Editing content"), set as secrets: sign-in at /admin needs both. */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address for that sign-in: unset for github.com; GitHub Enterprise, or a local stand-in in tests. */
  GITHUB_OAUTH_URL?: string;
}
