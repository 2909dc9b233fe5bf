/**
 * A vehicle page's meta description, in whole sentences that the description rule of every page
 * (`pageDescription`: at most 155 characters with " Call {phone}." added) never has to cut:
 * - first what the cart is and costs: "New Evolution D6 Max XT4, $15,595.", "Pre-owned 2023 Evolution
 *   Classic 4 Plus, $5,495." (the condition is said once, even when the name already says it), and for
 *   a sold cart "…, sold." instead of its price;
 * - then the sentences of its description, in their order, each one only if it fits whole (a long
 *   sentence is left out and a shorter one after it may still come).
 */
import { formatUsd } from '../format/usd';
import { pageDescription } from '../seo/description';
import { isSold } from './badge';

interface Described {
  name: string;
  price: number;
  description: string;
  isNew: boolean;
  inStock: boolean;
}

/** The name with its condition in front: "New …" or "Pre-owned …", never "Pre-owned Pre-owned …". */
export function nameWithCondition(v: Pick<Described, 'name' | 'isNew'>): string {
  const condition = v.isNew ? 'New' : 'Pre-owned';
  return v.name.toLowerCase().startsWith(condition.toLowerCase()) ? v.name : `${condition} ${v.name}`;
}

/** Sentences split after ".", "!" or "?" followed by a space. */
const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?]) /)
    .filter((s) => s !== '');

export function vehiclePageDescription(v: Described, phone: string): string {
  // The rule only ever adds to a text it keeps whole; a text it cuts is no longer there in full.
  const keptWhole = (text: string) => pageDescription(text, phone).startsWith(text);
  let text = `${nameWithCondition(v)}, ${isSold(v) ? 'sold' : formatUsd(v.price)}.`;
  for (const sentence of sentences(v.description)) {
    const longer = `${text} ${sentence}`;
    if (keptWhole(longer)) text = longer;
  }
  return text;
}
