import type { Vehicle } from '../../schemas/vehicle';
import type { VehicleSummary } from './listing';

/** A cart as the inventory lists it, for table tests: a new, in-stock, street-legal four-seater unless overridden. */
export const summaryFixture = (id: string, over: Partial<VehicleSummary & Pick<Vehicle, 'preOwned'>> = {}): VehicleSummary => ({
  id,
  name: `Cart ${id.toUpperCase()}`,
  brand: 'Denago',
  category: 'EV City',
  price: 8995,
  description: 'A cart.',
  inStock: true,
  isNew: true,
  streetLegal: true,
  year: undefined,
  specifications: {
    topSpeed: '25 mph',
    range: '40 miles',
    seatingCapacity: 4,
    batteryType: '48V Lithium',
    chargingTime: '4-6 hours',
    payload: '400 lbs',
  },
  ...over,
});
