/**
 * The choices of the request details' lists, labelled once for the form island (sent to it packed,
 * ./packed-options.ts), the /api/contact function and the page a plain form post gets back:
 * requests, vehicles, times of day, rental carts, the rate card's plans (whose prices depend on the cart)
 * and the towns by county. A detail is valid when it is one of its list's choices, and what a request is
 * about is said with their names (./details.ts).
 *
 * Every label fits a phone's closed select: a vehicle is listed under its heading (its brand, or
 * "Pre-owned <brand>") by its name without the heading's words ("D5 Maverick 4 Plus" under "Evolution"),
 * and keeps its whole name for what the request is about.
 */
import { escapeHtml } from '../api/html-escape';
import { REQUEST_LABELS, REQUESTS, TIME_LABELS, TIMES, type DetailField } from './details';
import type { RequestOptions } from './request-options';

export interface Choice {
  value: string;
  label: string;
  /** The whole name, when the label shortens it under its group's heading. */
  name?: string;
}

/** Choices under a heading (an optgroup); a list without headings has one group labelled ''. */
export interface ChoiceGroup {
  label: string;
  choices: Choice[];
}

export type ListField = Exclude<DetailField, 'date' | 'start'>;

/** A list: the label of its empty choice (every detail is optional), then its choices. */
export interface ChoiceList {
  empty: string;
  groups: ChoiceGroup[];
}
export type DetailChoices = Record<ListField, ChoiceList>;

/** What the lists are made from: the parts of the request options that name something. */
interface ChoiceSource {
  vehicles: readonly Pick<RequestOptions['vehicles'][number], 'id' | 'name' | 'group'>[];
  fleets: readonly { id: string; title: string; plans: readonly { id: string; title: string }[] }[];
  towns: readonly Pick<RequestOptions['towns'][number], 'id' | 'name' | 'county'>[];
}

const flat = (empty: string, choices: Choice[]): ChoiceList => ({ empty, groups: [{ label: '', choices }] });

/** Items by the key they share (a heading, a county), in the order the keys first appear. */
function byKey<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const rows = new Map<string, T[]>();
  for (const item of items) rows.set(key(item), [...(rows.get(key(item)) ?? []), item]);
  return [...rows];
}

/** A name without the words of its heading ("Pre-owned 2023 Evolution Classic 4 Plus" under "Pre-owned Evolution": "2023 Classic 4 Plus"); the whole name if nothing would be left. */
export function withoutHeading(name: string, heading: string): string {
  const words = name.split(' ');
  for (const word of heading.split(' ')) {
    const at = words.indexOf(word);
    if (at >= 0) words.splice(at, 1);
  }
  return words.join(' ') || name;
}

/** The details' lists from what a request can be about. */
export function detailChoices(options: ChoiceSource): DetailChoices {
  const fleetPlans = new Map<string, string>();
  for (const fleet of options.fleets) for (const plan of fleet.plans) if (!fleetPlans.has(plan.id)) fleetPlans.set(plan.id, plan.title);
  return {
    request: flat(
      'Just a message',
      REQUESTS.map((value) => ({ value, label: REQUEST_LABELS[value] })),
    ),
    vehicle: {
      empty: 'No particular vehicle',
      // Under its heading, by its name without the heading's words, so it reads whole in a phone's select.
      groups: byKey(options.vehicles, (v) => v.group).map(([heading, vehicles]) => ({
        label: heading,
        choices: vehicles.map((v) => {
          const label = withoutHeading(v.name, heading);
          return label === v.name ? { value: v.id, label } : { value: v.id, label, name: v.name };
        }),
      })),
    },
    time: flat(
      'No preference',
      TIMES.map((value) => ({ value, label: TIME_LABELS[value] })),
    ),
    fleet: flat(
      'No rental cart',
      // The cart's name alone, so it reads whole in a phone's select: the estimate states its deposit.
      options.fleets.map((f) => ({ value: f.id, label: f.title })),
    ),
    // The rate card's plans; the price depends on the cart, so the estimate names it once both are chosen.
    plan: flat(
      'No rental plan',
      [...fleetPlans].map(([value, label]) => ({ value, label })),
    ),
    town: {
      empty: 'No delivery town',
      groups: byKey(options.towns, (t) => t.county).map(([county, towns]) => ({
        label: county,
        choices: towns.map((t) => ({ value: t.id, label: t.name })),
      })),
    },
  };
}

/**
 * A list's options as HTML: its empty choice, then each group's choices (in an optgroup when labelled),
 * `selected` marked. The form island renders its lists with it (so it carries no option markup code) and
 * so does the page a plain form post gets back.
 */
export function optionsHtml(list: ChoiceList, selected = ''): string {
  const option = (value: string, label: string) =>
    `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  const groups = list.groups.map((group) => {
    const items = group.choices.map((c) => option(c.value, c.label)).join('');
    return group.label ? `<optgroup label="${escapeHtml(group.label)}">${items}</optgroup>` : items;
  });
  return option('', list.empty) + groups.join('');
}
