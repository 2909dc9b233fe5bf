import { fullTime, relativeTime, timeUntil } from '../../lib/desk/relative-time';

interface Props {
  at: string;
  timeZone: string;
  /** A time something is due ("in 5 minutes"), not one it happened. */
  due?: boolean;
}

/** When something happened (or is due), as staff say it ("5 minutes ago"), with the full date and time on hover and for machines. */
export default function DeskTime({ at, timeZone, due = false }: Props) {
  return (
    <time dateTime={at} title={fullTime(at, timeZone)}>
      {(due ? timeUntil : relativeTime)(at, new Date(), timeZone)}
    </time>
  );
}
