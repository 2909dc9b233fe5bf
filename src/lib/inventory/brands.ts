/** The makes the dealer sells: every catalogue vehicle's brand is one of these. */
export const VEHICLE_BRANDS = ['Denago', 'Evolution'] as const;
export type VehicleBrand = (typeof VEHICLE_BRANDS)[number];

export function isVehicleBrand(value: unknown): value is VehicleBrand {
  return (VEHICLE_BRANDS as readonly unknown[]).includes(value);
}
