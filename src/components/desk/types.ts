/** What the desk island's parts share: who is signed in, and how a part reports a sign-in that failed. */

export interface DeskSession {
  email: string;
  /** The dealer's time zone and today (YYYY-MM-DD): the desk's dates. */
  timeZone: string;
  today: string;
  /** The days a hold may end on: from `first` to `last`, `suggested` offered first. */
  holdDays: { first: string; suggested: string; last: string };
}

export interface DeskPartProps {
  session: DeskSession;
  /** A request was answered 401 or 403 (or not at all): the desk shows the sign-in notice. */
  onSignIn: (status: number, error: string) => void;
}
