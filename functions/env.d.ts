/**
 * The bindings that `wrangler types` cannot read from wrangler.toml, merged into the Env it generates
 * (worker-configuration.d.ts, regenerated with `npm run types`): the deployment's static assets, which
 * Pages binds to every function, and the optional secrets (set with `wrangler pages secret put`) and local settings.
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
  /** The secret POST /api/notifications asks for (`Authorization: Bearer …`); the mail Worker's schedule sends it. */
  DELIVERY_SECRET?: string;
  /** Local only: the mail sink's address (`npm start` sets it); when set, lead e-mails go there instead of MAILER. */
  MAIL_SINK_URL?: string;
  /** The wait before a failed delivery's first retry, in seconds (default 60; local tests shorten it). */
  DELIVERY_FIRST_RETRY_SECONDS?: string;
}
