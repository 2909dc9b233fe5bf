import { fullTime, relativeTime } from '../../lib/desk/relative-time';

interface Props {
  at: string;
  timeZone: string;
}

/** When something happened, as staff say it ("5 minutes ago"), with the full date and time on hover and for machines. */
export default function DeskTime({ at, timeZone }: Props) {
  return (
    <time dateTime={at} title={fullTime(at, timeZone)}>
      {relativeTime(at, new Date(), timeZone)}
    </time>
  );
}
