interface Props {
  /** The lowest monthly payment with its APR and term, in words (`monthlyFromText`, made at build time). */
  text: string;
  className?: string;
}

/**
 * "from $179/mo (0% APR, 84 months)", given in words: a monthly figure always names its APR and term beside
 * it. What an island renders without shipping the payment or wording rules.
 */
export default function MonthlyAmount({ text, className }: Props) {
  return (
    <span className={className} data-testid="monthly-from">
      {text}
    </span>
  );
}
