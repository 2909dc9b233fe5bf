/**
 * The request options (./request-options.ts) as one short line of text, for the form island's props: Astro
 * writes props as JSON inside an HTML attribute, where every quote of every key and value costs six bytes, so
 * the towns, carts and plans the page sends once travel as `~`-separated records of `|`-separated fields,
 * which need no escaping at all. A town's delivery fee travels as the rental delivery rule worked it out
 * (../delivery/rental.ts), so the island carries the fee's figures, not the rule's code.
 * `unpackRequestOptions(packRequestOptions(o))` equals `o`.
 *   O|timeZone|showroomCity|feePerMile|freeWithinMiles
 *   V|id|name|price            F|id|title|deposit            P|id|title|price (a plan of the cart before it)
 *   T|id|name|county|1 when it has a rental page, else 0|miles|chargedMiles|fee|1 when free, else 0
 */
import type { RequestOptions } from './request-options';

const RECORD = '~';
const FIELD = '|';

/**
 * Text fields keep any character: the three the format uses are written as their percent codes, so every
 * `%` left in a field starts one of those codes and the browser's own decoder reads them back.
 */
const escape = (text: string | number) => String(text).replace(/[%|~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const unescape = decodeURIComponent;

const record = (...fields: (string | number)[]) => fields.map(escape).join(FIELD);

export function packRequestOptions(options: RequestOptions): string {
  const { delivery } = options;
  return [
    record('O', options.timeZone, options.showroomCity, delivery.feePerMile, delivery.freeWithinMiles),
    ...options.vehicles.map((v) => record('V', v.id, v.name, v.price)),
    ...options.fleets.flatMap((f) => [record('F', f.id, f.title, f.deposit), ...f.plans.map((p) => record('P', p.id, p.title, p.price))]),
    ...options.towns.map(({ id, name, county, rentals, delivery: d }) =>
      record('T', id, name, county, rentals ? 1 : 0, d.miles, d.chargedMiles, d.fee, d.free ? 1 : 0),
    ),
  ].join(RECORD);
}

export function unpackRequestOptions(packed: string): RequestOptions {
  const options: RequestOptions = {
    timeZone: '',
    showroomCity: '',
    vehicles: [],
    fleets: [],
    delivery: { feePerMile: 0, freeWithinMiles: 0 },
    towns: [],
  };
  for (const line of packed.split(RECORD)) {
    const [kind, a = '', b = '', c = '', d = '', e = '', f = '', g = '', h = ''] = line.split(FIELD).map(unescape);
    if (kind === 'O')
      Object.assign(options, { timeZone: a, showroomCity: b, delivery: { feePerMile: Number(c), freeWithinMiles: Number(d) } });
    else if (kind === 'V') options.vehicles.push({ id: a, name: b, price: Number(c) });
    else if (kind === 'F') options.fleets.push({ id: a, title: b, deposit: Number(c), plans: [] });
    else if (kind === 'P') options.fleets.at(-1)?.plans.push({ id: a, title: b, price: Number(c) });
    else if (kind === 'T')
      options.towns.push({
        id: a,
        name: b,
        county: c,
        rentals: d === '1',
        delivery: { miles: Number(e), chargedMiles: Number(f), free: h === '1', fee: Number(g) },
      });
  }
  return options;
}
