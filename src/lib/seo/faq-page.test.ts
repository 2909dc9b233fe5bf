import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './faq-page';

describe('faqPageJsonLd', () => {
  it.each([
    [[], 0],
    [[{ question: 'Q1?', answer: 'A1' }], 1],
    [
      [
        { question: 'Q1?', answer: 'A1' },
        { question: 'Q2?', answer: 'A2' },
      ],
      2,
    ],
  ])('has one Question per item (%#)', (items, count) => {
    const data = faqPageJsonLd(items);
    expect(data['@type']).toBe('FAQPage');
    expect(data['mainEntity']).toHaveLength(count);
  });

  it('keeps question and answer texts as given', () => {
    const data = faqPageJsonLd([{ question: 'How far?', answer: '25-60 miles per charge.' }]);
    expect(data['mainEntity']).toEqual([
      { '@type': 'Question', name: 'How far?', acceptedAnswer: { '@type': 'Answer', text: '25-60 miles per charge.' } },
    ]);
  });
});
