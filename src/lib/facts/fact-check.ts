/**
 * The fact check of the built site: every page that states a rental plan's price, a free-delivery distance,
 * the showroom hours, the customer figure or the promotional APR states the value content holds. It reads
 * what a visitor reads (a page's text, blocks on lines of their own) and its structured data, finds each
 * statement of those facts, and reports every one whose value is not content's, naming the page, the value
 * found and content's value. Pure: the facts come from content, the text from the built page.
 *
 * What counts as a statement:
 * - rental price: a plan's title with a price ("Weekly $420"), or on a line of its own with prices under it
 *   (a plan card, a rate table's row), must be a price of that plan on the rate card; "$x a day" / "per day" must be a one-day price or a plan's
 *   per-day renewal; a structured-data Offer for a rental names the fleet and plan it prices;
 * - free-delivery distance: "within N miles" in a sentence that says "free"; the rental distance where the
 *   nearest service word is about renting, the sales distance where it is about buying, either when the
 *   sentence names neither;
 * - hours: a day or a range of days followed by opening and closing times (or "Closed"): the showroom's
 *   hours, or the service department's or the deliveries' under a label that names them; structured data's
 *   OpeningHoursSpecification must be the showroom's;
 * - customers: "1,000+ customers" (or a "customers" label over its figure);
 * - APR: "x% APR" or "x% financing": the promotional APR, or the standard example APR.
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof WEEKDAYS)[number];

/** Each day's hours as "HH:MM-HH:MM", or "closed" (any other word for a day without hours reads as closed). */
export type WeekHours = Readonly<Record<Day, string>>;

export interface SiteFacts {
  /** Each plan title of the rate card with its prices, one per fleet that offers it. */
  plans: readonly { title: string; prices: readonly number[] }[];
  /** The fleets of the rate card by title, each plan title with its price (structured data names both). */
  fleets: readonly { title: string; plans: readonly { title: string; price: number }[] }[];
  /** Every per-day figure a page may state: the one-day prices and each plan's per-day renewal. */
  perDay: readonly number[];
  freeMiles: { rental: number; sales: number };
  hours: { showroom: WeekHours; service: WeekHours; delivery: WeekHours };
  /** Customers served (shown as "1,000+"). */
  customers: number;
  apr: { promo: number; standard: number };
}

export type FactName = 'rental price' | 'free-delivery distance' | 'showroom hours' | 'customer figure' | 'promotional APR';

/** A statement of a fact a page makes, and whether it states content's value. */
export interface FactStatement {
  page: string;
  fact: FactName;
  /** The statement as the page makes it. */
  found: string;
  /** Content's value. */
  expected: string;
  ok: boolean;
}

/** A statement whose value is not content's. */
export type FactProblem = Omit<FactStatement, 'ok'>;

export interface CheckedPage {
  path: string;
  /** What a visitor reads, one block (paragraph, cell, list item, heading) per line. */
  text: string;
  /** The page's structured data blocks, parsed. */
  jsonLd: readonly unknown[];
}

const money = (value: string) => Number(value.replace(/,/g, ''));
const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;
const list = (values: readonly (string | number)[]) => [...new Set(values)].join(', ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRICE = String.raw`\$(\d{1,3}(?:,\d{3})*(?:\.\d\d)?|\d+(?:\.\d\d)?)`;

/** The sentence (or line) around a position: text between sentence ends or line breaks. */
function sentenceAround(text: string, index: number, length: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.search(/[^.!?\n]*$/), 0);
  const rest = text.slice(index + length);
  const end = rest.search(/[.!?](\s|$)|\n/);
  return text.slice(start, end === -1 ? text.length : index + length + end);
}

/** Builds a page's statements of one fact. */
function stating(page: CheckedPage, fact: FactName) {
  return (found: string, ok: boolean, expected: string): FactStatement => ({
    page: page.path,
    fact,
    found: found.trim().replace(/\s+/g, ' '),
    expected,
    ok,
  });
}

