/**
 * What a request is about: the optional details of the contact form (src/lib/contact/details.ts) in a
 * disclosure whose summary says what the request is about ("About: Test drive · Evolution D5 Maverick 4
 * Plus"). It starts from what the form holds when it hydrates (an address's preset, filled in by the server,
 * and anything chosen before), then shows only the details the chosen request asks for, limits dates to the
 * dealer's next year, and shows a rental's estimate; Clear empties it all (and closes it). Without
 * JavaScript, and while hydrating, it offers every detail.
 */
import { useState, useSyncExternalStore } from 'react';
import type { ChoiceList, ListField } from '../../../lib/contact/choices';
import {
  dealerToday,
  describeRequest,
  DETAIL_FIELDS,
  latestDate,
  REQUEST_DETAILS,
  requestEstimate,
  type DetailErrors,
  type DetailField,
  type RequestDetails as Details,
  type RequestKind,
} from '../../../lib/contact/details';
import type { FormLists } from '../../../lib/contact/packed-options';
import { estimateSentence } from '../../../lib/rentals/estimate';
import { buttonClass } from '../../ui/button-class';
import Field from './Field';
import type { DetailsCopy } from './form-options';

interface Props extends FormLists {
  labels: Record<DetailField, string>;
  copy: DetailsCopy;
  errors: DetailErrors;
  /** Called when a request is chosen (the form chooses the matching interest). */
  onRequest: (request: RequestKind) => void;
}

/** A list's options: its empty choice, then each group's choices (in an optgroup when labelled). */
function Options({ list }: { list: ChoiceList }) {
  const items = (choices: ChoiceList['groups'][number]['choices']) =>
    choices.map((c) => (
      <option key={c.value} value={c.value}>
        {c.label}
      </option>
    ));
  return (
    <>
      <option value="">{list.empty}</option>
      {list.groups.map((group) =>
        group.label ? (
          <optgroup key={group.label} label={group.label}>
            {items(group.choices)}
          </optgroup>
        ) : (
          items(group.choices)
        ),
      )}
    </>
  );
}

/** Nothing to subscribe to: hydrated is hydrated for good. */
const noSubscription = () => () => {};
/** False on the server and while hydrating, then true (React renders again when they differ). */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The details the built form holds (none on the server): each control is `contact-<field>` (./Field.tsx). */
const heldDetails = (): Details =>
  Object.fromEntries(
    DETAIL_FIELDS.map((field) => [
      field,
      (globalThis.document?.getElementById(`contact-${field}`) as HTMLInputElement | null)?.value,
    ]).filter(([, value]) => value),
  );

export default function RequestDetails({ timeZone, showroomCity, choices, rates, labels, copy, errors, onRequest }: Props) {
  // Empty while hydrating: that render matches the server's (every detail, no summary, no date limits).
  const today = useHydrated() ? dealerToday(new Date(), timeZone) : '';
  const [values, setValues] = useState(heldDetails);

  const fields = today ? ['request' as const, ...(REQUEST_DETAILS[values.request as RequestKind] ?? [])] : DETAIL_FIELDS;
  const shown: Details = Object.fromEntries(fields.map((field) => [field, values[field]]));
  const about = today && describeRequest(shown, choices);
  const estimate = today && requestEstimate(shown, rates);

  const control = (field: DetailField) => ({
    value: values[field] ?? '',
    onChange: ({ target }: { target: { value: string } }) => {
      setValues({ ...values, [field]: target.value });
      if (field === 'request' && target.value) onRequest(target.value as RequestKind);
    },
  });

  return (
    // Open once it says what the request is about (a detail with an error always does); the visitor may
    // close or open it.
    <details className="rounded-xl bg-brand-50 p-4 sm:col-span-2" open={!!about}>
      <summary className="cursor-pointer font-semibold text-brand-900">{about ? `${copy.about} ${about}` : copy.add}</summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <Field key={field} name={field} label={labels[field]} error={errors[field]}>
            {(p) =>
              field === 'date' || field === 'start' ? (
                <input {...p} {...control(field)} type="date" min={today || undefined} max={today ? latestDate(today) : undefined} />
              ) : (
                <select {...p} {...control(field)}>
                  <Options list={choices[field as ListField]} />
                </select>
              )
            }
          </Field>
        ))}
      </div>
      {estimate && (
        <p className="mt-4 text-sm text-brand-900">
          <strong>{copy.estimate}</strong> {estimateSentence(estimate, showroomCity)}. {copy.estimateNote}
        </p>
      )}
      {about && (
        <button type="button" className={`${buttonClass('ghost', 'sm')} mt-4`} onClick={() => setValues({})}>
          {copy.clear}
        </button>
      )}
    </details>
  );
}
