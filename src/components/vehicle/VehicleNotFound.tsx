import { inventoryPath } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';

/** What a vehicle page shows when the vehicle does not exist. */
export default function VehicleNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="vehicle-not-found">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">Vehicle Not Found</h1>
      <p className="mt-4 text-lg text-gray-700">The vehicle you're looking for doesn't exist or has been removed.</p>
      <a href={inventoryPath} className={`${buttonClass()} mt-8`}>
        Back to Inventory
      </a>
    </div>
  );
}
