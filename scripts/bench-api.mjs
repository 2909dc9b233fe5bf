#!/usr/bin/env node
/**
 * Load script for the API (npm run bench:api), on loopback through `wrangler pages dev` with a throw-away
 * local D1 and CONTACT_RATE_LIMIT=0. Not a timed test: it prints throughput and latency, and checks that
 * nothing is lost or duplicated: rows stored == distinct 201 answers, every repeated Idempotency-Key
 * answered with its original id, and no 5xx. Exits 1 if any of that fails.
 * The vehicle reads run twice: in the build state (no cart changed on the desk), then with LIVE_CARTS (default 6)
 * carts sold or on hold in the local D1, merged over the catalogue on every request; it prints both rates.
 *   CONTACT_POSTS (default 3000), VEHICLE_READS (default 3000), CONNECTIONS (default 10),
 *   BENCH_PORT (default 8790), REPLAY_EVERY (default 10: every 10th post repeats an earlier key).
 * Build first (npm run build).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const posts = Number(process.env.CONTACT_POSTS || 3000);
const reads = Number(process.env.VEHICLE_READS || 3000);
const connections = Number(process.env.CONNECTIONS || 10);
const replayEvery = Number(process.env.REPLAY_EVERY || 10);
const LIVE_CARTS = Number(process.env.LIVE_CARTS || 6);
const port = Number(process.env.BENCH_PORT || 8790);
const base = `http://127.0.0.1:${port}`;
const persist = resolve('bench/.tmp', `d1-${Date.now()}`);

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(persist, { recursive: true });

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port), PERSIST_TO: persist, CONTACT_RATE_LIMIT: '0', CONTACT_WEBHOOK_URL: '' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
// The server's log is shown only if it fails to start (its shutdown noise is of no interest).
let serverLog = '';
server.stderr.on('data', (chunk) => (serverLog = (serverLog + chunk).slice(-8000)));
const stop = () => new Promise((done) => (server.exitCode !== null ? done() : (server.once('exit', done), server.kill('SIGTERM'))));

async function waitForServer() {
  for (let i = 0; i < 180; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${serverLog}`);
    if (
      await fetch(`${base}/api/vehicles`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no server on ${base} after 3 minutes:\n${serverLog}`);
}

const run = (options) =>
  new Promise((done, fail) => {
    const instance = autocannon({ url: base, connections, ...options }, (error, result) => (error ? fail(error) : done(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

function report(title, result) {
  const l = result.latency;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  console.log(`\n${title}`);
  console.log(
    `  requests ${result.requests.total} in ${result.duration.toFixed(1)} s: ${result.requests.average.toFixed(0)} req/s average`,
  );
  console.log(`  latency ms: p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, max ${l.max} (mean ${l.average.toFixed(1)})`);
  console.log(`  status codes: ${statuses}; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
}

function d1(sql) {
  const out = spawnSync(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', persist, '--json', '--command', sql],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (out.status !== 0) throw new Error(out.stderr || out.stdout);
  return JSON.parse(out.stdout)[0].results;
}

let failed = false;
try {
  await waitForServer();

  // Contact posts: a fresh key each, except every REPLAY_EVERY-th, which repeats a key already answered.
  const sentKeys = [];
  const idByKey = new Map();
  const answered201 = new Set();
  let replays = 0;
  let replayMismatches = 0;
  let sent = 0;
  const contact = await run({
    amount: posts,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        setupRequest(request, context) {
          sent += 1;
          const answeredKeys = [...idByKey.keys()];
          const replay = replayEvery > 0 && sent % replayEvery === 0 && answeredKeys.length > 0;
          const key = replay ? answeredKeys[Math.floor(Math.random() * answeredKeys.length)] : crypto.randomUUID();
          if (!replay) sentKeys.push(key);
          context.key = key;
          context.replay = replay;
          const n = sentKeys.length;
          return {
            ...request,
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'CF-Connecting-IP': `10.0.${n % 250}.${n % 200}` },
            body: JSON.stringify({
              firstName: 'Load',
              lastName: `Test ${key.slice(0, 8)}`,
              email: `load+${key.slice(0, 8)}@example.com`,
              phone: '302-555-0100',
              interest: 'general',
              message: `Load test message for key ${key}: ünïcödé ✓, <b>markup</b> and '; DROP TABLE x; --`,
            }),
          };
        },
        onResponse(status, body, context) {
          if (status !== 201) return;
          const { id } = JSON.parse(body);
          answered201.add(id);
          if (context.replay) {
            replays += 1;
            if (idByKey.get(context.key) !== id) replayMismatches += 1;
          } else idByKey.set(context.key, id);
        },
      },
    ],
  });
  report(`POST /api/contact x ${posts} (${connections} connections, every ${replayEvery}th repeats an Idempotency-Key)`, contact);

  const ids = readdirSync('content/vehicles')
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json'));
  /** Half list, half single vehicles, every answer a full 200 (no If-None-Match). */
  const readVehicles = () => {
    let read = 0;
    return run({
      amount: reads,
      requests: [
        {
          method: 'GET',
          path: '/api/vehicles',
          setupRequest(request) {
            read += 1;
            if (read % 2 === 0) return { ...request, path: `/api/vehicles/${ids[read % ids.length]}` };
            return request;
          },
        },
      ],
    });
  };
  // The build's catalogue: no cart changed on the desk (each request still reads the live stock, and finds none).
  const buildOnly = await readVehicles();
  report(`GET /api/vehicles and /api/vehicles/{id} x ${reads}, build state (no cart changed on the desk)`, buildOnly);
  // Live stock: some carts sold or on hold on the desk, merged over the catalogue on every request.
  const changed = ids.slice(0, LIVE_CARTS);
  const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  d1(
    `INSERT INTO vehicle_stock (vehicle_id, status, hold_until, version, changed_by, changed_at) VALUES ${changed
      .map(
        (id, i) =>
          `('${id}', '${i % 2 ? 'on-hold' : 'sold'}', ${i % 2 ? `'${until}'` : 'NULL'}, 1, 'bench@localhost', '${new Date().toISOString()}')`,
      )
      .join(', ')}`,
  );
  const merged = await fetch(`${base}/api/vehicles`).then((r) => r.json());
  const liveOk = changed.every((id, i) => merged.find((v) => v.id === id)?.status === (i % 2 ? 'on-hold' : 'sold'));
  const vehicles = await readVehicles();
  report(`GET /api/vehicles and /api/vehicles/{id} x ${reads}, live stock (${changed.length} carts sold or on hold)`, vehicles);
  const rate = (r) => r.requests.average;
  console.log(
    `\nVehicles API: ${rate(vehicles).toFixed(0)} req/s with live stock, ${rate(buildOnly).toFixed(0)} req/s in the build state (${(
      (rate(vehicles) / rate(buildOnly) - 1) *
      100
    ).toFixed(0)}%); the live answers ${liveOk ? 'carry' : 'DO NOT carry'} the desk's states`,
  );
  if (!liveOk) throw new Error('the vehicles API did not answer the live stock');
  const vehicleRuns = [buildOnly, vehicles];

  const [{ rows, keys }] = d1('SELECT COUNT(*) AS rows, COUNT(DISTINCT idempotency_key) AS keys FROM contact_messages');
  const storedIds = new Set(d1('SELECT id FROM contact_messages').map((r) => r.id));
  const unanswered = [...answered201].filter((id) => !storedIds.has(id)).length;
  const fiveXX = [contact, ...vehicleRuns].reduce((n, r) => n + r['5xx'], 0);
  const count201 = contact.statusCodeStats?.['201']?.count ?? 0;

  console.log('\nIntegrity');
  console.log(`  201 answers: ${count201} (${replays} of them replays of an earlier key)`);
  console.log(`  distinct ids answered: ${answered201.size}; rows stored: ${rows}; distinct keys stored: ${keys}`);
  console.log(`  answered ids missing from D1: ${unanswered}; replays answered with another id: ${replayMismatches}; 5xx: ${fiveXX}`);
  failed = rows !== answered201.size || keys !== rows || unanswered > 0 || replayMismatches > 0 || fiveXX > 0 || count201 !== posts;
  console.log(
    failed ? '\nFAIL: messages lost, duplicated or refused' : '\nOK: rows stored == 201 answers (replays excluded), no duplicates, no 5xx',
  );
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stop();
  rmSync(persist, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
