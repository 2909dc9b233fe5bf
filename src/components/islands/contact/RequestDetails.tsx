/**
 * What a request is about: the optional details of the contact form (src/lib/contact/details.ts) in a
 * disclosure whose summary says what the request is about ("About: Test drive · Evolution D5 Maverick 4
 * Plus, $9,995"). Once hydrated it applies the preset of the page's address (src/lib/contact/request-link.ts;
 * a value that is no choice selects nothing), shows only the details the chosen request asks for, limits
 * dates to the dealer's next year, and shows a rental's estimate; Clear empties it all (and closes it).
 * Without JavaScript it starts closed and, opened, offers every detail.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChoiceList, ListField } from '../../../lib/contact/choices';
import {
  dealerToday,
  describeRequest,
  DETAIL_FIELDS,
  latestDate,
  presetFromQuery,
  requestEstimate,
  type DetailErrors,
  type DetailField,
  type RequestDetails as Details,
  type RequestKind,
} from '../../../lib/contact/details';
import { estimateSentence } from '../../../lib/rentals/estimate';
import { buttonClass } from '../../ui/button-class';
import Field from './Field';
import type { DetailsProps } from './form-options';

interface Props extends DetailsProps {
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

/** The page's address never changes under the form: nothing to subscribe to. */
const noSubscription = () => () => {};
/** The page's query once hydrated; null on the server and while hydrating (React renders again when they differ). */
const usePageQuery = () =>
  useSyncExternalStore(
    noSubscription,
    () => location.search,
    () => null,
  );

export default function RequestDetails({ options, choices, labels, asks, copy, errors, onRequest }: Props) {
  const query = usePageQuery();
  // What the visitor set; until then, the page's preset.
  const [edited, setValues] = useState<Details>();
  const values = edited ?? (query ? presetFromQuery(query) : {});
  // Empty while hydrating: the first render matches the server's (every detail, no date limits).
  const today = query === null ? '' : dealerToday(new Date(), options.timeZone);

  // The preset's request chooses its interest in the form.
  const preset = values.request;
  useEffect(() => {
    if (!edited && preset) onRequest(preset as RequestKind);
  }, [edited, preset, onRequest]);

  const fields = today ? ['request' as const, ...(asks[values.request as RequestKind] ?? [])] : DETAIL_FIELDS;
  const shown: Details = Object.fromEntries(fields.map((field) => [field, values[field]]));
  const about = describeRequest(shown, choices);
  const estimate = requestEstimate(shown, options);

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
          <strong>{copy.estimate}</strong> {estimateSentence(estimate, options.showroomCity)}. {copy.estimateNote}
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
