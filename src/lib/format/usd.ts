const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const numberFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** US dollars with thousands separators and no decimals: 12995 -> "$12,995". */
export function formatUsd(amount: number): string {
  return usdFormatter.format(amount);
}

/** A whole number with thousands separators: 39403 -> "39,403". */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/** A figure reached and passed: 1000 -> "1,000+" (customers served). */
export function formatAtLeast(value: number): string {
  return `${formatNumber(value)}+`;
}
