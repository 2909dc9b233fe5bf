#!/usr/bin/env node
/**
 * What one request costs a page's simulated LCP, whatever the host's speed: copies the artifacts a Lighthouse
 * gather saved (`lighthouse <url> -G=<dir>`) without the requests whose "METHOD URL" matches one of the
 * patterns (every devtools event and trace event of theirs), so `lighthouse <url> -A=<copy>` audits the same
 * load as if the page had not made them. The difference between the two audits' LCP is that request's cost
 * in Lighthouse's simulation (lantern), which keeps every request that started and ended before the LCP
 * observed in the load.
 *   npx node scripts/bench/drop-requests.mjs <gathered dir> <copy dir> '<regex>' ['<regex>' ...]
 * Patterns such as 'favicon', '^HEAD ' or 'photo-1[.]'. Prints what it dropped.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const [from, to, ...patterns] = process.argv.slice(2);
if (!from || !to || patterns.length === 0) {
  console.error('usage: drop-requests.mjs <gathered dir> <copy dir> <regex> [<regex> ...]');
  process.exit(2);
}
const matchers = patterns.map((p) => new RegExp(p));
mkdirSync(to, { recursive: true });
copyFileSync(`${from}/artifacts.json`, `${to}/artifacts.json`);

const log = JSON.parse(readFileSync(`${from}/devtoolslog.json`, 'utf8'));
const dropped = new Map();
for (const e of log) {
  if (e.method !== 'Network.requestWillBeSent') continue;
  const what = `${e.params.request.method} ${e.params.request.url}`;
  if (matchers.some((m) => m.test(what))) dropped.set(e.params.requestId, what);
}
const ofDropped = (id) => id !== undefined && dropped.has(id);
writeFileSync(`${to}/devtoolslog.json`, JSON.stringify(log.filter((e) => !ofDropped(e.params?.requestId))));

const trace = JSON.parse(readFileSync(`${from}/trace.json`, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;
const kept = events.filter((e) => !ofDropped(e.args?.data?.requestId));
writeFileSync(`${to}/trace.json`, JSON.stringify(Array.isArray(trace) ? kept : { ...trace, traceEvents: kept }));

for (const what of dropped.values()) console.log(`dropped ${what}`);
if (dropped.size === 0) console.log('no request matched');
