/** Financing wording rules: terms of 12 to 84 months, rates as low as 0% APR. */

export interface FinancingTerms {
  minMonths: number;
  maxMonths: number;
  aprFrom: number;
}

/** "12 to 84 months" */
export function termRange(terms: Pick<FinancingTerms, 'minMonths' | 'maxMonths'>): string {
  return terms.minMonths === terms.maxMonths ? `${terms.minMonths} months` : `${terms.minMonths} to ${terms.maxMonths} months`;
}

/** "0% APR", "2.9% APR": percentages keep up to two decimals, without trailing zeros. */
export function aprLabel(apr: number): string {
  return `${Number(apr.toFixed(2))}% APR`;
}
