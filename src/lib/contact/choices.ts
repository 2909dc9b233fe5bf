/**
 * The choices of the request details' lists, labelled once for the form island (computed at build time and
 * given as props) and the page a plain form post gets back: requests, vehicles, times of
 * day, rental carts, the rate card's plans (whose prices depend on the cart) and the towns
 * by county. A detail is valid when it is one of its
 * list's choices, and what a request is about is said with their labels (./details.ts).
 */
import { escapeHtml } from '../api/html-escape';
import { REQUEST_LABELS, REQUESTS, TIME_LABELS, TIMES, type DetailField } from './details';
import type { RequestOptions } from './request-options';

export interface Choice {
  value: string;
  label: string;
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

const flat = (empty: string, choices: Choice[]): ChoiceList => ({ empty, groups: [{ label: '', choices }] });

export function detailChoices(options: RequestOptions): DetailChoices {
  const fleetPlans = new Map<string, string>();
  for (const fleet of options.fleets) for (const plan of fleet.plans) if (!fleetPlans.has(plan.id)) fleetPlans.set(plan.id, plan.title);
  const counties = [...new Set(options.towns.map((t) => t.county))];
  return {
    request: flat(
      'Just a message',
      REQUESTS.map((value) => ({ value, label: REQUEST_LABELS[value] })),
    ),
    vehicle: flat(
      'No particular vehicle',
      // The vehicle's name alone, so it reads whole in a phone's select: the price is its own line below it.
      options.vehicles.map((v) => ({ value: v.id, label: v.name })),
    ),
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
      groups: counties.map((county) => ({
        label: county,
        choices: options.towns.filter((t) => t.county === county).map((t) => ({ value: t.id, label: t.name })),
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
