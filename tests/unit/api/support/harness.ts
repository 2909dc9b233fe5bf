/**
 * Test harness for the Pages Functions: a real local D1 (Miniflare, SQLite) migrated with the project's own
 * migrations, a static-assets binding serving the catalogue built from content/vehicles, and a Pages
 * context (EventContext, as PagesFunction receives it) that collects waitUntil promises.
 * Env, D1Database, Fetcher and EventContext are the global types of functions/tsconfig.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { ANSWER_TEMPLATE_PATH } from '../../../../src/lib/contact/answer-page';
import { requestOptions, type RequestOptions } from '../../../../src/lib/contact/request-options';
import { leadConfig } from '../../../../functions/_lib/lead-config';
import { handleSend } from '../../../../workers/mail/handler';
import { apiRecord } from '../../../../src/lib/inventory/catalogue-body';
import type { Vehicle } from '../../../../src/schemas/vehicle';
import { d1Client, d1Miniflare } from './d1-client';
import { HeldAnswers } from './held-answers';

export const ROOT = resolve(import.meta.dirname, '../../../..');

export interface TestDb {
  mf: Miniflare;
  db: D1Database;
  reset(): Promise<void>;
  count(table: string): Promise<number>;
  dispose(): Promise<void>;
}

/** A fresh in-memory D1 with the schema the project's migrations make (migrated by Wrangler: migrated-d1.ts). */
export async function createDb(): Promise<TestDb> {
  const mf = d1Miniflare();
  const db = d1Client(mf);
  const schema = inject('migratedSchema');
  await db.batch(schema.map((statement) => db.prepare(statement)));
  const tables = schema.flatMap((statement) => /^CREATE TABLE "?(\w+)"?/i.exec(statement)?.[1] ?? []);
  return {
    mf,
    db,
    async reset() {
      // Children first: contact_deliveries refers to contact_messages.
      await db.batch([...[...tables].reverse().map((t) => db.prepare(`DELETE FROM ${t}`)), db.prepare('DELETE FROM sqlite_sequence')]);
    },
    async count(table) {
      return Number((await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n);
    },
    dispose: () => mf.dispose(),
  };
}

/**
 * A migrated local D1 for one test file: created before its tests, emptied before each test, disposed
 * after them. The returned handle reaches whichever database is current.
 */
export function withTestDb(): TestDb {
  let current: TestDb | undefined;
  beforeAll(async () => {
    current = await createDb();
  }, 60_000);
  afterAll(async () => {
    await current?.dispose();
  });
  beforeEach(async () => {
    await live().reset();
  });
  const live = (): TestDb => {
    if (!current) throw new Error('the test database is created in beforeAll: use it inside a test or hook');
    return current;
  };
  return {
    get mf() {
      return live().mf;
    },
    get db() {
      return live().db;
    },
    reset: () => live().reset(),
    count: (table) => live().count(table),
    dispose: () => live().dispose(),
  };
}

export type CatalogueVehicle = { id: string } & Record<string, unknown>;

/** The catalogue as the build writes it: every content/vehicles/*.json with its file name as id, as its API record (apiRecord). */
export function contentCatalogue(): CatalogueVehicle[] {
  const dir = join(ROOT, 'content/vehicles');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => apiRecord({ id: basename(f, '.json'), ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<Vehicle, 'id'>) }));
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;

/**
 * What requests can be about, as the build writes it (dist/data/request-options.json), from the content
 * files through the same function the build uses.
 */
export function contentRequestOptions(): RequestOptions {
  type Located = { type: string; address: { city: string }; coordinates: { lat: number; lng: number } };
  const site = readJson<{ timeZone: string; locations: Located[] }>('content/site.json');
  const showroom = site.locations.find((l) => l.type === 'physical')!;
  const counties = readJson<{ id: string; name: string }[]>('content/counties.json');
  return requestOptions({
    timeZone: site.timeZone,
    showroom: { city: showroom.address.city, coordinates: showroom.coordinates },
    vehicles: contentCatalogue() as unknown as Parameters<typeof requestOptions>[0]['vehicles'],
    rentals: readJson('content/rentals.json'),
    rentalDelivery: readJson<{ rental: Parameters<typeof requestOptions>[0]['rentalDelivery'] }>('content/delivery.json').rental,
    towns: readJson<Parameters<typeof requestOptions>[0]['towns'][number][]>('content/municipalities.json').map((t) => ({
      ...t,
      offersRentals: t.offersRentals ?? false,
    })),
    countyNames: new Map(counties.map((c) => [c.id, c.name])),
  });
}

/**
 * The built template of the contact API's answer pages (dist/answers/contact.html): the suites that post a
 * form run after `npm run build` (vitest.config.ts, project `built`).
 */
