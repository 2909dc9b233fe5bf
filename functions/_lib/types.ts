/**
 * The slice of the Cloudflare Pages runtime the functions use, typed here rather than by loading
 * @cloudflare/workers-types globally (whose Request/Response would clash with the DOM types the rest
 * of the project is checked against). Structurally compatible with the real bindings and with
 * Miniflare's D1 used by the unit tests.
 */

export interface D1Result<T = Record<string, unknown>> {
  results: T[];
  success: boolean;
  meta: { changes?: number; last_row_id?: number } & Record<string, unknown>;
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  run<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  batch<T = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

export interface AssetFetcher {
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
}

export interface Env {
  DB: D1Database;
  ASSETS: AssetFetcher;
  /** Messages per client per 10 minutes; "0" turns the limit off. Default 5. */
  CONTACT_RATE_LIMIT?: string;
  /** Optional URL that receives a JSON POST for every stored message. */
  CONTACT_WEBHOOK_URL?: string;
}

/** The context Pages passes to a function (the members used here). */
export interface FunctionContext<P extends string = never> {
  request: Request;
  env: Env;
  params: Record<P, string | string[]>;
  waitUntil(promise: Promise<unknown>): void;
  next?: (input?: Request | string, init?: RequestInit) => Promise<Response>;
}
