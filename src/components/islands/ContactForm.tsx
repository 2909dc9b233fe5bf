/**
 * The contact form. Server-rendered as a plain <form method="post" action="/api/contact"> that works
 * without JavaScript; once hydrated it applies the request preset of its address (./contact/RequestDetails;
 * the preset's message comes written in the page, functions/contact.ts, and stays as the visitor edits it),
 * validates with the rules the API uses (src/lib/contact), shows inline errors (focus on the first),
 * posts JSON with an Idempotency-Key and where the visit came from, toasts failures and keeps every value.
 *
 * The page's only island: its failure toast goes into the live region the page renders in the layout's
 * toast area (`toastRegion`, already in the HTML so screen readers announce each toast politely).
 */
import { useCallback, useEffect, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react';
import { dealerToday, DETAIL_FIELDS, validateDetails, type RequestKind } from '../../lib/contact/details';
import type { RequestErrors } from '../../lib/contact/request';
import { checkContact } from '../../lib/contact/schema';
import { REFERRER_FIELD } from '../../lib/contact/source';
import { TOAST_DURATION_MS, type Toast } from '../../lib/toast/queue';
import { buttonClass } from '../ui/button-class';
import Field from './contact/Field';
import type { ContactFormProps } from './contact/form-options';
import Honeypot from './contact/Honeypot';
import RequestDetails from './contact/RequestDetails';
import { postContact } from './contact/post-contact';
import { createPortal } from 'react-dom';
import ToastCard from './toast/ToastCard';
import {
  CONTACT_ENDPOINT,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  keyForAttempt,
  newIdempotencyKey,
  readValues,
  requestBody,
  type KeyedAttempt,
} from './contact/submission';

interface Props extends ContactFormProps {
  /** id of the page's polite live region for notifications. */
  toastRegion: string;
}

/** The one-line fields: name, input type and autocomplete token (type="email" brings the e-mail keyboard). */
const LINES = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;

/** Fields in the order the form shows them: the request's details first. */
const ORDER = [...DETAIL_FIELDS, ...CONTACT_FIELDS];

function summary(errors: RequestErrors): string {
  const n = Object.keys(errors).length;
  return n === 0 ? '' : `Please correct the ${n === 1 ? 'highlighted field' : `${n} highlighted fields`}.`;
}

export default function ContactForm(props: Props) {
  const { labels, messages, interests, defaultInterest, limits, messageHint, toastRegion, details } = props;
  const formRef = useRef<HTMLFormElement>(null);
  // A preset request's message, written into the page by its function: hydrating keeps it (as the form's value).
  const [written] = useState(() => globalThis.document?.getElementById('contact-message')?.textContent ?? '');
  const lastAttempt = useRef<KeyedAttempt | null>(null);
  const focusFirstError = useRef(false);
  const lastToastId = useRef(0);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // One toast at a time: a new one replaces the current one (a new id restarts its timer).
  const [toast, setToast] = useState<Toast | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  // Hydrated: our own messages replace the browser's (without JS the native checks still apply).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // A request chooses its interest (the visitor may change it back).
  const onRequest = useCallback(
    (request: RequestKind) => {
      // Called after mount, when the form is there.
      (formRef.current!.elements.namedItem('interest') as HTMLSelectElement).value = details.interests[request];
    },
    [details.interests],
  );

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = ORDER.find((f) => errors[f]);
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }, [errors]);

  const showErrors = (next: RequestErrors) => {
    focusFirstError.current = true;
    setErrors(next);
  };

  /** Every problem of the form's values: the message's and the details'. */
  const check = (values: Record<string, string>) => {
    const message = checkContact(values, messages);
    const request = validateDetails(values, details, dealerToday(new Date(), details.options.timeZone));
    const problems: RequestErrors = { ...(message.ok ? {} : message.errors), ...(request.ok ? {} : request.errors) };
    return { message, request, problems };
  };

  // Once a field has an error, re-check it as the visitor fixes it.
  const onInput = (e: SyntheticEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as keyof RequestErrors;
    if (!errors[name] || !formRef.current) return;
    const message = check(readValues(new FormData(formRef.current))).problems[name];
    if (message !== errors[name]) setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };

  const onSubmit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    const values = readValues(new FormData(form));
    const { message, request, problems } = check(values);
    if (!message.ok || !request.ok) return showErrors(problems);
    setSubmitting(true);
    setErrors({});
    // The page this one was opened from tells the dealer where the request came from (src/lib/contact/source.ts).
    const body = requestBody({ ...message.value, ...request.value, [REFERRER_FIELD]: document.referrer }, values[HONEYPOT_FIELD] ?? '');
    const attempt = keyForAttempt(lastAttempt.current, body, newIdempotencyKey);
    lastAttempt.current = attempt;
    const outcome = await postContact(body, attempt.key);
    if (outcome.ok) {
      lastAttempt.current = null;
      form.reset();
      // The thank-you page confirms the reference and what the request was about (nothing personal).
      window.location.assign(outcome.next);
      return;
    }
    setSubmitting(false);
    if (Object.keys(outcome.fields).length > 0) showErrors(outcome.fields);
    setToast({
      id: ++lastToastId.current,
      title: 'Error',
      description: outcome.error,
      variant: 'destructive',
      duration: TOAST_DURATION_MS,
    });
  };

  // Only ever set after hydration, so `document` is there.
  const card = toast && <ToastCard key={toast.id} toast={toast} onDismiss={closeToast} />;
  const region = card && document.getElementById(toastRegion);

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_ENDPOINT}
      onSubmit={onSubmit}
      onInput={onInput}
      aria-busy={submitting}
      className="grid gap-5 sm:grid-cols-2"
    >
      <RequestDetails {...details} errors={errors} onRequest={onRequest} />
      {LINES.map(([name, type, autoComplete]) => (
        <Field key={name} name={name} label={labels[name]} required error={errors[name]}>
          {(p) => <input {...p} type={type} autoComplete={autoComplete} required {...limits[name as keyof typeof limits]} />}
        </Field>
      ))}
      <Field name="interest" label={labels.interest} error={errors.interest} className="sm:col-span-2">
        {(p) => (
          <select {...p} defaultValue={defaultInterest}>
            {interests.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="message" label={labels.message} required error={errors.message} hint={messageHint} className="sm:col-span-2">
        {(p) => <textarea {...p} rows={5} required {...limits.message} defaultValue={written} />}
      </Field>
      <Honeypot name={HONEYPOT_FIELD} />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <button type="submit" disabled={submitting} className={buttonClass('primary', 'lg')}>
          {submitting ? 'Sending...' : 'Send Message'}
        </button>
        <p role="status" className="text-sm font-semibold text-red-700">
          {summary(errors)}
        </p>
        {/* The toast shows in the page's toast region; only its place in the component tree is here. */}
        {region ? createPortal(card, region) : card}
      </div>
    </form>
  );
}
