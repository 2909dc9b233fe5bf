import { describe, expect, it } from 'vitest';
import { withoutDraftItems } from './check';

describe('withoutDraftItems (what production publishes of a file)', () => {
  it.each([
    ['a list item', { cards: [{ id: 'a' }, { id: 'b', draft: true }] }, { cards: [{ id: 'a' }] }],
    ['a list item deep in a section', { s: { items: [{ draft: true }, { id: 'c' }] } }, { s: { items: [{ id: 'c' }] } }],
    ['a section (an object under a key)', { hero: { t: 'x' }, about: { t: 'y', draft: true } }, { hero: { t: 'x' } }],
    ['a section marked false', { about: { t: 'y', draft: false } }, { about: { t: 'y', draft: false } }],
    ['nothing marked', { a: [1, 2], b: 'text', c: null }, { a: [1, 2], b: 'text', c: null }],
  ])('%s', (_, data, published) => {
    expect(withoutDraftItems(data)).toEqual(published);
  });
});
