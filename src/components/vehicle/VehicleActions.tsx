import { staticRoutes, telHref } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';
import type { DealerContact } from './types';

interface Props extends DealerContact {
  externalUrl?: string | undefined;
}

const newTab = { target: '_blank', rel: 'noopener' } as const;
const NewTabNote = () => <span className="sr-only"> (opens in a new tab)</span>;

/** The spec's buttons: test drive and sales call, financing and the maker's page in a new tab. */
export default function VehicleActions({ phone, financingUrl, externalUrl }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <a href={telHref(phone.e164)} className={buttonClass('secondary')}>
        Schedule Test Drive
      </a>
      <a href={financingUrl} className={buttonClass()} {...newTab}>
        Get Financing Quote
        <NewTabNote />
      </a>
      {externalUrl && (
        <a href={externalUrl} className={`${buttonClass('ghost')} sm:col-span-2`} {...newTab}>
          View Vehicle Details and Full Specifications
          <NewTabNote />
        </a>
      )}
      <a href={telHref(phone.e164)} className={`${buttonClass('ghost')} sm:col-span-2`}>
        Contact Sales Team<span className="sr-only">:</span> <span className="whitespace-nowrap">{phone.display}</span>
      </a>
    </div>
  );
}

export function MoreVehiclesLink() {
  return (
    <a href={staticRoutes.inventory} className={buttonClass()}>
      View More Vehicles
    </a>
  );
}
