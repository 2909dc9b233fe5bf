import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { nextDecoyId } from './decoy-id';

describe('nextDecoyId', () => {
  cases('newest stored %i, last decoy %i -> %i', nextDecoyId, [
    [0, 0, 1],
    [41, 0, 42],
    [41, 42, 43],
    [50, 43, 51],
  ]);
});
