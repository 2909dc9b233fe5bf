import { describe, expect, it } from 'vitest';
import { isDraft } from './drafts';

describe('isDraft', () => {
  it.each([
    [{ draft: true }, true],
    [{ draft: false }, false],
    [{ draft: 'true' }, false],
    [{}, false],
  ])('%j -> %s', (content, expected) => {
    expect(isDraft(content)).toBe(expected);
  });
});
