import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADERS_LINE_MAX, inlineScripts, overlongLines, scriptHashSource, unhashableScripts, withScriptHashes } from './csp';

const nodeHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScripts', () => {
  it.each([
    ['<script>a()</script>', ['a()']],
    ['<script type="module">import("/x.js")</script>', ['import("/x.js")']],
    ['<SCRIPT type=text/javascript>b()</SCRIPT >', ['b()']],
    ['<script src="/_astro/x.js"></script>', []],
    ['<script type="module" src="/_astro/x.js"></script>', []],
    ['<script type="application/ld+json">{"@type":"Thing"}</script>', []],
    ['<script type="importmap">{}</script>', []],
    ['<script>(()=>{var a="</scr"+"ipt>"})()</script><p>x</p><script>c()</script>', ['(()=>{var a="</scr"+"ipt>"})()', 'c()']],
    ['<script>\n  multi\n  line\n</script>', ['\n  multi\n  line\n']],
    ['<p>no scripts</p>', []],
  ])('%j', (html, scripts) => {
    expect(inlineScripts(html)).toEqual(scripts);
  });
});

describe('scriptHashSource', () => {
  it.each(['', 'alert(1)', '(()=>{var e=async t=>{await(await t())()};})();', 'é ✓ 🚗\n'])(
    '%j matches an independent SHA-256',
    async (text) => {
      expect(await scriptHashSource(text)).toBe(nodeHash(text));
    },
  );
});

describe('unhashableScripts', () => {
  it.each([
    ['<button onclick="go()">x</button>', 1],
    ['<img src="x" onerror=alert(1)>', 1],
    ['<a href="javascript:void(0)">x</a>', 1],
    ['<a href=" JavaScript:alert(1)">x</a>', 1],
    ['<img alt="turn onclick=x on" src="a.svg">', 0],
    ['<p>onclick="x" in text</p>', 0],
    ['<script>el.onclick = "x"; var s = "<a onclick=x>";</script>', 0],
    ['<style>a[onclick=x]{}</style>', 0],
    ['<!-- <a onclick="x"> -->', 0],
    ['<details open><summary>More</summary></details>', 0],
    ['<a href="/contact" data-onclick="x">x</a>', 0],
  ])('%j -> %i finding(s)', (html, count) => {
    expect(unhashableScripts(html)).toHaveLength(count);
  });
});

describe('withScriptHashes', () => {
  const headers = `/*
  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'
  X-Content-Type-Options: nosniff

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`;
  it('adds the hashes, sorted and de-duplicated, to script-src only', () => {
    const out = withScriptHashes(headers, ["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(out).toContain("script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'");
    expect(out).toContain('X-Content-Type-Options: nosniff');
    expect(out).toContain('Cache-Control: public, max-age=31536000, immutable');
  });
  it('replaces the hashes of an earlier run (idempotent)', () => {
    const once = withScriptHashes(headers, ["'sha256-old'"]);
    const twice = withScriptHashes(once, ["'sha256-new'"]);
    expect(twice).toBe(withScriptHashes(headers, ["'sha256-new'"]));
    expect(twice).not.toContain('sha256-old');
  });
  it('keeps the policy unchanged apart from formatting when there is no inline script', () => {
    expect(withScriptHashes(headers, [])).toBe(headers);
  });
  it('refuses a file without a policy to complete', () => {
    expect(() => withScriptHashes('/*\n  X-Frame-Options: DENY\n', [])).toThrow(/script-src/);
  });
});

describe('overlongLines', () => {
  it('finds lines Cloudflare would not read', () => {
    expect(overlongLines(`a\n${'x'.repeat(HEADERS_LINE_MAX)}\n`)).toEqual([]);
    expect(overlongLines(`a\n${'x'.repeat(HEADERS_LINE_MAX + 1)}\n`)).toHaveLength(1);
  });
});
