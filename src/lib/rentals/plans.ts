/**
 * The figures a rental plan card derives from the plan's price and length, never typed in content:
 * - the plan's length comes from its duration text ("24 hours", "1 day", "3 days", "30 days");
 * - "Save x%" compares the plan price with the daily plan's price for the same number of days,
 *   truncated to 0.1% (a saving is never overstated);
 * - "Renews at $y per day" is the plan price spread over its days, rounded up to the cent (the
 *   dealer never collects less than the plan price).
 * All arithmetic is in whole cents, so 20% stays 20% and never becomes 19.9% through rounding.
 */
import { formatUsdCents } from '../format/usd-cents';

const DURATION = /^(\d+) (hours?|days?)$/;

/** Whole days of a plan from its duration text, or undefined when the text is not a whole number of days. */
export function planDays(duration: string): number | undefined {
  const match = DURATION.exec(duration.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const days = match[2]!.startsWith('hour') ? amount / 24 : amount;
  return Number.isInteger(days) && days > 0 ? days : undefined;
}

const cents = (usd: number) => Math.round(usd * 100);

/** Saving against paying the daily price every day, in tenths of a percent, truncated: 685 for 3 days at 245/day -> 68 (6.8%). */
export function savingsTenthsOfPercent(price: number, days: number, dailyPrice: number): number {
  const full = cents(dailyPrice) * days;
  if (full <= 0) return 0;
  return Math.max(0, Math.floor(((full - cents(price)) * 1000) / full));
}

/** The price per day a renewal costs, rounded up to the cent: 2800 for 30 days -> 93.34. */
export function perDayPrice(price: number, days: number): number {
  return Math.ceil(cents(price) / days) / 100;
}

/** "Save 6.8%", "Save 20%", or nothing when the plan saves less than 0.1%. */
export function savingsLabel(price: number, days: number, dailyPrice: number): string | undefined {
  const tenths = savingsTenthsOfPercent(price, days, dailyPrice);
  if (tenths === 0) return undefined;
  const percent = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `Save ${percent}%`;
}

/** "Renews at $228.34 per day". */
export function renewalLabel(price: number, days: number): string {
  return `Renews at ${formatUsdCents(perDayPrice(price, days))} per day`;
}

export interface PlanPricing {
  price: number;
  duration: string;
}

export interface PlanFigures {
  days: number;
  /** "Save x%", absent for the daily plan and any plan that saves nothing. */
  savings: string | undefined;
  /** "Renews at $y per day". */
  renewal: string;
}

/**
 * The derived figures of every plan of one list (a fleet's plans, or the town plans), against the
 * list's one-day plan. Throws when a duration is not whole days or the list has no one-day plan;
 * the content schema reports both first, on the field.
 */
export function planFigures<P extends PlanPricing>(plans: readonly P[]): (P & PlanFigures)[] {
  const withDays = plans.map((plan) => {
    const days = planDays(plan.duration);
    if (days === undefined) throw new Error(`plan duration "${plan.duration}" is not a whole number of days`);
    return { plan, days };
  });
  const daily = withDays.find((p) => p.days === 1);
  if (!daily) throw new Error('a plan list needs a one-day plan to compare the other plans with');
  return withDays.map(({ plan, days }) => ({
    ...plan,
    days,
    savings: savingsLabel(plan.price, days, daily.plan.price),
    renewal: renewalLabel(plan.price, days),
  }));
}

/** The lowest price of one plan (e.g. "daily") across the fleets that offer it: the "from $x a day" of /rentals. */
export function lowestPlanPrice(
  fleets: readonly { plans: readonly { id: string; price: number }[] }[],
  planId: string,
): number | undefined {
  const prices = fleets.flatMap((fleet) => fleet.plans.filter((plan) => plan.id === planId).map((plan) => plan.price));
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
