/**
 * The contact form. Server-rendered as a plain <form method="post" action="/api/contact"> that works
 * without JavaScript; once hydrated it validates with the rules the API uses (src/lib/contact), shows
 * inline errors (focus on the first), posts JSON with an Idempotency-Key, toasts failures and keeps
 * every value.
 *
 * The page's only island: its failure toast goes into the live region the page renders in the layout's
 * toast area (`toastRegion`, already in the HTML so screen readers announce each toast politely).
 */
import { useCallback, useEffect, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react';
import { FIELD_LABELS } from '../../lib/contact/fields';
import { validateContact, type ContactErrors, type ContactField } from '../../lib/contact/schema';
import { TOAST_DURATION_MS, type Toast } from '../../lib/toast/queue';
import { buttonClass } from '../ui/button-class';
import Field from './contact/Field';
import type { ContactFormOptions } from './contact/form-options';
import Honeypot from './contact/Honeypot';
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

interface Props extends ContactFormOptions {
  /** id of the page's polite live region for notifications. */
  toastRegion: string;
}

function summary(errors: ContactErrors): string {
  const n = Object.keys(errors).length;
  return n === 0 ? '' : `Please correct the ${n === 1 ? 'highlighted field' : `${n} highlighted fields`}.`;
}

export default function ContactForm({ interests, defaultInterest, limits, thankYouPath, toastRegion }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const lastAttempt = useRef<KeyedAttempt | null>(null);
  const focusFirstError = useRef(false);
  const lastToastId = useRef(0);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // One toast at a time: a new one replaces the current one (a new id restarts its timer).
  const [toast, setToast] = useState<Toast | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  // Hydrated: our own messages replace the browser's (without JS the native checks still apply).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = CONTACT_FIELDS.find((f) => errors[f]);
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }, [errors]);

  const showErrors = (next: ContactErrors) => {
    focusFirstError.current = true;
    setErrors(next);
  };

  // Once a field has an error, re-check it as the visitor fixes it.
  const onInput = (e: SyntheticEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as ContactField;
    if (!errors[name] || !formRef.current) return;
    const result = validateContact(readValues(new FormData(formRef.current)));
    const message = result.ok ? undefined : result.errors[name];
    if (message !== errors[name]) setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };

  const onSubmit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    const values = readValues(new FormData(form));
    const result = validateContact(values);
    if (!result.ok) return showErrors(result.errors);
    setSubmitting(true);
    setErrors({});
    const body = requestBody(result.value, values[HONEYPOT_FIELD] ?? '');
    const attempt = keyForAttempt(lastAttempt.current, body, () => newIdempotencyKey());
    lastAttempt.current = attempt;
    const outcome = await postContact(body, attempt.key);
    if (outcome.ok) {
      lastAttempt.current = null;
      form.reset();
      window.location.assign(thankYouPath);
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
      <Field name="firstName" label={FIELD_LABELS.firstName} required error={errors.firstName}>
        {(p) => <input {...p} type="text" autoComplete="given-name" required {...limits.firstName} />}
      </Field>
      <Field name="lastName" label={FIELD_LABELS.lastName} required error={errors.lastName}>
        {(p) => <input {...p} type="text" autoComplete="family-name" required {...limits.lastName} />}
      </Field>
      <Field name="email" label={FIELD_LABELS.email} required error={errors.email}>
        {(p) => <input {...p} type="email" autoComplete="email" inputMode="email" required />}
      </Field>
      <Field name="phone" label={FIELD_LABELS.phone} required error={errors.phone}>
        {(p) => <input {...p} type="tel" autoComplete="tel" required {...limits.phone} />}
      </Field>
      <Field name="interest" label={FIELD_LABELS.interest} error={errors.interest} className="sm:col-span-2">
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
      <Field
        name="message"
        label={FIELD_LABELS.message}
        required
        error={errors.message}
        hint={limits.message.minLength ? `At least ${limits.message.minLength} characters.` : undefined}
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} rows={5} required {...limits.message} />}
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
