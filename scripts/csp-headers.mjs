#!/usr/bin/env node
/**
 * Post-build step (npm `postbuild`, and again by scripts/serve.mjs before serving): completes the
 * Content-Security-Policy of dist/_headers with the SHA-256 of every inline script in the built pages,
 * so Astro's island loaders run while any other inline script is blocked. Fails when a page holds
 * script a hash cannot allow (inline event handlers, javascript: URLs) or when the file would break
 * Cloudflare's limits. Idempotent. Usage: node scripts/csp-headers.mjs [distDir]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { inlineScripts, overlongLines, scriptHashSource, unhashableScripts, withScriptHashes } from '../src/lib/api/csp.ts';

const dist = resolve(process.argv[2] ?? 'dist');
const headersFile = join(dist, '_headers');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

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

const text = withScriptHashes(readFileSync(headersFile, 'utf8'), [...hashes]);
const tooLong = overlongLines(text);
if (tooLong.length) {
  console.error(`CSP: ${tooLong.length} line(s) of _headers exceed Cloudflare's 2,000-character limit (too many distinct inline scripts).`);
  process.exit(1);
}
writeFileSync(headersFile, text);
console.log(`CSP: ${hashes.size} inline script hash(es) from ${pages.length} pages written to ${relative(process.cwd(), headersFile)}`);
