/**
 * Content read straight from content/ for the browser tests (the same files the build reads), typed
 * by the content schemas: never a copy of a value or of a shape. List files carry each record's `id`,
 * as the site's entries do; the vehicles go through their schema, as GET /api/vehicles serves them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { lowestMonthlyQuote, paymentRates } from '../../../src/lib/financing/payments';
import { financingPhrases, monthlyTerms } from '../../../src/lib/financing/sentences';
import { formatUsd } from '../../../src/lib/format/usd';
import { hoursRows } from '../../../src/lib/hours/opening-hours';
import { vehicle, type Vehicle } from '../../../src/schemas/vehicle';
import type {
  ContactPage,
  County,
  Delivery,
  Denago,
  Dover,
  EcoPage,
  Evolution,
  Faq,
  Financing,
  HomeContent,
  LocationPages,
  Municipality,
  NotFoundPage,
  Rentals,
  Review,
  ServicesContent,
  Site,
  TeamMember,
  TownService,
  Value,
} from '../../../src/content';

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A record of a list file as the file holds it (the site adds its position in the file). */
type Listed<T> = Omit<T, 'position'>;

export const site = readJson<Site>('content/site.json');
export const counties = readJson<County[]>('content/counties.json');
export const municipalities = readJson<Municipality[]>('content/municipalities.json');
export const rentals = readJson<Rentals>('content/rentals.json');
export const delivery = readJson<Delivery>('content/delivery.json');
export const home = readJson<HomeContent>('content/home.json');
export const reviews = readJson<Listed<Review>[]>('content/reviews.json');
export const faq = readJson<Listed<Faq>[]>('content/faq.json');
export const team = readJson<Listed<TeamMember>[]>('content/team.json');
export const values = readJson<Listed<Value>[]>('content/values.json');
export const services = readJson<ServicesContent>('content/services.json');
export const denago = readJson<Denago>('content/brands/denago.json');
export const evolution = readJson<Evolution>('content/brands/evolution.json');
export const financing = readJson<Financing>('content/financing.json');
export const dover = readJson<Dover>('content/dover.json');
export const contactPage = readJson<ContactPage>('content/contact-page.json');
export const eco = readJson<EcoPage>('content/eco.json');
export const locationPages = readJson<LocationPages>('content/location-pages.json');
/** The services a town page lists, drafts left out as the build leaves them out. */
export const townServices = readJson<(Listed<TownService> & { draft?: boolean })[]>('content/town-services.json').filter((s) => !s.draft);
export const notFoundPage = readJson<NotFoundPage>('content/not-found-page.json');

export const vehicles: Vehicle[] = readdirSync('content/vehicles')
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ id: f.replace(/\.json$/, ''), ...vehicle.parse(readJson(`content/vehicles/${f}`)) }));

export const policyIds = readdirSync('content/policies')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));

/** A policy's one-line frontmatter fields, straight from its file (`sameAs`: a second address of another). */
export const policyFields = (id: string) => {
  const text = readFileSync(`content/policies/${id}.mdx`, 'utf8');
  const field = (name: string) => new RegExp(`^${name}: *(.*)$`, 'm').exec(text)?.[1]?.trim();
  return { id, title: field('title'), footer: field('footer'), order: Number(field('order')), sameAs: field('sameAs') };
};

/** The financing terms as copy names them ({promoApr}, {promoCarts}, …), for filling content read here. */
export const financingWords = financingPhrases(paymentRates(financing.terms), new Map(vehicles.map((v) => [v.id, v.name])));

/** A cart's "from $X/mo (APR, term)" as the pages print it, from the price and the financing terms. */
export function monthlyText(cart: { id: string; price: number; isNew: boolean }): string {
  const quote = lowestMonthlyQuote(cart, paymentRates(financing.terms));
  return `from ${formatUsd(quote.amount)}/mo (${monthlyTerms(quote)})`;
}

/** The showroom's hours as the pages list them: the business's hours. */
export const showroomHours = hoursRows(site.hours.showroom);