function rentalPrices(page: CheckedPage, facts: SiteFacts): FactStatement[] {
  const statement = stating(page, 'rental price');
  const found: FactStatement[] = [];
  for (const plan of facts.plans) {
    const title = escape(plan.title);
    const expected = `${plan.title} ${list(plan.prices.map(usd))}`;
    // The title on a line of its own (with its length, "7 days"), then the price lines under it (a card, a
    // table row); or the title and its price in one line ("Weekly $420", "Weekly: $420").
    const underTitle = new RegExp(
      String.raw`(?:^|\n)${title}(?: \d+ (?:days?|hours?))?\n(?:\d+ (?:days?|hours?)\n)?((?:\$[\d,.]+\n?)+)`,
      'g',
    );
    for (const m of page.text.matchAll(underTitle))
      for (const price of m[1]!.matchAll(new RegExp(PRICE, 'g')))
        found.push(statement(m[0], plan.prices.includes(money(price[1]!)), expected));
    for (const m of page.text.matchAll(new RegExp(String.raw`(?<![\w-])${title}:? ${PRICE}`, 'g')))
      found.push(statement(m[0], plan.prices.includes(money(m[1]!)), expected));
  }
  for (const m of page.text.matchAll(new RegExp(String.raw`${PRICE}\s*(?:a|per|/)\s*day\b`, 'gi')))
    found.push(statement(m[0], facts.perDay.includes(money(m[1]!)), `a day: ${list(facts.perDay.map(usd))}`));
  for (const offer of offers(page.jsonLd)) {
    const fleet = facts.fleets.find((f) => offer.name.startsWith(`${f.title}:`));
    const plan = fleet?.plans.find((p) => offer.name.includes(` ${p.title} rental`));
    found.push(
      statement(
        `structured data "${offer.name}" at ${usd(offer.price)}`,
        plan?.price === offer.price,
        plan && fleet ? `${fleet.title} ${plan.title} ${usd(plan.price)}` : 'a fleet and plan of the rate card',
      ),
    );
  }
  return found;
}

/** Every structured-data Offer for a rental, wherever it sits in the blocks. */
function offers(blocks: readonly unknown[]): { name: string; price: number }[] {
  const found: { name: string; price: number }[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record['@type'] === 'Offer' && typeof record['name'] === 'string' && /rental/i.test(record['name']))
        found.push({ name: record['name'], price: Number(record['price']) });
      Object.values(record).forEach(visit);
    }
  };
  visit(blocks);
  return found;
}

const RENT = /\brent(?:al|als|ing|ed|er|ers)?\b/gi;
const BUY = /\b(?:buy|buying|bought|purchase|purchases)\b/gi;

/** The service a distance in a sentence is about: the nearest service word decides; undefined when none. */
function serviceOf(sentence: string, at: number): 'rental' | 'sales' | undefined {
  const nearest = (pattern: RegExp) => Math.min(...[...sentence.matchAll(pattern)].map((m) => Math.abs(m.index - at)), Infinity);
  const [rent, buy] = [nearest(RENT), nearest(BUY)];
  if (rent === Infinity && buy === Infinity) return undefined;
  return rent <= buy ? 'rental' : 'sales';
}

function freeDistances(page: CheckedPage, facts: SiteFacts): FactStatement[] {
  const statement = stating(page, 'free-delivery distance');
  const { rental, sales } = facts.freeMiles;
  return [...page.text.matchAll(/\bwithin (\d+(?:\.\d+)?) miles?\b/gi)].flatMap((m) => {
    const sentence = sentenceAround(page.text, m.index, m[0].length);
    if (!/\bfree\b/i.test(sentence)) return [];
    const service = serviceOf(sentence, sentence.indexOf(m[0]));
    const allowed = service === 'rental' ? [rental] : service === 'sales' ? [sales] : [rental, sales];
    const expected = service
      ? `${allowed[0]} miles (${service === 'rental' ? 'rental' : 'a bought cart'})`
      : `${rental} miles (rental) or ${sales} miles (a bought cart)`;
    return [statement(sentence, allowed.includes(Number(m[1])), expected)];
  });
}

const DAY = String.raw`(Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:r(?:s(?:day)?)?)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)\.?`;
const TIME = String.raw`(\d{1,2})(?::(\d\d))?\s*([AaPp]\.?[Mm]\.?)?`;
const HOURS = new RegExp(
  String.raw`(?<![\w])${DAY}(?:\s*(?:-|–|to|through)\s*${DAY})?\s*:?\s*(?:${TIME}\s*(?:-|–|to)\s*${TIME}|(Closed))(?![\w])`,
  'g',
);

const dayOf = (abbreviation: string): Day => WEEKDAYS.find((d) => d.startsWith(abbreviation.slice(0, 3)))!;

