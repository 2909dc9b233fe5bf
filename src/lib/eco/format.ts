/** How the eco calculator shows its numbers: whole pounds, gallons and dollars; tons and trees to one decimal. */
import { formatNumber, formatUsd } from '../format/usd';

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export type EcoUnit = 'lbs' | 'tons' | 'gallons' | 'usd' | 'trees';

/** Small ton values keep two decimals so 0.03 tons does not read as 0.0. */
export function formatEcoValue(value: number, unit: EcoUnit): string {
  switch (unit) {
    case 'usd':
      return formatUsd(value);
    case 'lbs':
    case 'gallons':
      return formatNumber(value);
    case 'tons':
      return value > 0 && value < 1 ? twoDecimals.format(value) : oneDecimal.format(value);
    case 'trees':
      return oneDecimal.format(value);
  }
}

/** The calculator's assumptions in words, built from the constants so the page never drifts from the maths. */
export function assumptionsText(c: {
  gasMpg: number;
  gasPricePerGallon: number;
  co2LbsPerGallon: number;
  kwhPerMile: number;
  electricityPricePerKwh: number;
  weeksPerYear: number;
}): string {
  const price = (n: number) => `$${n.toFixed(2)}`;
  return (
    `Estimates compare a gas cart at ${c.gasMpg} miles per gallon and ${price(c.gasPricePerGallon)} per gallon ` +
    `(${c.co2LbsPerGallon} lbs of CO2 per gallon) with an electric cart using ${c.kwhPerMile} kWh per mile at ` +
    `${price(c.electricityPricePerKwh)} per kWh, over ${c.weeksPerYear} weeks a year.`
  );
}
