/**
 * The bindings that `wrangler types` cannot read from wrangler.toml, merged into the Env it generates
 * (worker-configuration.d.ts, regenerated with `npm run types`): the deployment's static assets, which
 * Pages binds to every function, and the optional secret set with `wrangler pages secret put`.
 */
interface Env {
  ASSETS: Fetcher;
  /** Optional URL that receives a JSON POST for every stored message. */
  CONTACT_WEBHOOK_URL?: string;
}
