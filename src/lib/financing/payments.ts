/**
 * Monthly payment figures for a cart's price, shown on cards ("from $X/mo", with its APR and term beside
 * it) and as a table on the vehicle page. The rates, terms and which carts get the promotional rate come
 * from content (content/financing.json `terms`); this module only computes.
 *
 * Rules:
 * - A payment is the standard amortized installment, with no down payment and tax and fees left out:
 *   price × r / (1 − (1 + r)^−n), where r is the APR / 12 / 100 and n the months; at 0% APR it is
 *   price / n.
 * - Amounts are whole dollars rounded up (a quoted payment is never lower than the real one).
 * - The promotional rate applies to the carts the terms name: every new cart (`"new"`), every cart
 *   (`"all"`) or a list of vehicle ids; any other cart is quoted at the standard rate.
 * - "From" is the lowest payment the cart can get: its rate over the longest term.
 */

/** The carts the promotional APR applies to. */
export type PromotionCarts = 'new' | 'all' | readonly string[];

export interface PaymentRates {
  /** The promotional APR in percent (e.g. 0). */
  promoApr: number;
  /** Which carts get it. */
  promoCarts: PromotionCarts;
  /** The standard example APR in percent (e.g. 7.99). */
  standardApr: number;
  /** The shortest and longest terms offered, in months. */
  minMonths: number;
  maxMonths: number;
  /** The step between the terms of the payment table, in months (e.g. 12). */
  termStep: number;
}

/** The financing terms as content states them. */
export interface FinancingTerms {
  minMonths: number;
  maxMonths: number;
  termStep: number;
  standardApr: number;
  promotion: { apr: number; carts: PromotionCarts };
}

export function paymentRates(terms: FinancingTerms): PaymentRates {
  const { promotion, standardApr, minMonths, maxMonths, termStep } = terms;
  return { promoApr: promotion.apr, promoCarts: promotion.carts, standardApr, minMonths, maxMonths, termStep };
}

export interface Cart {
  id: string;
  price: number;
  isNew: boolean;
}

/** Whether the promotional APR applies to a cart. */
export function hasPromotion(cart: Pick<Cart, 'id' | 'isNew'>, rates: Pick<PaymentRates, 'promoCarts'>): boolean {
  const carts = rates.promoCarts;
  if (carts === 'all') return true;
  if (carts === 'new') return cart.isNew;
  return carts.includes(cart.id);
}

/** The exact monthly installment, before rounding. */
function installment(price: number, aprPercent: number, months: number): number {
  if (months <= 0 || !Number.isInteger(months)) throw new RangeError(`months must be a positive whole number, got ${months}`);
  if (aprPercent < 0) throw new RangeError(`APR must not be negative, got ${aprPercent}`);
  const rate = aprPercent / 12 / 100;
  if (rate === 0) return price / months;
  return (price * rate) / (1 - (1 + rate) ** -months);
}

/**
 * The monthly payment in whole dollars, rounded up: 15000 at 0% over 84 months -> 179.
 * The installment is first rounded to the cent so that float noise (8400 / 84 = 100.0000001)
 * never adds a dollar.
 */
export function monthlyPayment(price: number, aprPercent: number, months: number): number {
  const cents = Math.round(installment(price, aprPercent, months) * 100);
  return Math.ceil(cents / 100);
}

/** The terms of the payment table: from the shortest to the longest, every `termStep` months. */
export function paymentTerms(rates: Pick<PaymentRates, 'minMonths' | 'maxMonths' | 'termStep'>): number[] {
  const terms: number[] = [];
  for (let months = rates.minMonths; months <= rates.maxMonths; months += rates.termStep) terms.push(months);
  if (terms.at(-1) !== rates.maxMonths) terms.push(rates.maxMonths);
  return terms;
}

/** The APR a cart is quoted at when it gets the best rate it can. */
export function bestApr(cart: Pick<Cart, 'id' | 'isNew'>, rates: PaymentRates): number {
  return hasPromotion(cart, rates) ? rates.promoApr : rates.standardApr;
}

/** A monthly figure with the APR and term it is computed at: a shopper reads all three together. */
export interface MonthlyQuote {
  amount: number;
  apr: number;
  months: number;
}

/** The "from $X/mo" quote: the cart's best rate over the longest term. */
export function lowestMonthlyQuote(cart: Cart, rates: PaymentRates): MonthlyQuote {
  const apr = bestApr(cart, rates);
  return { amount: monthlyPayment(cart.price, apr, rates.maxMonths), apr, months: rates.maxMonths };
}

export interface PaymentRow {
  months: number;
  /** The payment at the promotional rate; absent for a cart the promotion does not cover. */
  promo?: number;
  standard: number;
}

/** One row per term: the payment at the promotional rate (carts it covers) and at the standard rate. */
export function paymentTable(cart: Cart, rates: PaymentRates): PaymentRow[] {
  const promo = hasPromotion(cart, rates);
  return paymentTerms(rates).map((months) => ({
    months,
    ...(promo ? { promo: monthlyPayment(cart.price, rates.promoApr, months) } : {}),
    standard: monthlyPayment(cart.price, rates.standardApr, months),
  }));
}
