#!/usr/bin/env node
/**
 * Reports the JavaScript every built page loads (islands, their renderer, and every chunk they
 * import, plus inline scripts), compressed as a visitor receives it:
 *   npx node scripts/report-island-js.mjs [--budget=70]   (after `npm run build`)
 * Pages without an island must load none; a page over the budget (KB, brotli) fails the run.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const DIST = 'dist';
const budgetKb = Number(process.argv.find((a) => a.startsWith('--budget='))?.slice(9) ?? 70);

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

const sizes = (buf) => ({ raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, brotli: brotliCompressSync(buf).length });

/** A module and everything it imports statically or dynamically, by site path. */
function closure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(join(DIST, entry), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    closure(new URL(m[1], `http://x${entry}`).pathname, seen);
  }
  return seen;
}

const rows = [];
let failed = false;
for (const file of htmlFiles(DIST)) {
  const html = readFileSync(file, 'utf8');
  const page = `/${relative(DIST, file)}`.replace(/\.html$/, '').replace(/\/index$/, '/');
  const entries = [
    ...[...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]*\bsrc="(\/[^"]+\.js)"/g)].map((m) => m[1]),
  ];
  const modules = new Set();
  for (const e of entries) closure(e, modules);
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  const islands = [...html.matchAll(/<astro-island[^>]*\bclient="([^"]+)"[^>]*?opts="[^"]*?name&quot;:&quot;([^&]+)/g)].map(
    (m) => `${m[2]} (client:${m[1]})`,
  );
  if (modules.size === 0 && inline.trim() === '') continue;
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const mod of [...modules].map((m) => readFileSync(join(DIST, m))).concat(inline ? [Buffer.from(inline)] : [])) {
    const s = sizes(mod);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  const over = total.brotli / 1024 > budgetKb;
  if (over || islands.length === 0) failed = true;
  rows.push({ page, islands: islands.join(', ') || 'NONE (JavaScript on a page without an island)', ...total, over });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`JavaScript per page (budget ${budgetKb} KB brotli; pages not listed load none)\n`);
for (const r of rows.sort((a, b) => a.page.localeCompare(b.page))) {
  console.log(`${r.over ? 'OVER ' : ''}${r.page}  ${r.islands}  raw ${kb(r.raw)}, gzip ${kb(r.gzip)}, brotli ${kb(r.brotli)}`);
}
process.exit(failed ? 1 : 0);
