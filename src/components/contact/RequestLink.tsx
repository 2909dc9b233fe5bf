/**
 * The online request beside a call to action: a button link that opens the contact form preset to the
 * request (the preset query is src/lib/contact/request-link.ts). Renders statically from Astro and inside
 * islands; `context` is read after the label by screen readers only (": the 4 Seater Weekly plan").
 */
import type { RequestDetails, RequestKind } from '../../lib/contact/details';
import { contactRequestHref } from '../../lib/contact/request-link';
import { buttonClass, type ButtonVariant } from '../ui/button-class';

interface Props {
  request: RequestDetails & { request: RequestKind };
  label: string;
  context?: string;
  variant?: ButtonVariant;
  className?: string;
}

export default function RequestLink({ request, label, context, variant = 'ghost', className = '' }: Props) {
  return (
    <a href={contactRequestHref(request)} className={`${buttonClass(variant)} ${className}`}>
      {label}
      {context && <span className="sr-only">{context}</span>}
    </a>
  );
}
