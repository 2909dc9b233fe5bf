import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { cleanLine, cleanText, digitCount, hasLetter, hasLoneSurrogate } from './text';

describe('hasLoneSurrogate', () => {
  cases('%j -> %s', hasLoneSurrogate, [
    ['plain', false],
    ['', false],
    ['🚗 car', false],
    ['\ud83d\ude97', false],
    ['\ud800', true],
    ['a\ud800b', true],
    ['\udc00', true],
    ['a\udc00', true],
    ['\ud83d\ude97\ude97', true],
    ['\ud83d\ud83d\ude97', true],
    ['end\ud83d', true],
  ]);
});

describe('cleanLine: one-line fields', () => {
  cases('%j -> %j', cleanLine, [
    ['Ann', 'Ann'],
    ['Ann\u0000', 'Ann'],
    ['Ann\r\nLee', 'Ann Lee'],
    ['Ann\n#2  2026-11-22  Sales Inquiry', 'Ann #2 2026-11-22 Sales Inquiry'],
    ['Ann\tLee', 'Ann Lee'],
    ['Ann \u2028 Lee\u2029', 'Ann Lee '],
    ['Lee\u001b[31m', 'Lee[31m'],
    ['Lee\u007f\u0085\u009b', 'Lee '],
    ['O\u200bBrien', 'OBrien'],
    ['\u202eeeL\u202c', 'eeL'],
    ['\u2066Ann\u2069\u200e\u200f', 'Ann'],
    ['\ufeffAnn\u00ad', 'Ann'],
    ['\u200b\u200b\u200b', ''],
    // The joiners that scripts and emoji need stay.
    ['می\u200cخواهم', 'می\u200cخواهم'],
    ['👩\u200d🔧', '👩\u200d🔧'],
    ['Zoë-Łucja 山田', 'Zoë-Łucja 山田'],
  ]);
});

describe('cleanText: the message keeps line feeds and tabs only', () => {
  cases('%j -> %j', cleanText, [
    ['Line one\nLine two', 'Line one\nLine two'],
    ['Line one\r\nLine two\rLine three', 'Line one\nLine two\nLine three'],
    ['a\u2028b\u2029c\u0085d', 'a\nb\nc\nd'],
    ['Tab\there\u0007 bell\u0000', 'Tab\there bell'],
    ['\u001b[2J\u001b]0;owned\u0007', '[2J]0;owned'],
    ['Price\u200b list 🚗', 'Price\u200b list 🚗'],
  ]);
});

describe('hasLetter and digitCount', () => {
  cases('hasLetter(%j) = %s', hasLetter, [
    ['Ann', true],
    ['山', true],
    ['Ł', true],
    ['12345', false],
    ['-- .', false],
    ['🚗', false],
    ['', false],
  ]);

  cases('digitCount(%j) = %i', digitCount, [
    ['(302) 555-0100', 10],
    ['+1 302 555 0100', 11],
    ['call me', 0],
    ['３０２', 0],
  ]);
});
