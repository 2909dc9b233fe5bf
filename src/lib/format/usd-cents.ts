/**
 * Dollars and cents, in a module of its own: the contact form's estimate needs only this, and an island
 * that imports it carries only it (./usd.ts holds the whole-dollar formats of the cards and pages).
 */
const centsFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' });

/** US dollars, with cents only when there are any: 150 -> "$150", 228.34 -> "$228.34", 93.3 -> "$93.30". */
export function formatUsdCents(amount: number): string {
  return centsFormatter.format(amount);
}
