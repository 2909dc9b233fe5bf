/**
 * Where a lead was delivered, per destination: the one place the desk reads it from. Today the dealer webhook's
 * state, kept in the message's own columns (./notify.ts); a delivery table with a row per destination replaces
 * the body of this function, and the desk shows every row it gives.
 */
import { webhookDelivery, type DeliveryState, type WebhookColumns } from '../../src/lib/desk/delivery';
import { webhookUrl } from './notify';

export async function leadDelivery(env: Env, message: WebhookColumns & { id: number }, now: Date): Promise<DeliveryState[]> {
  return [webhookDelivery(message, webhookUrl(env) !== undefined, now)];
}
