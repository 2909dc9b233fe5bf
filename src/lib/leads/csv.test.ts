import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  cases('%j -> %s', csvCell, [
    ['plain', '"plain"'],
    ['', '""'],
    [null, '""'],
    [undefined, '""'],
    [42, '"42"'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b', '"a,b"'],
    ['line1\nline2', '"line1\nline2"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 302 555 0100', '"\'+1 302 555 0100"'],
    ['-5', '"\'-5"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ["  =cmd|' /C calc'!A0", "\"'  =cmd|' /C calc'!A0\""],
    ['＝HYPERLINK("x")', '"\'＝HYPERLINK(""x"")"'],
    ['\tSUM', '"\'\tSUM"'],
    ['\n=1+1', '"\'\n=1+1"'],
    ['Ann\u0000\u001b[2J', '"Ann\ufffd\ufffd[2J"'],
    ['tab\tand\r\nbreaks', '"tab\tand\r\nbreaks"'],
    ['a = b', '"a = b"'],
    ['Zoë 🚗', '"Zoë 🚗"'],
  ]);
});

describe('toCsv', () => {
  it('writes a header row and one CRLF-terminated row per record, in column order', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          { id: 1, name: 'Ann', extra: 'ignored' },
          { id: 2, name: 'Bo "B"' },
        ],
      ),
    ).toBe('"id","name"\r\n"1","Ann"\r\n"2","Bo ""B"""\r\n');
  });
  it('writes only the header for no rows', () => {
    expect(toCsv(['id'], [])).toBe('"id"\r\n');
  });
});

describe('csvCell neutralizes what every view does', () => {
  cases('%j -> %s', csvCell, [
    ['abc\u202edcba', '"abc\ufffddcba"'],
    ['a\u200bb\u2066c\u2069', '"a\ufffdb\ufffdc\ufffd"'],
    ['one\u2028two', '"one\ufffdtwo"'],
    ['👨\u200d👩', '"👨\u200d👩"'],
  ]);
});