function builtAnswerTemplate(): string {
  const file = join(ROOT, `dist${ANSWER_TEMPLATE_PATH}.html`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}

/**
 * A static-assets binding that serves the given catalogue at /data/vehicles.json, the request options at
 * /data/request-options.json and the built answer template at its path (404 elsewhere, or for a `null` one).
 */
export function assets(
  catalogue: unknown = contentCatalogue(),
  options: RequestOptions | null = contentRequestOptions(),
  answerTemplate: 'built' | null = 'built',
): Fetcher & { calls: number } {
  const fetcher = {
    calls: 0,
    connect(): never {
      throw new Error('The assets binding of the tests serves fetch only');
    },
    async fetch(input: Request | string | URL) {
      fetcher.calls += 1;
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.pathname === '/data/vehicles.json') {
        return new Response(JSON.stringify(catalogue), { headers: { 'Content-Type': 'application/json' } });
      }
      if (url.pathname === '/data/request-options.json' && options) {
        return new Response(JSON.stringify(options), { headers: { 'Content-Type': 'application/json' } });
      }
      if (url.pathname === ANSWER_TEMPLATE_PATH && answerTemplate) {
        return new Response(builtAnswerTemplate(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      }
      return new Response('Not found', { status: 404 });
    },
  };
  return fetcher;
}

/** An e-mail as the mail Worker took it. */
export interface SentMail {
  from: string;
  to: string;
  raw: string;
}

/**
 * The MAILER service binding: the mail Worker's own handler (workers/mail/handler.ts) over an in-memory mail
 * service that keeps what it sends (`mails`). `down` makes every call fail as an unreachable Worker does;
 * `refuse` makes the mail service refuse matching recipients, as it refuses an address it will not send to;
 * `slow` holds each answer, after the mail was sent, until `release` (a mail service slower than the time-out).
 */
export interface FakeMailer extends Fetcher {
  mails: SentMail[];
  calls: number;
  down: boolean;
  refuse: RegExp | undefined;
  slow: boolean;
  release(): void;
  /** The most sends under way at once. */
  maxInFlight: number;
}

export function fakeMailer(): FakeMailer {
  const answers = new HeldAnswers();
  const mailer: FakeMailer = {
    mails: [],
    calls: 0,
    down: false,
    refuse: undefined,
    slow: false,
    get maxInFlight() {
      return answers.maxInFlight;
    },
    release: () => answers.release(),
    connect(): never {
      throw new Error('The mailer of the tests serves fetch only');
    },
    async fetch(input: Request | string | URL, init?: RequestInit) {
      mailer.calls += 1;
      if (mailer.down) throw new Error('Network connection lost.');
      const request = input instanceof Request ? input : new Request(input, init);
      answers.started();
      try {
        return await handleSend(
          request,
          async (from, to, raw) => {
            if (mailer.refuse?.test(to)) throw new Error(`email to ${to} not allowed`);
            mailer.mails.push({ from, to, raw });
            // A few turns of the event loop, as a real call takes: concurrent sends overlap.
            for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
            if (mailer.slow) await new Promise<void>((resolve) => answers.hold(resolve));
          },
          leadConfig.sender.address,
        );
      } finally {
        answers.ended();
      }
    },
  };
  return mailer;
}

/** The bindings of a deployment without the mail Worker (the vehicle endpoints and the middleware's own tests). */
export const NO_MAILER = undefined as unknown as Fetcher;

/**
 * The bindings as `npm start` gives them (CONTACT_RATE_LIMIT as wrangler.toml sets it, no desk sign-in), with the
 * mail Worker faked (`fakeMailer`), and `extra` on top.
 */
export function makeEnv(db: D1Database, extra: Partial<Env> = {}): Env & { MAILER: FakeMailer } {
  return {
    DB: db,
    ASSETS: assets(),
    CONTACT_RATE_LIMIT: '5',
    MAILER: fakeMailer(),
    ACCESS_TEAM_DOMAIN: '',
    ACCESS_AUD: '',
    ...extra,
  } as Env & { MAILER: FakeMailer };
}

export type TestContext<P extends string> = EventContext<Env, P, Record<string, unknown>>;

export interface Invocation<P extends string> {
  context: TestContext<P>;
  /** Waits for everything the handler passed to waitUntil. */
  settle(): Promise<unknown[]>;
}

export function invocation<P extends string = never>(
  request: Request,
  env: Env,
  params: Record<P, string | string[]> = {} as Record<P, string>,
  next: () => Promise<Response> = () => Promise.reject(new Error('This test gives the function no next handler')),
): Invocation<P> {
  const pending: Promise<unknown>[] = [];
  const context: TestContext<P> = {
    request: request as TestContext<P>['request'],
    functionPath: new URL(request.url).pathname,
    env,
    params,
    data: {},
    waitUntil: (promise) => void pending.push(promise),
    passThroughOnException: () => undefined,
    next,
  };
  return { context, settle: () => Promise.all(pending) };
}

export const ORIGIN = 'https://www.firststategolfcarts.example';

/** Runs a Pages Function on a request and waits for the work it passed to waitUntil (a notification, a retry). */
export async function handle(
  handler: (context: TestContext<never>) => Response | Promise<Response>,
  request: Request,
  env: Env,
): Promise<Response> {
  const call = invocation(request, env);
  const response = await handler(call.context);
  await call.settle();
  return response;
}

/** The headers of the contact form posted without JavaScript, as a browser sends them. */
export const FORM_POST_HEADERS = {
  'Content-Type': 'application/x-www-form-urlencoded',
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
};

/** POST /api/contact from one client address (`clientIp` is read per request), as JSON or as a form post. */
export function contactRequests(clientIp: () => string) {
  const request = (body: BodyInit | null, headers: Record<string, string> = {}, method = 'POST') =>
    new Request(`${ORIGIN}/api/contact`, { method, body, headers: { 'CF-Connecting-IP': clientIp(), ...headers } });
  return {
    request,
    json: (data: unknown, headers: Record<string, string> = {}) =>
      request(JSON.stringify(data), { 'Content-Type': 'application/json', ...headers }),
    form: (data: Record<string, string>, headers: Record<string, string> = {}) =>
      request(new URLSearchParams(data).toString(), { ...FORM_POST_HEADERS, ...headers }),
  };
}
