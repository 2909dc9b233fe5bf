import type { ReactNode } from 'react';
import { formatUsd } from '../../lib/format/usd';
import { isSold } from '../../lib/inventory/badge';
import { conditionLabel } from '../../lib/inventory/condition';
import { contactRequestHref } from '../../lib/contact/request-link';
import { inventoryPath } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';
import ActionPair from '../ui/ActionPair';
import type { DealerContact } from './types';
import VehicleActions from './VehicleActions';
import VehicleMarks from './VehicleMarks';
import VehiclePhoto from './VehiclePhoto';
import type { Vehicle } from '../../schemas/vehicle';

/** The id of the vehicle page's similar carts, which a sold cart's page points to. */
export const SIMILAR_CARTS_ID = 'similar-carts';

interface Props extends DealerContact {
  vehicle: Vehicle;
  /** The built page's pictures (its photo gallery, or its drawing); without them, the vehicle's first image. */
  media?: ReactNode;
  /** What the built page shows beside the price of a cart for sale: "from $X/mo" linked to its payment table, and Compare. */
  besidePrice?: ReactNode;
  /** What the built page shows under the facts: an LSV's note with the street-legal guide, a pre-owned cart's history. */
  afterFacts?: ReactNode;
}

/**
 * The first screen of a vehicle page: back link, pictures with the status badge and the Pre-owned mark,
 * name, price, facts and buttons. A sold cart keeps its page: it says it is sold beside the price,
 * promises no purchase or test drive, and points to similar carts instead. A cart on hold for a buyer (the
 * dealer's desk) says so with its badge, and keeps its buttons: a buyer may ask to be next.
 */
export default function VehicleSummary({ vehicle, phone, financingUrl, media, besidePrice, afterFacts }: Props) {
  const sold = isSold(vehicle);
  const facts = [
    ['Seats', String(vehicle.specifications.seatingCapacity)],
    ['Brand', vehicle.brand],
    ['Model family', vehicle.category],
    ['Condition', conditionLabel(vehicle)],
  ] as const;
  return (
    <div className="space-y-8" data-testid="vehicle-summary">
      <a href={inventoryPath} className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">&larr;</span> Back to Inventory
      </a>
      <div className="grid items-start gap-10 md:grid-cols-2">
        <div className="relative overflow-hidden rounded-2xl border border-brand-100 bg-brand-50">
          {media ?? (
            <div className="aspect-[3/2]">
              <VehiclePhoto vehicle={vehicle} load="lcp" />
            </div>
          )}
          <VehicleMarks vehicle={vehicle} className="absolute top-4 left-4 flex gap-2 text-sm" />
        </div>
        <div className="space-y-6">
          <div>
            <p className="font-bold tracking-wider text-brand-600 uppercase">{vehicle.brand}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{vehicle.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
              <p className={`text-3xl font-extrabold ${sold ? 'vehicle-sold-price' : 'text-brand-700'}`}>{formatUsd(vehicle.price)}</p>
              {sold ? (
                <p className="vehicle-sold-mark" data-testid="vehicle-sold">
                  Sold
                </p>
              ) : (
                besidePrice
              )}
            </div>
          </div>
          {sold && (
            <p className="vehicle-sold-note" role="note">
              This cart has been sold and is no longer available. Carts like it that you can buy today are listed{' '}
              <a href={`#${SIMILAR_CARTS_ID}`}>below</a>.
            </p>
          )}
          <p className="text-lg text-gray-700">{vehicle.description}</p>
          <dl className="grid grid-cols-2 gap-3">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-brand-50 px-4 py-3">
                <dt className="text-sm font-semibold text-gray-700">{label}</dt>
                <dd className="text-lg font-bold text-brand-900">{value}</dd>
              </div>
            ))}
          </dl>
          {afterFacts}
          {sold ? (
            <div className="grid gap-3">
              <a href={`#${SIMILAR_CARTS_ID}`} className={buttonClass()}>
                See Similar Carts
              </a>
              {/* No cart named: a sold cart is no request's choice (the page it came from is stored with it). */}
              <ActionPair
                className="grid"
                online={{ href: contactRequestHref({ request: 'quote' }), label: 'Ask About Carts Like This Online' }}
                call={{ label: 'Contact Sales Team', phone, showNumber: true }}
              />
            </div>
          ) : (
            <VehicleActions vehicleId={vehicle.id} phone={phone} financingUrl={financingUrl} externalUrl={vehicle.externalUrl} />
          )}
        </div>
      </div>
    </div>
  );
}
