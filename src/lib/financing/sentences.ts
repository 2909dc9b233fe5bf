/**
 * Every sentence the site says about financing, built from the financing terms (content/financing.json),
 * so no content file types an APR or a term: "0% APR", "12 to 84 months", who gets the promotional rate
 * ("every new cart", or the carts it names: never "select models"), and the APR and term beside a monthly
 * figure.
 */
import { sentenceList } from '../format/list';
import { formatUsd } from '../format/usd';
import type { MonthlyQuote, PaymentRates, PromotionCarts } from './payments';

/** "12 to 84 months" */
export function termRange(terms: Pick<PaymentRates, 'minMonths' | 'maxMonths'>): string {
  return terms.minMonths === terms.maxMonths ? `${terms.minMonths} months` : `${terms.minMonths} to ${terms.maxMonths} months`;
}

/** "0% APR", "2.9% APR": percentages keep up to two decimals, without trailing zeros. */
export function aprLabel(apr: number): string {
  return `${Number(apr.toFixed(2))}% APR`;
}

/**
 * The carts the promotional APR applies to, as a sentence names them: "every new cart", "every cart", or
 * "the Denago EV City and the Evolution D5 Ranger 4" (names from the catalogue, in the list's order).
 */
export function promotionCartsText(carts: PromotionCarts, vehicleNames: ReadonlyMap<string, string>): string {
  if (carts === 'new') return 'every new cart';
  if (carts === 'all') return 'every cart';
  return sentenceList(
    carts.map((id) => {
      const name = vehicleNames.get(id);
      if (!name) throw new Error(`the financing promotion names "${id}", which is no vehicle of the catalogue`);
      return `the ${name}`;
    }),
  );
}

/** The values financing copy in content may name: "{promoApr} financing on {promoCarts}". */
export interface FinancingPhrases extends Record<string, string> {
  /** "0% APR" */
  promoApr: string;
  /** "every new cart" */
  promoCarts: string;
  /** "7.99% APR" */
  standardApr: string;
  /** "12 to 84 months" */
  termRange: string;
}

/** The placeholders of FinancingPhrases, for the content schemas that allow them. */
export const FINANCING_PLACEHOLDERS = ['promoApr', 'promoCarts', 'standardApr', 'termRange'] as const;

export function financingPhrases(rates: PaymentRates, vehicleNames: ReadonlyMap<string, string>): FinancingPhrases {
  return {
    promoApr: aprLabel(rates.promoApr),
    promoCarts: promotionCartsText(rates.promoCarts, vehicleNames),
    standardApr: aprLabel(rates.standardApr),
    termRange: termRange(rates),
  };
}

/** "rates as low as 0% APR on every new cart and terms from 12 to 84 months, subject to credit approval" */
export function financingSentence(phrases: FinancingPhrases): string {
  return `rates as low as ${phrases.promoApr} on ${phrases.promoCarts} and terms from ${phrases.termRange}, subject to credit approval`;
}

/** What a monthly figure is computed at, said beside it: "0% APR, 84 months". */
export function monthlyTerms(quote: Pick<MonthlyQuote, 'apr' | 'months'>): string {
  return `${aprLabel(quote.apr)}, ${quote.months} months`;
}

/** A monthly figure as a card shows it: the amount, and its APR and term in words beside it. */
export interface MonthlyFigure {
  amount: number;
  /** "0% APR, 84 months" */
  terms: string;
}

/** The card's figure of a quote, worded at build time (an island showing it carries no wording rule). */
export function monthlyFigure(quote: MonthlyQuote): MonthlyFigure {
  return { amount: quote.amount, terms: monthlyTerms(quote) };
}

/** A monthly figure in words, its APR and term always beside it: "$179/mo (0% APR, 84 months)". */
export function monthlyText(figure: MonthlyFigure): string {
  return `${formatUsd(figure.amount)}/mo (${figure.terms})`;
}

/** A card's lowest monthly payment in words: "from $179/mo (0% APR, 84 months)". */
export function monthlyFromText(figure: MonthlyFigure): string {
  return `from ${monthlyText(figure)}`;
}
