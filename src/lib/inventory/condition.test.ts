import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { conditionLabel } from './condition';

describe('conditionLabel', () => {
  cases('%o -> %s', conditionLabel, [
    [{ isNew: true }, 'New'],
    [{ isNew: true, year: 2026 }, 'New'],
    [{ isNew: false, year: 2022 }, 'Pre-owned (2022)'],
    [{ isNew: false }, 'Pre-owned'],
  ]);
});
