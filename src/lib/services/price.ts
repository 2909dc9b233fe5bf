import type { ServicePrice } from '../../schemas/services';
import { formatUsd } from '../format/usd';

/** How a service offer's price reads on the page: "From $155/hour", "Quote on request", "Covered by warranty". */
export function servicePriceLabel(price: ServicePrice): string {
  switch (price.kind) {
    case 'hourly':
      return `From ${formatUsd(price.amount)}/hour`;
    case 'quote':
      return 'Quote on request';
    case 'warranty':
      return 'Covered by warranty';
  }
}
