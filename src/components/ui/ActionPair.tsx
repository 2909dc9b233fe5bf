/**
 * A call and an online action standing together, the one way the site sets them side by side: the online
 * action (the contact form preset to a request, an application, a page) first in the markup, the call
 * second. The look and the order follow the screen (the `.action-pair` rule of global.css): on a phone the
 * call comes first and filled; on a wide screen with a fine pointer the online action does, and the call
 * is outlined. The call always dials. No JavaScript of its own: Astro pages draw it through
 * ./CallAndOnline.astro, and an island can draw it too; the phone icon comes with `phone`, so an island
 * carries the drawing in its props, not in its code.
 */
import type { IconDrawing } from '../icons/icons';
import Icon from '../icons/Icon';

export interface PairPhone {
  e164: string;
  display: string;
  /** The phone icon's drawing (icons.phone). */
  icon: IconDrawing;
}

interface Props {
  online: {
    href: string;
    label: string;
    /** Read after the label by screen readers only: ": the 4 Seater Weekly plan", " (opens in a new tab)". */
    context?: string | undefined;
    /** Opens in a new tab (an outside application); say so in `context`. */
    external?: boolean | undefined;
  };
  call: {
    label: string;
    phone: PairPhone;
    /** Shows the number after the label; otherwise screen readers alone read it. */
    showNumber?: boolean | undefined;
  };
  /** `dark` on the brand's dark bands and heroes. */
  tone?: 'light' | 'dark' | undefined;
  /** Full-width buttons, one under the other (a narrow card). */
  stacked?: boolean | undefined;
  className?: string | undefined;
}

export default function ActionPair({ online, call, tone, stacked, className }: Props) {
  return (
    <div className={`action-pair action-pair-${tone ?? 'light'}${stacked ? ' action-pair-stacked' : ''} ${className ?? ''}`}>
      <a href={online.href} className="button button-md action-online" {...(online.external && { target: '_blank', rel: 'noopener' })}>
        {online.label}
        {online.context && <span className="sr-only">{online.context}</span>}
      </a>
      <a href={`tel:${call.phone.e164}`} className="button button-md action-call">
        <Icon icon={call.phone.icon} size={18} />
        {call.label} <span className={call.showNumber ? 'whitespace-nowrap' : 'sr-only'}>{call.phone.display}</span>
      </a>
    </div>
  );
}
