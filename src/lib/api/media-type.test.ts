import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { answersWithHtml, bodyKind, parseMediaType } from './media-type';

describe('parseMediaType', () => {
  cases('%j', parseMediaType, [
    [null, null],
    ['', null],
    ['json', null],
    ['text/html', { essence: 'text/html', params: {} }],
    ['Application/JSON; Charset="UTF-8"', { essence: 'application/json', params: { charset: 'UTF-8' } }],
    ['multipart/form-data; boundary=abc; boundary=def', { essence: 'multipart/form-data', params: { boundary: 'abc' } }],
    ['text/plain;;x', { essence: 'text/plain', params: {} }],
  ]);
});

describe('bodyKind', () => {
  cases('%j -> %s', bodyKind, [
    ['application/json', 'json'],
    ['application/json; charset=utf-8', 'json'],
    ['application/json;charset=UTF8', 'json'],
    ['application/merge-patch+json', 'json'],
    ['application/x-www-form-urlencoded', 'form'],
    ['application/x-www-form-urlencoded; charset=UTF-8', 'form'],
    ['application/json; charset=iso-8859-1', null],
    ['text/plain', null],
    ['text/plain; charset=utf-8', null],
    ['multipart/form-data; boundary=x', null],
    ['application/xml', null],
    ['', null],
    [null, null],
  ]);
});

describe('answersWithHtml', () => {
  it.each([
    ['form', 'text/html,application/xhtml+xml,*/*;q=0.8', true],
    ['form', null, true],
    ['form', '*/*', true],
    ['form', 'application/json', false],
    ['form', 'application/json, text/plain', true],
    ['json', 'text/html', false],
    [null, 'text/html', false],
  ] as const)('%s with Accept %j -> %s', (kind, accept, html) => {
    expect(answersWithHtml(kind, accept)).toBe(html);
  });
});
