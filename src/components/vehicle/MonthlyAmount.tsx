import { formatUsd } from '../../lib/format/usd';

interface Props {
  /** The lowest monthly payment, as `lowestMonthlyPayment` computed it. */
  monthly: number;
  className?: string;
}

/** "from $179/mo", given the figure: what an island renders without shipping the payment rule. */
export default function MonthlyAmount({ monthly, className }: Props) {
  return (
    <span className={className} data-testid="monthly-from">
      from {formatUsd(monthly)}/mo<span className="sr-only"> with financing</span>
    </span>
  );
}
