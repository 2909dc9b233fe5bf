import { lowestMonthlyPayment, type PaymentRates } from '../../lib/financing/payments';
import MonthlyAmount from './MonthlyAmount';

interface Props {
  vehicle: { price: number; isNew: boolean };
  /** The financing rates and terms (content/financing.json, through getPaymentRates). */
  rates: PaymentRates;
  className?: string;
}

/**
 * "from $179/mo": the lowest monthly payment the cart can get (its best rate over the longest term),
 * as computed by lowestMonthlyPayment. The vehicle page's payment table states the assumptions.
 */
export default function MonthlyFrom({ vehicle, rates, className = 'text-sm font-semibold text-gray-700' }: Props) {
  return <MonthlyAmount monthly={lowestMonthlyPayment(vehicle, rates)} className={className} />;
}
