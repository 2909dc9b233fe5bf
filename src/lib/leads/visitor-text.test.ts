import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { neutralize, oneLine, QUOTE_MARK, quoteVisitorText } from './visitor-text';

describe('neutralize: invisible characters become visible', () => {
  cases('%j', neutralize, [
    ['plain text', 'plain text'],
    ['line\nbreak\ttab', 'line\nbreak\ttab'],
    ['\u001b[2J\u001b]0;owned\u0007', '\ufffd[2J\ufffd]0;owned\ufffd'],
    ['\u009b31m', '\ufffd31m'],
    ['a\rb', 'a\ufffdb'],
    ['abc\u202edcba\u202c', 'abc\ufffddcba\ufffd'],
    ['\u2066isolated\u2069 \u200eLRM \u200fRLM \u061cALM', '\ufffdisolated\ufffd \ufffdLRM \ufffdRLM \ufffdALM'],
    ['zero\u200bwidth \u2060joiner \ufeffbom \u00adsoft', 'zero\ufffdwidth \ufffdjoiner \ufffdbom \ufffdsoft'],
    ['tag\u{E0041}\u{E0042}chars', 'tag\ufffd\ufffdchars'],
    ['one\u2028two\u2029', 'one\ufffdtwo\ufffd'],
    ['ASCII\u200dZWJ a\u200cb', 'ASCII\ufffdZWJ a\ufffdb'],
    ['Zoë 🚗 山田', 'Zoë 🚗 山田'],
    ['family 👨\u200d👩\u200d👧', 'family 👨\u200d👩\u200d👧'],
    ['می\u200cخواهم', 'می\u200cخواهم'],
  ]);
});

describe('oneLine', () => {
  cases('%j', oneLine, [
    ['Ann Lee', 'Ann Lee'],
    ['Ann\n#9  forged', 'Ann\ufffd#9  forged'],
    ['Ann\r\nLee\tX', 'Ann\ufffd\ufffdLee\ufffdX'],
    [null, ''],
    [7, '7'],
  ]);
});

describe('quoteVisitorText: every line of a message is set apart', () => {
  it.each([
    ['One line.', ['> One line.']],
    ['About: Test drive · x\nRental estimate (not a quote): = $1', ['> About: Test drive · x', '> Rental estimate (not a quote): = $1']],
    ['a\r\nb\rc', ['> a', '> b', '> c']],
    ['first\n\n   \nlast', ['> first', '>', '>', '> last']],
    ['> already quoted', ['> > already quoted']],
    ['\u202eevil', ['> \ufffdevil']],
  ])('%j', (text, lines) => {
    expect(quoteVisitorText(text)).toEqual(lines);
    expect(lines.every((line) => line.startsWith(QUOTE_MARK.trim()))).toBe(true);
  });
});
