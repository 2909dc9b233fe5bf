/**
 * How a vehicle page refreshes its one record from the API (the VehicleLive island): the retry policy of the
 * request and when its failure means the vehicle is gone. The rules every request shares are in
 * ./fetch-policy.ts.
 */
import { HttpError, type RetryPolicy } from './fetch-policy';

/** One vehicle: one retry after 1 s. */
export const DETAIL_POLICY: RetryPolicy = { retries: 1, delays: [1000], attemptTimeoutMs: 8000 };

/**
 * A vehicle is gone only when the API itself says 404 (a JSON answer). An HTML 404 is the host's
 * not-found page (no API deployed, a routing slip) and says nothing about the vehicle.
 */
export function isVehicleGone(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404 && error.fromApi;
}