/** "9", "30", "PM" -> "21:30"; without AM/PM an opening hour is morning and a closing hour before 12 is afternoon. */
function clock(hour: string, minute: string | undefined, meridiem: string | undefined, closing: boolean): string {
  let h = Number(hour) % 12;
  const pm = meridiem ? /^p/i.test(meridiem) : closing && Number(hour) < 12;
  if (pm) h += 12;
  return `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
}

/** The days of a range, Monday to Sunday order ("Saturday - Monday" wraps). */
function daysOf(first: Day, last: Day | undefined): Day[] {
  const from = WEEKDAYS.indexOf(first);
  const to = last === undefined ? from : WEEKDAYS.indexOf(last);
  const days: Day[] = [];
  for (let i = from; ; i = (i + 1) % 7) {
    days.push(WEEKDAYS[i]!);
    if (i === to) return days;
  }
}

/** A week's hours as one line: "Monday 09:00-18:00, …". */
const weekText = (week: WeekHours, days: readonly Day[] = WEEKDAYS) => days.map((d) => `${d} ${week[d]}`).join(', ');

const agrees = (week: WeekHours, days: readonly Day[], hours: string) => days.every((d) => week[d] === hours);

function showroomHours(page: CheckedPage, facts: SiteFacts): FactStatement[] {
  const statement = stating(page, 'showroom hours');
  const found: FactStatement[] = [];
  for (const m of page.text.matchAll(HOURS)) {
    const days = daysOf(dayOf(m[1]!), m[2] ? dayOf(m[2]) : undefined);
    const hours = m[9] ? 'closed' : `${clock(m[3]!, m[4], m[5], false)}-${clock(m[6]!, m[7], m[8] ?? m[5], true)}`;
    // The service department's or the deliveries' hours count only under a label that names them.
    const label = page.text.slice(Math.max(0, m.index - 300), m.index);
    const ok =
      agrees(facts.hours.showroom, days, hours) ||
      (agrees(facts.hours.service, days, hours) && /servic/i.test(label)) ||
      (agrees(facts.hours.delivery, days, hours) && /deliver/i.test(label));
    found.push(statement(m[0], ok, weekText(facts.hours.showroom, days)));
  }
  const open = WEEKDAYS.filter((d) => facts.hours.showroom[d] !== 'closed');
  for (const specs of openingHoursBlocks(page.jsonLd)) {
    for (const spec of specs) {
      const days = [spec.dayOfWeek].flat().filter((d): d is Day => (WEEKDAYS as readonly string[]).includes(d));
      const hours = `${spec.opens}-${spec.closes}`;
      found.push(
        statement(
          `structured data ${days.join(', ')} ${hours}`,
          agrees(facts.hours.showroom, days, hours),
          weekText(facts.hours.showroom, days),
        ),
      );
    }
    const stated = new Set(specs.flatMap((s) => [s.dayOfWeek].flat()));
    const missing = open.filter((d) => !stated.has(d));
    found.push(
      statement(`structured data without ${missing.join(', ') || 'a day'}`, missing.length === 0, weekText(facts.hours.showroom, missing)),
    );
  }
  return found;
}

interface OpeningHours {
  dayOfWeek: string | string[];
  opens: string;
  closes: string;
}

/** Each structured-data entity's openingHoursSpecification list. */
function openingHoursBlocks(blocks: readonly unknown[]): OpeningHours[][] {
  const found: OpeningHours[][] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const specs = record['openingHoursSpecification'];
      if (specs !== undefined) found.push([specs].flat() as OpeningHours[]);
      Object.values(record).forEach(visit);
    }
  };
  visit(blocks);
  return found;
}

function customerFigure(page: CheckedPage, facts: SiteFacts): FactStatement[] {
  const statement = stating(page, 'customer figure');
  const expected = `${facts.customers.toLocaleString('en-US')}+`;
  return [/(\d[\d,]*)\+?[ \t]*(?:happy |satisfied )?customers\b/gi, /\bcustomers\s*\n\s*(\d[\d,]*)\+?/gi].flatMap((pattern) =>
    [...page.text.matchAll(pattern)].map((m) => statement(m[0], money(m[1]!) === facts.customers, expected)),
  );
}

function aprs(page: CheckedPage, facts: SiteFacts): FactStatement[] {
  const statement = stating(page, 'promotional APR');
  const { promo, standard } = facts.apr;
  return [...page.text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s*%\s*(?:APR|financing)\b/gi)].map((m) =>
    statement(m[0], [promo, standard].includes(Number(m[1])), `${promo}% APR (standard ${standard}% APR)`),
  );
}

/** Every statement of a fact one page makes, each marked whether it states content's value. */
export function factStatements(page: CheckedPage, facts: SiteFacts): FactStatement[] {
  return [
    ...rentalPrices(page, facts),
    ...freeDistances(page, facts),
    ...showroomHours(page, facts),
    ...customerFigure(page, facts),
    ...aprs(page, facts),
  ];
}

/** The statements on one page whose value is not content's. */
export function factProblems(page: CheckedPage, facts: SiteFacts): FactProblem[] {
  return factStatements(page, facts)
    .filter((s) => !s.ok)
    .map(({ ok: _ok, ...problem }) => problem);
}

/** "/rentals: rental price: the page says "Weekly $420"; content says Weekly $1,050, $1,400" */
export function describeProblem(problem: FactProblem): string {
  return `${problem.page}: ${problem.fact}: the page says "${problem.found}"; content says ${problem.expected}`;
}
