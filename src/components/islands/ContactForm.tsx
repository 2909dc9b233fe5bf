/**
 * The contact form. Server-rendered as a plain <form method="post" action="/api/contact"> that works
 * without JavaScript (an address's preset request is filled in by the server, functions/contact.ts). It
 * hydrates on the first use of the form (`client:use`), keeping whatever the form holds by then (typed,
 * chosen or preset); then it shows the request's details (./contact/RequestDetails), checks the message's
 * fields with the rules the API uses (src/lib/contact/schema.ts; the details, each a choice of its list, are
 * checked by the API, whose field errors show the same way), shows inline errors (focus on the first), posts
 * JSON with an Idempotency-Key and where the visit came from, toasts failures and keeps every value.
 *
 * The page's only island: its failure toast goes into the live region the page renders in the layout's
 * toast area (`toastRegion`, already in the HTML so screen readers announce each toast politely).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode, type SubmitEvent, type SyntheticEvent } from 'react';
import { DETAIL_FIELDS, REQUEST_INTEREST, type RequestKind } from '../../lib/contact/details';
import { unpackForm } from '../../lib/contact/packed-options';
import type { RequestErrors } from '../../lib/contact/request';
import { checkContact, DEFAULT_INTEREST, INTERESTS, LIMITS } from '../../lib/contact/schema';
import { REFERRER_FIELD } from '../../lib/contact/source';
import { TOAST_DURATION_MS, type Toast } from '../../lib/toast/queue';
import { buttonClass } from '../ui/button-class';
import Field from './contact/Field';
import type { ContactFormProps } from './contact/form-options';
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
import { LINE_FIELDS as LINES } from '../../lib/contact/fields';

interface Props extends ContactFormProps {
  /** id of the page's polite live region for notifications. */
  toastRegion: string;
  /** The form's static markup from the page: the spam trap. */
  children?: ReactNode;
}

/** Fields in the order the form shows them: the request's details first. */
const ORDER = [...DETAIL_FIELDS, ...CONTACT_FIELDS];

/** A text field's length limits, as the rules set them. */
const lengths = (field: keyof typeof LIMITS) => ({ minLength: LIMITS[field].min, maxLength: LIMITS[field].max });

function summary(errors: RequestErrors): string {
  const n = Object.keys(errors).length;
  return n === 0 ? '' : `Please correct the ${n === 1 ? 'highlighted field' : `${n} highlighted fields`}.`;
}

export default function ContactForm(props: Props) {
  const { labels, messages, interestLabels, detailLabels, copy, toastRegion } = props;
  const formRef = useRef<HTMLFormElement>(null);
  // The message as the form holds it when it hydrates (a preset's, written in by the server, or typed): kept.
  const [written] = useState(() => (globalThis.document?.getElementById('contact-message') as HTMLTextAreaElement | null)?.value ?? '');
  // What requests can be about: the details' lists and the figures their rules look up.
  const [lists] = useState(() => unpackForm(props.lists));
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
  const onRequest = useCallback((request: RequestKind) => {
    // Called after mount, when the form is there.
    (formRef.current!.elements.namedItem('interest') as HTMLSelectElement).value = REQUEST_INTEREST[request];
  }, []);

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

  // Once a field has an error, re-check it as the visitor fixes it (a detail's error, the API's, clears as it changes).
  const onInput = (e: SyntheticEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as keyof RequestErrors;
    if (!errors[name] || !formRef.current) return;
    const checked = checkContact(readValues(new FormData(formRef.current)), messages);
    const message = checked.ok ? undefined : checked.errors[name as keyof typeof checked.errors];
    if (message !== errors[name]) setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };

  const onSubmit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    const values = readValues(new FormData(form));
    const message = checkContact(values, messages);
    if (!message.ok) return showErrors(message.errors);
    setSubmitting(true);
    setErrors({});
    // The details the form shows go as they are: every one is a choice of its list, and the API checks them
    // (a date out of range, a plan without its cart) with the rules of src/lib/contact/details.ts.
    const details = Object.fromEntries(DETAIL_FIELDS.flatMap((field) => (values[field] ? [[field, values[field]]] : [])));
    // The page this one was opened from tells the dealer where the request came from (src/lib/contact/source.ts).
    const body = requestBody({ ...message.value, ...details, [REFERRER_FIELD]: document.referrer }, values[HONEYPOT_FIELD] ?? '');
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
      <RequestDetails {...lists} labels={detailLabels} copy={copy} errors={errors} onRequest={onRequest} />
      {LINES.map(([name, type, autoComplete]) => (
        <Field key={name} name={name} label={labels[name]} required error={errors[name]}>
          {(p) => <input {...p} type={type} autoComplete={autoComplete} required {...lengths(name)} />}
        </Field>
      ))}
      <Field name="interest" label={labels.interest} error={errors.interest} className="sm:col-span-2">
        {(p) => (
          <select {...p} defaultValue={DEFAULT_INTEREST}>
            {INTERESTS.map((value) => (
              <option key={value} value={value}>
                {interestLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="message"
        label={labels.message}
        required
        error={errors.message}
        hint={`At least ${LIMITS.message.min} characters.`}
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} rows={5} required {...lengths('message')} defaultValue={written} />}
      </Field>
      {/* The spam trap, built by the page (src/components/contact/Honeypot.astro). */}
      {props.children}
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
