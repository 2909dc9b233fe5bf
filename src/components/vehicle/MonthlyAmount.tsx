import type { MonthlyFigure } from '../../lib/financing/sentences';
import { formatUsd } from '../../lib/format/usd';

interface Props {
  /** The lowest monthly payment and its APR and term in words (`monthlyFigure(lowestMonthlyQuote(…))`). */
  figure: MonthlyFigure;
  className?: string;
}

/**
 * "from $179/mo (0% APR, 84 months)", given the figure: a monthly figure always names its APR and term
 * beside it. What an island renders without shipping the payment or wording rules.
 */
export default function MonthlyAmount({ figure, className }: Props) {
  return (
    <span className={className} data-testid="monthly-from">
      from {formatUsd(figure.amount)}/mo ({figure.terms})
    </span>
  );
}
