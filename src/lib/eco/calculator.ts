/**
 * The eco calculator: what driving an electric cart instead of a gas one saves.
 * Pure arithmetic, no rounding (the display rounds), no clamping of the input (the 1-500 range of the
 * miles field is an HTML attribute only): 0 gives zeros and 500 or more is computed as typed.
 */

/** How hard each kind of use works a cart, relative to recreational driving. */
export const USAGE_MULTIPLIERS = {
  recreational: 1,
  residential: 1.2,
  commercial: 2,
  golf_course: 2.5,
} as const;
export type UsageType = keyof typeof USAGE_MULTIPLIERS;
export const USAGE_TYPES = Object.keys(USAGE_MULTIPLIERS) as UsageType[];

export const USAGE_LABELS: Record<UsageType, string> = {
  recreational: 'Recreational (weekends, neighborhood trips)',
  residential: 'Residential community (daily errands)',
  commercial: 'Commercial (campus, resort or business fleet)',
  golf_course: 'Golf course (daily rounds)',
};

/** Time frames offered, in years. */
export const TIMEFRAMES = [1, 3, 5, 10] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const ECO_CONSTANTS = {
  weeksPerYear: 52,
  /** Fuel economy of the gas cart being replaced. */
  gasMpg: 15,
  /** Pounds of CO2 released by burning one gallon of gasoline. */
  co2LbsPerGallon: 19.6,
  gasPricePerGallon: 3.5,
  kwhPerMile: 0.15,
  electricityPricePerKwh: 0.12,
  lbsPerTon: 2000,
  /** Trees needed to absorb one ton of CO2 in a year. */
  treesPerTon: 16.5,
  /** Share of the energy that reaches the wheels: an electric drivetrain, a gas engine (a fact the page states). */
  electricEfficiency: 0.9,
  gasEfficiency: 0.25,
} as const;

/** The input range of the miles field (attributes only). */
export const MILES_PER_WEEK_MIN = 1;
export const MILES_PER_WEEK_MAX = 500;

export const ECO_DEFAULTS: EcoInput = { milesPerWeek: 50, usageType: 'residential', timeframe: 5 };

export interface EcoInput {
  milesPerWeek: number;
  usageType: UsageType;
  timeframe: Timeframe;
}

export interface EcoResult {
  /** Miles driven over the whole time frame. */
  miles: number;
  /** Gallons of gasoline not burned. */
  fuelSaved: number;
  /** Pounds of CO2 not emitted. */
  co2Saved: number;
  /** The same in tons (lbs / 2000). */
  co2Tons: number;
  /** What the gasoline would have cost (USD). */
  costSaved: number;
  /** What charging costs instead (USD). */
  electricCost: number;
  /** costSaved - electricCost (USD). */
  netSavings: number;
  /** Trees that would absorb the same CO2. */
  treesEquivalent: number;
}

/** A typed-in miles value as a number: blank or garbage is 0, a negative distance is 0; no upper clamp. */
export function parseMiles(raw: string): number {
  const value = Number.parseFloat(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Whether there is a distance to compute with: with no miles (blank, 0, garbage) the calculator asks
 * for them and shows no result, since every figure would be zero.
 */
export function hasMiles(input: Pick<EcoInput, 'milesPerWeek'>): boolean {
  return input.milesPerWeek > 0;
}

export function calculateEcoImpact({ milesPerWeek, usageType, timeframe }: EcoInput): EcoResult {
  const c = ECO_CONSTANTS;
  const miles = milesPerWeek * c.weeksPerYear * timeframe * USAGE_MULTIPLIERS[usageType];
  const fuelSaved = miles / c.gasMpg;
  const co2Saved = fuelSaved * c.co2LbsPerGallon;
  const co2Tons = co2Saved / c.lbsPerTon;
  const costSaved = fuelSaved * c.gasPricePerGallon;
  const electricCost = miles * c.kwhPerMile * c.electricityPricePerKwh;
  return {
    miles,
    fuelSaved,
    co2Saved,
    co2Tons,
    costSaved,
    electricCost,
    netSavings: costSaved - electricCost,
    treesEquivalent: co2Tons * c.treesPerTon,
  };
}

export function isUsageType(value: string): value is UsageType {
  return Object.hasOwn(USAGE_MULTIPLIERS, value);
}

export function isTimeframe(value: number): value is Timeframe {
  return (TIMEFRAMES as readonly number[]).includes(value);
}
