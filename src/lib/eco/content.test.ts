/** The eco page's fact cards (content/eco.json) must not drift from the calculator's constants. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ECO_CONSTANTS } from './calculator';

const eco = JSON.parse(readFileSync('content/eco.json', 'utf8')) as { facts: { value: string; label: string }[] };

describe('content/eco.json facts', () => {
  it.each([
    ['CO2 per gallon', `${ECO_CONSTANTS.co2LbsPerGallon} lbs`],
    ['trees per ton', `${ECO_CONSTANTS.treesPerTon} trees`],
  ])('%s card shows %s', (_name, value) => {
    expect(eco.facts.map((f) => f.value)).toContain(value);
  });
});
