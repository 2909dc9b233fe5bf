/**
 * The eco page's fact cards, each figure computed from the calculator's own constants and formulas
 * (./calculator.ts), never typed: the yearly saving is the calculator's net saving over one year at the
 * typical use the page states (the calculator's starting values, ECO_DEFAULTS).
 */
import { calculateEcoImpact, ECO_CONSTANTS, ECO_DEFAULTS, USAGE_LABELS, type EcoInput } from './calculator';
import { formatEcoValue } from './format';

export const ECO_FACTS = ['co2PerGallon', 'efficiency', 'yearlySavings', 'treesPerTon'] as const;
export type EcoFact = (typeof ECO_FACTS)[number];

/** The use a stated figure assumes: miles a week and the kind of use. */
export type TypicalUse = Pick<EcoInput, 'milesPerWeek' | 'usageType'>;

/** The typical use the page states: the calculator's starting values. */
export const TYPICAL_USE: TypicalUse = { milesPerWeek: ECO_DEFAULTS.milesPerWeek, usageType: ECO_DEFAULTS.usageType };

/** "50 miles a week, residential community (daily errands)" */
export function typicalUseText(use: TypicalUse): string {
  return `${use.milesPerWeek} miles a week, ${USAGE_LABELS[use.usageType].replace(/^./, (c) => c.toLowerCase())}`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Each fact card's figure. */
export function ecoFactValues(use: TypicalUse): Record<EcoFact, string> {
  const c = ECO_CONSTANTS;
  const year = calculateEcoImpact({ ...use, timeframe: 1 });
  return {
    co2PerGallon: `${c.co2LbsPerGallon} lbs`,
    efficiency: `${percent(c.electricEfficiency)} vs ${percent(c.gasEfficiency)}`,
    yearlySavings: formatEcoValue(year.netSavings, 'usd'),
    treesPerTon: `${c.treesPerTon} trees`,
  };
}
