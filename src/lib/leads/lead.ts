/**
 * A lead: one stored contact message with everything the deliveries say about it, read from its D1 row
 * (`leadFromRow`), and the rules of where it goes (`leadDestinations`):
 * - every stored message goes to the sales inbox and gets the customer's acknowledgement;
 * - a sales request goes to the CRM as an ADF lead too: a test drive, a quote, or a message about sales that asks
 *   for nothing in particular. A rental or a service request is no ADF concept (ADF knows buying, leasing,
 *   selling, trade-ins and test drives): the sales inbox has it;
 * - the webhook, when one is set.
 * Messages caught by the honeypot, rate-limited or refused are never stored, so they never get any of these.
 */
import type { Interest } from '../contact/fields';
import type { ContactMessage } from '../contact/schema';
import type { LeadConfig } from './config';
import type { RequestKind } from '../contact/details';
import { UTM_FIELDS } from '../contact/source';

export const DESTINATIONS = ['crm', 'sales', 'customer', 'webhook'] as const;
export type Destination = (typeof DESTINATIONS)[number];

export const DESTINATION_LABELS: Record<Destination, string> = {
  crm: 'CRM (ADF)',
  sales: 'sales inbox',
  customer: 'customer',
  webhook: 'webhook',
};

export type UtmField = (typeof UTM_FIELDS)[number];

/** The cart a request names, as the catalogue described it when the request was stored. */
export interface LeadVehicle {
  id: string;
  name: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  priceUsd: number | null;
  condition: 'new' | 'used' | null;
}

export interface LeadEstimate {
  planUsd: number;
  deliveryUsd: number;
  depositUsd: number;
  totalUsd: number;
  miles: number;
}

/** The message as the visitor sent it (its `message` is the visitor's own text), and what was stored with it. */
export interface Lead extends ContactMessage {
  id: number;
  /** When it was stored (ISO 8601 UTC). */
  createdAt: string;
  request: RequestKind | null;
  /** The line the form showed: "Test drive · Evolution D5 Maverick 4 Plus, $9,995". */
  summary: string | null;
  vehicle: LeadVehicle | null;
  preferredDate: string | null;
  preferredTime: string | null;
  rentalFleet: string | null;
  rentalPlan: string | null;
  rentalStart: string | null;
  rentalTown: string | null;
  estimate: LeadEstimate | null;
  sourcePage: string | null;
  utm: Partial<Record<UtmField, string>>;
  /** The message from the same e-mail address this one was sent within 10 minutes of. */
  followsId: number | null;
}

type Row = Record<string, unknown>;

const text = (row: Row, key: string): string | null => {
  const value = row[key];
  return value === null || value === undefined || value === '' ? null : String(value);
};
const amount = (row: Row, key: string): number | null => {
  const value = row[key];
  return value === null || value === undefined || value === '' ? null : Number(value);
};

/** The lead of a stored contact_messages row. */
export function leadFromRow(row: Row): Lead {
  const vehicleId = text(row, 'vehicle_id');
  const condition = text(row, 'vehicle_condition');
  const total = amount(row, 'estimate_total_usd');
  const utm: Lead['utm'] = {};
  for (const field of UTM_FIELDS) {
    const value = text(row, field);
    if (value) utm[field] = value;
  }
  return {
    id: Number(row['id']),
    createdAt: String(row['created_at']),
    firstName: text(row, 'first_name') ?? '',
    lastName: text(row, 'last_name') ?? '',
    email: text(row, 'email') ?? '',
    phone: text(row, 'phone') ?? '',
    interest: (text(row, 'interest') ?? 'general') as Interest,
    message: text(row, 'message') ?? '',
    request: text(row, 'request') as RequestKind | null,
    summary: text(row, 'request_summary'),
    vehicle: vehicleId
      ? {
          id: vehicleId,
          name: text(row, 'vehicle_name'),
          year: amount(row, 'vehicle_year'),
          make: text(row, 'vehicle_make'),
          model: text(row, 'vehicle_model'),
          priceUsd: amount(row, 'vehicle_price_usd'),
          condition: condition === 'new' || condition === 'used' ? condition : null,
        }
      : null,
    preferredDate: text(row, 'preferred_date'),
    preferredTime: text(row, 'preferred_time'),
    rentalFleet: text(row, 'rental_fleet'),
    rentalPlan: text(row, 'rental_plan'),
    rentalStart: text(row, 'rental_start'),
    rentalTown: text(row, 'rental_town'),
    estimate:
      total === null
        ? null
        : {
            planUsd: amount(row, 'estimate_plan_usd') ?? 0,
            deliveryUsd: amount(row, 'estimate_delivery_usd') ?? 0,
            depositUsd: amount(row, 'estimate_deposit_usd') ?? 0,
            totalUsd: total,
            miles: amount(row, 'estimate_miles') ?? 0,
          },
    sourcePage: text(row, 'source_page'),
    utm,
    followsId: amount(row, 'follows_id'),
  };
}

/** What the CRM's ADF lead asks for: a test drive, or buying. */
export type AdfInterest = 'test-drive' | 'buy';

/** The ADF interest of a sales request, or undefined when the request is no ADF lead (rental, service, other). */
export function adfInterest(lead: { request: string | null; interest: string }): AdfInterest | undefined {
  if (lead.request === 'test-drive') return 'test-drive';
  if (lead.request === 'quote') return 'buy';
  if (lead.request === null && lead.interest === 'sales') return 'buy';
  return undefined;
}

/** Where a stored message is delivered: every destination it gets, in the order they are listed. */
export function leadDestinations(lead: { request: string | null; interest: string }, webhook: boolean): Destination[] {
  return DESTINATIONS.filter((destination) => {
    if (destination === 'crm') return adfInterest(lead) !== undefined;
    if (destination === 'webhook') return webhook;
    return true;
  });
}

/** The e-mail address a delivery goes to: the CRM's, the sales inbox, the customer's (the webhook's URL is a secret). */
export function deliveryRecipient(
  destination: Destination,
  customerEmail: string,
  config: Pick<LeadConfig, 'crmAddress' | 'salesInbox'>,
): string | null {
  if (destination === 'crm') return config.crmAddress;
  if (destination === 'sales') return config.salesInbox;
  if (destination === 'customer') return customerEmail;
  return null;
}

/** A catalogue vehicle as the lead records it (the fields the ADF and the e-mails need). */
export interface CatalogueVehicle {
  id: string;
  name: string;
  brand: string;
  price: number;
  isNew: boolean;
  year?: number | undefined;
}

/**
 * The cart's facts for the lead: the make is its brand; the model is its name without the words the catalogue
 * puts before it ("Pre-owned 2022 ", the brand), so "Pre-owned 2022 Denago EV Nomad" is the Denago "EV Nomad".
 */
export function vehicleFacts(vehicle: CatalogueVehicle): Omit<LeadVehicle, 'id'> {
  let model = vehicle.name.replace(/^pre-owned\s+/i, '');
  if (vehicle.year !== undefined) model = model.replace(new RegExp(`^${vehicle.year}\\s+`), '');
  if (model.toLowerCase().startsWith(`${vehicle.brand.toLowerCase()} `)) model = model.slice(vehicle.brand.length + 1);
  return {
    name: vehicle.name,
    year: vehicle.year ?? null,
    make: vehicle.brand,
    model: model.trim() || vehicle.name,
    priceUsd: vehicle.price,
    condition: vehicle.isNew ? 'new' : 'used',
  };
}
