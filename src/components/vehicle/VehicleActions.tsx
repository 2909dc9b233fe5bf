import { inventoryPath, telHref } from '../../lib/routes';
import RequestLink from '../contact/RequestLink';
import { buttonClass } from '../ui/button-class';
import type { DealerContact } from './types';

interface Props extends DealerContact {
  vehicleId: string;
  externalUrl?: string | undefined;
}

const newTab = { target: '_blank', rel: 'noopener' } as const;
const NewTabNote = () => <span className="sr-only"> (opens in a new tab)</span>;

/**
 * A vehicle's buttons: test drive and sales call by phone, each with its online request for this cart beside
 * it (a desktop cannot dial), financing and the maker's page in a new tab.
 */
export default function VehicleActions({ vehicleId, phone, financingUrl, externalUrl }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <a href={telHref(phone.e164)} className={buttonClass('secondary')}>
        Schedule Test Drive
      </a>
      <RequestLink request={{ request: 'test-drive', vehicle: vehicleId }} label="Book a Test Drive Online" />
      {/* Two lines in half the row: the label over the number. */}
      <a href={telHref(phone.e164)} className={`${buttonClass('ghost')} flex-col gap-0`}>
        Contact Sales Team<span className="sr-only">:</span> <span className="whitespace-nowrap">{phone.display}</span>
      </a>
      <RequestLink request={{ request: 'quote', vehicle: vehicleId }} label="Get a Quote Online" />
      <a href={financingUrl} className={`${buttonClass()} sm:col-span-2`} {...newTab}>
        Get Financing Quote
        <NewTabNote />
      </a>
      {externalUrl && (
        <a href={externalUrl} className={`${buttonClass('ghost')} sm:col-span-2`} {...newTab}>
          View Vehicle Details and Full Specifications
          <NewTabNote />
        </a>
      )}
    </div>
  );
}

export function MoreVehiclesLink() {
  return (
    <a href={inventoryPath} className={buttonClass()}>
      View More Vehicles
    </a>
  );
}
