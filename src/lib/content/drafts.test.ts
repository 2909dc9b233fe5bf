import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { isDraft } from './drafts';

describe('isDraft', () => {
  cases('%j -> %s', isDraft, [
    [{ draft: true }, true],
    [{ draft: false }, false],
    [{ draft: 'true' }, false],
    [{}, false],
  ]);
});
