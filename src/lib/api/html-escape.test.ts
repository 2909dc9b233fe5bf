import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    [`it's & "that"`, 'it&#39;s &amp; &quot;that&quot;'],
    ['&amp;', '&amp;amp;'],
    [null, ''],
    [undefined, ''],
    [5, '5'],
  ])('%j -> %s', (value, escaped) => {
    expect(escapeHtml(value)).toBe(escaped);
  });
});
