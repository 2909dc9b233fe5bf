/** The vehicle API of the cross-team contract. */
export const VEHICLES_ENDPOINT = '/api/vehicles';

/** `/api/vehicles/{id}`; the id is encoded, since on a not-found page it comes from the address bar. */
export function vehicleEndpoint(id: string): string {
  return `${VEHICLES_ENDPOINT}/${encodeURIComponent(id)}`;
}
