import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  cases('%j -> %s', escapeHtml, [
    ['plain', 'plain'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    [`it's & "that"`, 'it&#39;s &amp; &quot;that&quot;'],
    ['&amp;', '&amp;amp;'],
    [null, ''],
    [undefined, ''],
    [5, '5'],
  ]);
});
