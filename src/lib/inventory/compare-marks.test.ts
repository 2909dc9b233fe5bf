import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { chosenId, compareMarksCss } from './compare-marks';

const LOOK = '{--chosen-mark:"✓ ";background-color:var(--color-brand-50)}';

describe('compareMarksCss: a chosen cart’s chip in the tray marks its card’s Compare', () => {
  cases('%j', compareMarksCss, [
    [[], ''],
    [['a'], `:root:has(#chosen-a) .inv-card [value="a"]${LOOK}`],
    [
      ['ev-city', 'd5-ranger-4'],
      `:root:has(#chosen-ev-city) .inv-card [value="ev-city"],:root:has(#chosen-d5-ranger-4) .inv-card [value="d5-ranger-4"]${LOOK}`,
    ],
    [['a.b"c'], `:root:has(#chosen-a\\.b\\"c) .inv-card [value="a.b\\"c"]${LOOK}`],
  ]);

  it('names the tray’s chip of a cart by the id the rule looks for', () => {
    expect(chosenId('ev-city')).toBe('chosen-ev-city');
  });
});
