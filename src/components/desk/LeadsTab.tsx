import { useEffect, useState } from 'react';
import type { LeadSummary } from '../../lib/desk/lead-record';
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES, leadFilterQuery, type LeadFilter } from '../../lib/desk/leads';
import { buttonClass } from '../ui/button-class';
import { desk, signInProblem } from './desk-api';
import DeskTime from './DeskTime';
import LeadDetail from './LeadDetail';
import LeadMark from './LeadMark';
import type { DeskPartProps } from './types';

interface Page {
  leads: LeadSummary[];
  more: boolean;
  total: number;
}

/**
 * Leads: every contact message, newest first, filtered by status, kind and the dealer's dates, a page at a time,
 * with a CSV download of the current filter. Choosing one opens it beside the list (below 64rem, in its place,
 * with a way back).
 */
export default function LeadsTab({ session, onSignIn }: DeskPartProps) {
  const [filter, setFilter] = useState<LeadFilter>({});
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const query = leadFilterQuery(filter);

  useEffect(() => {
    let live = true;
    void desk<Page>(`leads${query}`).then(({ status, body }) => {
      if (!live) return;
      if (signInProblem(status)) return onSignIn(status, body.error ?? '');
      if (status !== 200) return setError(body.fields ? Object.values(body.fields).join(' ') : (body.error ?? ''));
      setError('');
      setPage(body);
    });
    return () => {
      live = false;
    };
  }, [query, onSignIn]);

  async function more() {
    const last = page?.leads.at(-1);
    if (!page || !last) return;
    const { status, body } = await desk<Page>(`leads${query ? `${query}&` : '?'}before=${last.id}`);
    if (status === 200) setPage({ ...body, leads: [...page.leads, ...body.leads] });
    else setError(body.error ?? '');
  }

  const set = (name: keyof LeadFilter) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [name]: e.target.value || undefined }));
  const updated = (lead: LeadSummary) =>
    setPage((p) => p && { ...p, leads: p.leads.map((l) => (l.id === lead.id ? { ...l, ...lead } : l)) });

  return (
    <section aria-labelledby="leads-title">
      <h2 id="leads-title" className="text-2xl font-extrabold text-brand-900">
        Leads
      </h2>
      <form className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()} aria-label="Filter the leads">
        <label className="text-sm font-semibold">
          Status
          <select className="form-control mt-1" value={filter.status ?? ''} onChange={set('status')}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          Kind
          <select className="form-control mt-1" value={filter.kind ?? ''} onChange={set('kind')}>
            <option value="">Any kind</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {LEAD_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          From
          <input type="date" className="form-control mt-1" value={filter.from ?? ''} max={session.today} onChange={set('from')} />
        </label>
        <label className="text-sm font-semibold">
          To
          <input type="date" className="form-control mt-1" value={filter.to ?? ''} max={session.today} onChange={set('to')} />
        </label>
      </form>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" role="status" data-testid="leads-count">
          {page ? `${page.total} lead${page.total === 1 ? '' : 's'}` : 'Loading the leads…'}
        </p>
        <a href={`/api/desk/leads.csv${query}`} download className={buttonClass('ghost', 'sm')}>
          Download CSV
        </a>
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={chosen === null ? '' : 'hidden lg:block'}>
          <ul className="grid gap-2" data-testid="leads-list">
            {page?.leads.map((lead) => (
              <li key={lead.id}>
                <button
                  type="button"
                  aria-current={chosen === lead.id ? 'true' : undefined}
                  onClick={() => setChosen(lead.id)}
                  className={`w-full rounded-xl border p-3 text-left ${chosen === lead.id ? 'border-brand-700 bg-brand-50' : 'border-gray-200'}`}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <strong className="text-brand-900">{lead.name}</strong>
                    <LeadMark status={lead.status} />
                  </span>
                  <span className="mt-1 block text-sm text-gray-700">
                    {LEAD_KIND_LABELS[lead.kind]} · <DeskTime at={lead.createdAt} timeZone={session.timeZone} />
                  </span>
                  <span className="mt-1 block text-sm break-words">{lead.about}</span>
                </button>
              </li>
            ))}
          </ul>
          {page?.more && (
            <button type="button" className={`${buttonClass('ghost')} mt-3 w-full`} onClick={() => void more()}>
              Show older leads
            </button>
          )}
        </div>
        {chosen !== null && (
          <LeadDetail key={chosen} id={chosen} session={session} onSignIn={onSignIn} onChanged={updated} onClose={() => setChosen(null)} />
        )}
      </div>
    </section>
  );
}
