#!/usr/bin/env node
/**
 * Post-build step (run by scripts/build.mjs on the new build, and again by scripts/serve.mjs before serving): completes the
 * Content-Security-Policy of dist/_headers with the SHA-256 of every inline script in the built pages,
 * so Astro's island loaders run while any other inline script is blocked. Fails when a page holds
 * script a hash cannot allow (inline event handlers, javascript: URLs) or when the file would break
 * Cloudflare's limits. Idempotent. Usage: node scripts/csp-headers.mjs [distDir]
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { inlineScripts, overlongLines, scriptHashSource, unhashableScripts, withScriptHashes } from './csp.ts';

const dist = resolve(process.argv[2] ?? 'dist');
const headersFile = join(dist, '_headers');

const htmlFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

const hashes = new Set();
const problems = [];
const pages = htmlFiles(dist);
for (const file of pages) {
  const html = readFileSync(file, 'utf8');
  for (const script of inlineScripts(html)) hashes.add(await scriptHashSource(script));
  for (const finding of unhashableScripts(html)) problems.push(`${relative(dist, file)}: ${finding}`);
}
if (problems.length) {
  console.error(`CSP: ${problems.length} inline script(s) no hash can allow (move them to a <script> or an island):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}

const current = readFileSync(headersFile, 'utf8');
const text = withScriptHashes(current, [...hashes]);
const tooLong = overlongLines(text);
if (tooLong.length) {
  console.error(`CSP: ${tooLong.length} line(s) of _headers exceed Cloudflare's 2,000-character limit (too many distinct inline scripts).`);
  process.exit(1);
}
// A server may already be serving this dist (a second `serve.mjs` in the browser tests): never touch an
// unchanged file, and replace a changed one atomically, so a watcher never reads it half-written.
if (text === current) {
  console.log(
    `CSP: ${relative(process.cwd(), headersFile)} already holds the ${hashes.size} inline script hash(es) of ${pages.length} pages`,
  );
} else {
  const temporary = `${headersFile}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, headersFile);
  console.log(`CSP: ${hashes.size} inline script hash(es) from ${pages.length} pages written to ${relative(process.cwd(), headersFile)}`);
}
