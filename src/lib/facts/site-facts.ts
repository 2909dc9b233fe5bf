/**
 * The facts the site's pages state, from their one home in content: the rate card (content/rentals.json),
 * both delivery rules (content/delivery.json), the three sets of hours, the customer figure (content/site.json)
 * and the financing terms (content/financing.json), in the shape the fact check compares pages with.
 */
import type { HoursSet } from '../hours/opening-hours';
import { perDayPrice, planFigures } from '../rentals/plans';
import { WEEKDAYS, type Day, type SiteFacts, type WeekHours } from './fact-check';

export interface FactSources {
  fleets: readonly { title: string; plans: readonly { title: string; duration: string; price: number }[] }[];
  delivery: { rental: { freeWithinMiles: number }; sales: { freeWithinMiles: number } };
  hours: { showroom: HoursSet; service: HoursSet; delivery: HoursSet };
  customersServed: number;
  promoApr: number;
  standardApr: number;
}

/** A set of hours as the check compares it: "HH:MM-HH:MM" per day, "closed" for a day without hours. */
export function weekHours(set: HoursSet): WeekHours {
  const week = Object.fromEntries(WEEKDAYS.map((d) => [d, 'closed'])) as Record<Day, string>;
  for (const period of set.open) for (const day of period.days) week[day] = `${period.opens}-${period.closes}`;
  return week;
}

export function siteFacts(sources: FactSources): SiteFacts {
  const titles = [...new Set(sources.fleets.flatMap((f) => f.plans.map((p) => p.title)))];
  const figures = sources.fleets.flatMap((f) => planFigures(f.plans));
  return {
    plans: titles.map((title) => ({
      title,
      prices: sources.fleets.flatMap((f) => f.plans.filter((p) => p.title === title).map((p) => p.price)),
    })),
    fleets: sources.fleets.map((f) => ({ title: f.title, plans: f.plans.map(({ title, price }) => ({ title, price })) })),
    perDay: [...figures.filter((p) => p.days === 1).map((p) => p.price), ...figures.map((p) => perDayPrice(p.price, p.days))],
    freeMiles: { rental: sources.delivery.rental.freeWithinMiles, sales: sources.delivery.sales.freeWithinMiles },
    hours: {
      showroom: weekHours(sources.hours.showroom),
      service: weekHours(sources.hours.service),
      delivery: weekHours(sources.hours.delivery),
    },
    customers: sources.customersServed,
    apr: { promo: sources.promoApr, standard: sources.standardApr },
  };
}
