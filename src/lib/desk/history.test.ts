import { describe, expect, it } from 'vitest';
import { historyText } from './history';

describe('historyText', () => {
  it.each([
    [
      { subject: 'vehicle', subjectId: 'c', subjectName: 'Cart C', from: 'available', to: 'sold', holdUntil: null },
      'Cart C: Available \u2192 Sold',
    ],
    [
      { subject: 'vehicle', subjectId: 'c', subjectName: 'Cart C', from: 'available', to: 'on-hold', holdUntil: '2026-11-27' },
      'Cart C: Available \u2192 On hold until Friday, November 27',
    ],
    [{ subject: 'vehicle', subjectId: 'c', subjectName: 'Cart C', from: null, to: 'sold', holdUntil: null }, 'Cart C: Sold'],
    [
      { subject: 'lead', subjectId: '12', subjectName: 'Jane Doe', from: 'new', to: 'contacted', holdUntil: null },
      'Lead #12, Jane Doe: New \u2192 Contacted',
    ],
    [
      { subject: 'lead', subjectId: '3', subjectName: 'Al Bo', from: 'contacted', to: 'won', holdUntil: null },
      'Lead #3, Al Bo: Contacted \u2192 Won',
    ],
  ] as const)('%j -> %s', (entry, text) => expect(historyText(entry)).toBe(text));
});
