/**
 * A cart's out-the-door estimate: its price, plus freight and prep, plus what titling a street-legal LSV
 * costs in Delaware (the document fee, a rate of the price rounded to the dollar; the title; the first
 * year's registration). A golf cart is not titled, so it pays none of those. Each item comes from content
 * (content/buying-costs.json) and is an estimate; Delaware charges no sales tax.
 */
import type { BuyingCosts } from '../../schemas/buying-costs';

export interface OutTheDoorLine {
  label: string;
  amount: number;
  note: string;
}

export interface OutTheDoor {
  /** The price first, then each item that applies, in the content's order. */
  lines: OutTheDoorLine[];
  total: number;
}

type Item = BuyingCosts[keyof BuyingCosts];

const applies = (item: Item, streetLegal: boolean) => item.appliesTo === 'all' || streetLegal;

/** The estimate for a cart of this price and street use. */
export function outTheDoor(vehicle: { price: number; streetLegal: boolean }, costs: BuyingCosts): OutTheDoor {
  const { freightAndPrep, documentFee, title, registration } = costs;
  const items: [Item, number][] = [
    [freightAndPrep, freightAndPrep.amount],
    [documentFee, Math.round(vehicle.price * documentFee.rate)],
    [title, title.amount],
    [registration, registration.amount],
  ];
  const lines: OutTheDoorLine[] = [
    { label: 'Price', amount: vehicle.price, note: 'The cart as listed' },
    ...items
      .filter(([item]) => applies(item, vehicle.streetLegal))
      .map(([item, amount]) => ({ label: item.label, amount, note: item.note })),
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** "4.25%": the document fee's rate as the estimate names it. */
export function ratePercent(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}
