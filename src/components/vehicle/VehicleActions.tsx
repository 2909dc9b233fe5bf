import { contactRequestHref } from '../../lib/contact/request-link';
import { inventoryPath } from '../../lib/routes';
import ActionPair from '../ui/ActionPair';
import { buttonClass } from '../ui/button-class';
import type { DealerContact } from './types';

interface Props extends DealerContact {
  vehicleId: string;
  externalUrl?: string | undefined;
}

const newTab = { target: '_blank', rel: 'noopener' } as const;
const NewTabNote = () => <span className="sr-only"> (opens in a new tab)</span>;

/**
 * A vehicle's buttons: a test drive and a quote, each as an online request for this cart beside the call
 * that asks for the same (an action pair: on a wide screen the online request leads, on a phone the call),
 * then financing and the maker's page in a new tab.
 */
export default function VehicleActions({ vehicleId, phone, financingUrl, externalUrl }: Props) {
  return (
    <div className="grid gap-3">
      <ActionPair
        className="grid sm:grid-cols-2"
        online={{ href: contactRequestHref({ request: 'test-drive', vehicle: vehicleId }), label: 'Book a Test Drive Online' }}
        call={{ label: 'Schedule Test Drive', phone }}
      />
      <ActionPair
        className="grid sm:grid-cols-2"
        online={{ href: contactRequestHref({ request: 'quote', vehicle: vehicleId }), label: 'Get a Quote Online' }}
        call={{ label: 'Contact Sales Team', phone }}
      />
      <a href={financingUrl} className={buttonClass('ghost')} {...newTab}>
        Get Financing Quote
        <NewTabNote />
      </a>
      {externalUrl && (
        <a href={externalUrl} className={buttonClass('ghost')} {...newTab}>
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
