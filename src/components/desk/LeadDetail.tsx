import { useEffect, useState, type FormEvent } from 'react';
import { DELIVERY_LABELS, type DeskDelivery } from '../../lib/desk/delivery';
import type { HistoryEntry } from '../../lib/desk/history';
import type { LeadDetail as Lead, LeadSummary } from '../../lib/desk/lead-record';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../lib/desk/leads';
import { LEAD_NOTE_MAX } from '../../lib/desk/note-limits';
import { buttonClass } from '../ui/button-class';
import { desk, signInProblem } from './desk-api';
import DeskTime from './DeskTime';
import LeadMark from './LeadMark';
import type { DeskPartProps } from './types';

interface Answer {
  lead: Lead;
  delivery: DeskDelivery[];
  history: HistoryEntry[];
}

interface Props extends DeskPartProps {
  id: number;
  /** The lead's status changed: the inbox shows it. */
  onChanged: (lead: LeadSummary) => void;
  onClose: () => void;
}

/** One lead: every detail the visitor gave, where it was delivered, its status with a note, and its history. */
export default function LeadDetail({ id, session, onSignIn, onChanged, onClose }: Props) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [status, setStatus] = useState<LeadStatus>('contacted');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void desk<Answer>(`leads/${id}`).then(({ status: code, body }) => {
      if (signInProblem(code)) return onSignIn(code, body.error ?? '');
      if (code !== 200) return setMessage({ error: true, text: body.error ?? `The server answered ${code}` });
      setAnswer(body);
      setStatus(body.lead.status === 'new' ? 'contacted' : body.lead.status);
    });
  }, [id, onSignIn]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!answer) return;
    setBusy(true);
    const { status: code, body } = await desk<Answer>(`leads/${id}`, { status, note: note.trim() || null, version: answer.lead.version });
    setBusy(false);
    if (signInProblem(code)) return onSignIn(code, body.error ?? '');
    if (body.lead) {
      setAnswer(body);
      onChanged(body.lead);
    }
    if (code === 200) {
      setNote('');
      setMessage({ error: false, text: `Saved: ${LEAD_STATUS_LABELS[body.lead.status]}.` });
    } else
      setMessage({ error: true, text: body.fields ? Object.values(body.fields).join(' ') : (body.error ?? `The server answered ${code}`) });
  }

  const lead = answer?.lead;
  return (
    <article className="rounded-2xl border border-gray-200 p-4" aria-labelledby="lead-title" data-testid="lead-detail">
      <button type="button" className="mb-3 font-bold text-brand-700 lg:hidden" onClick={onClose}>
        <span aria-hidden="true">&larr;</span> Back to the leads
      </button>
      {!lead ? (
        <p role={message?.error ? 'alert' : 'status'}>{message?.text ?? 'Loading the lead…'}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="lead-title" className="text-xl font-extrabold text-brand-900">
              #{lead.id} {lead.name}
            </h3>
            <LeadMark status={lead.status} />
          </div>
          <p className="mt-1 text-sm text-gray-700">
            {LEAD_KIND_LABELS[lead.kind]} · {lead.interest} · <DeskTime at={lead.createdAt} timeZone={session.timeZone} />
          </p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
            <a className="text-brand-700 underline" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
            <a className="text-brand-700 underline" href={lead.phoneHref}>
              {lead.phone}
            </a>
          </p>
          {lead.details.length > 0 && (
            <ul className="mt-3 grid gap-1 text-sm">
              {lead.details.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          )}
          {lead.vehiclePath && (
            <p className="mt-1 text-sm">
              <a className="text-brand-700 underline" href={lead.vehiclePath}>
                The cart&apos;s page
              </a>
            </p>
          )}
          <p className="mt-3 rounded-xl bg-gray-50 p-3 break-words whitespace-pre-wrap">{lead.message}</p>
          <h4 className="mt-4 font-bold text-brand-900">Delivery</h4>
          {answer.delivery.length === 0 ? (
            <p className="text-sm text-gray-700">Nothing to deliver for this lead.</p>
          ) : (
            <ul className="mt-1 grid gap-2 text-sm" data-testid="lead-delivery">
              {answer.delivery.map((d) => (
                <li key={d.destination} data-delivery={d.destination} data-state={d.state}>
                  {d.label}:{' '}
                  <strong className={d.state === 'failed' || d.state === 'unknown' ? 'text-red-800' : undefined}>
                    {DELIVERY_LABELS[d.state]}
                  </strong>
                  {d.at && (
                    <>
                      {d.state === 'retrying' ? ', next try ' : ' '}
                      <DeskTime at={d.at} timeZone={session.timeZone} due={d.state === 'retrying'} />
                    </>
                  )}
                  {d.attempts > 1 && ` (${d.attempts} attempts)`}
                  {d.recipient && <span className="block break-words text-gray-700">To {d.recipient}</span>}
                  {d.lastError && <span className="block break-words text-gray-700">Last error: {d.lastError}</span>}
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={(e) => void save(e)} className="mt-4 grid gap-3 rounded-xl bg-brand-50 p-3" aria-label="Change the status">
            <fieldset>
              <legend className="text-sm font-semibold">Status</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {LEAD_STATUSES.map((s) => (
                  <label key={s} className="flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-3">
                    <input type="radio" name="lead-status" value={s} checked={status === s} onChange={() => setStatus(s)} />
                    {LEAD_STATUS_LABELS[s]}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="text-sm font-semibold">
              Note (optional)
              <textarea
                className="form-control mt-1"
                rows={2}
                maxLength={LEAD_NOTE_MAX}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
            <button type="submit" className={buttonClass()} disabled={busy}>
              Save the status
            </button>
            {message && (
              <p
                role={message.error ? 'alert' : 'status'}
                className={`text-sm font-semibold ${message.error ? 'text-red-800' : 'text-brand-800'}`}
              >
                {message.text}
              </p>
            )}
          </form>
          <h4 className="mt-4 font-bold text-brand-900">History</h4>
          {answer.history.length === 0 ? (
            <p className="text-sm text-gray-700">No change yet: new since it came in.</p>
          ) : (
            <ol className="mt-1 grid gap-2 text-sm" data-testid="lead-history">
              {answer.history.map((h) => (
                <li key={h.id}>
                  <strong>
                    {LEAD_STATUS_LABELS[h.from as LeadStatus] ?? h.from} &rarr; {LEAD_STATUS_LABELS[h.to as LeadStatus] ?? h.to}
                  </strong>{' '}
                  by {h.actor}, <DeskTime at={h.at} timeZone={session.timeZone} />
                  {h.note && <span className="block break-words whitespace-pre-wrap text-gray-700">{h.note}</span>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </article>
  );
}
