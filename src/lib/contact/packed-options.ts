/**
 * What the contact page sends its form island about what requests can be about: each list of the request
 * details once, labelled by the server's own rules (./choices.ts), and the figures the island's rules look up
 * (the rate card, each town's delivery fee), as rows of text. Astro's prop encoding wraps and escapes every
 * value (tens of kilobytes for these lists as objects); rows cost a separator a value. The island unpacks
 * them and labels nothing itself: one source, and no labelling code in its JavaScript.
 *
 * Fields are joined by `|`, rows by `;`. A list is its empty choice's label, then a row per group: its
 * heading, then each choice's value, label and whole name: '' when the label is the whole name, `+` when
 * the whole name is the heading then the label ("Evolution" + "D5 Maverick 4"). The rate card is a row per
 * fleet: its id and deposit, then each plan's id and price. The delivery fees are one row: for each town,
 * in the town list's order, its miles, charged miles, fee, and "1" when free.
 */
import { detailChoices, type Choice, type DetailChoices, type ListField } from './choices';
import type { DeliveryFee } from '../delivery/miles';
import type { RateCard } from './details';
import type { RequestOptions } from './request-options';

export interface PackedForm {
  timeZone: string;
  showroomCity: string;
  lists: Record<ListField, string>;
  rates: string;
  delivery: string;
}

/** What the island works with: the lists, and the figures its rules look up. */
export interface FormLists {
  timeZone: string;
  showroomCity: string;
  choices: DetailChoices;
  rates: RateCard;
}

const FIELD = '|';
const ROW = ';';

/** Rows as text; a field holding a separator is refused (content cannot break the rows). */
export function packRows(rows: readonly (readonly (string | number)[])[]): string {
  return rows
    .map((row) =>
      row
        .map((field) => {
          const text = String(field);
          if (text.includes(FIELD) || text.includes(ROW))
            throw new Error(`"${text}" holds "${FIELD}" or "${ROW}", which the contact form's lists cannot carry`);
          return text;
        })
        .join(FIELD),
    )
    .join(ROW);
}

/** A row's fields after the first `head`, in items of `size`. */
function items(row: string[], head: number, size: number): string[][] {
  const out = [];
  for (let at = head; at < row.length; at += size) out.push(row.slice(at, at + size));
  return out;
}

/** The mark of a whole name that is the group's heading then the choice's label. */
const HEADED = '+';

const fee = (d: DeliveryFee) => [d.miles, d.chargedMiles, d.fee, d.free ? 1 : ''];

const rowsOf = (text: string) => (text ? text.split(ROW).map((row) => row.split(FIELD)) : []);

export function packForm(options: RequestOptions): PackedForm {
  const choices = detailChoices(options);
  return {
    timeZone: options.timeZone,
    showroomCity: options.showroomCity,
    lists: Object.fromEntries(
      Object.entries(choices).map(([field, list]) => [
        field,
        packRows([
          [list.empty],
          ...list.groups.map((g) => [
            g.label,
            ...g.choices.flatMap((c) => [c.value, c.label, c.name === `${g.label} ${c.label}` ? HEADED : (c.name ?? '')]),
          ]),
        ]),
      ]),
    ) as PackedForm['lists'],
    rates: packRows(options.fleets.map((f) => [f.id, f.deposit, ...f.plans.flatMap((p) => [p.id, p.price])])),
    // In the town list's order, which is the order of the towns by county (./choices.ts).
    delivery: packRows([
      choices.town.groups.flatMap((g) => g.choices).flatMap(({ value }) => fee(options.towns.find((t) => t.id === value)!.delivery)),
    ]),
  };
}

export function unpackForm(packed: PackedForm): FormLists {
  const choice = (heading: string, [value, label, name]: string[]): Choice =>
    name ? { value: value!, label: label!, name: name === HEADED ? `${heading} ${label}` : name } : { value: value!, label: label! };
  const choices = Object.fromEntries(
    Object.entries(packed.lists).map(([field, text]) => {
      const [head, ...groups] = rowsOf(text);
      return [
        field,
        {
          empty: head![0]!,
          groups: groups.map(([heading, ...row]) => ({ label: heading!, choices: items(row, 0, 3).map((c) => choice(heading!, c)) })),
        },
      ];
    }),
  ) as DetailChoices;
  const towns = choices.town.groups.flatMap((g) => g.choices);
  return {
    timeZone: packed.timeZone,
    showroomCity: packed.showroomCity,
    choices,
    rates: {
      fleets: rowsOf(packed.rates).map((row) => ({
        id: row[0]!,
        deposit: Number(row[1]),
        plans: items(row, 2, 2).map(([id, price]) => ({ id: id!, price: Number(price) })),
      })),
      towns: items(rowsOf(packed.delivery)[0] ?? [], 0, 4).map(([miles, chargedMiles, fee, free], at) => ({
        id: towns[at]!.value,
        delivery: { miles: Number(miles), chargedMiles: Number(chargedMiles), fee: Number(fee), free: !!free },
      })),
    },
  };
}
