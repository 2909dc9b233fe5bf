import { icons } from '../icons/icons';
import type { PairPhone } from '../ui/ActionPair';

/**
 * What every vehicle view needs besides the vehicle: the dealer's phone (with the phone icon its call
 * buttons draw, passed as data so an island carries no drawing) and financing page.
 */
export interface DealerContact {
  phone: PairPhone;
  financingUrl: string;
}

/** The dealer's contact as the vehicle views take it, from the site config. */
export function dealerContact(site: { phone: Omit<PairPhone, 'icon'>; financingUrl: string }): DealerContact {
  return { phone: { ...site.phone, icon: icons.phone }, financingUrl: site.financingUrl };
}
