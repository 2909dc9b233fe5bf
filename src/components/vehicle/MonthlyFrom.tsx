import { lowestMonthlyQuote, type Cart, type PaymentRates } from '../../lib/financing/payments';
import { monthlyFigure, monthlyFromText } from '../../lib/financing/sentences';
import MonthlyAmount from './MonthlyAmount';

interface Props {
  vehicle: Cart;
  /** The financing rates and terms (content/financing.json, through getPaymentRates). */
  rates: PaymentRates;
  className?: string;
}

/**
 * "from $179/mo (0% APR, 84 months)": the lowest monthly payment the cart can get (its best rate over the
 * longest term), as computed by lowestMonthlyQuote. The vehicle page's payment table states the assumptions.
 */
export default function MonthlyFrom({ vehicle, rates, className = 'text-sm font-semibold text-gray-700' }: Props) {
  return <MonthlyAmount text={monthlyFromText(monthlyFigure(lowestMonthlyQuote(vehicle, rates)))} className={className} />;
}
