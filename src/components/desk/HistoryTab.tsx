import { useEffect, useState } from 'react';
import type { HistoryEntry, HistorySubject } from '../../lib/desk/history';
import { buttonClass } from '../ui/button-class';
import { desk, signInProblem } from './desk-api';
import DeskTime from './DeskTime';
import type { DeskPartProps } from './types';

interface Page {
  entries: HistoryEntry[];
  more: boolean;
}

/** History: who changed what and when, newest first, for stock and leads (or one of them). */
export default function HistoryTab({ session, onSignIn }: DeskPartProps) {
  const [subject, setSubject] = useState<HistorySubject | ''>('');
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState('');
  const query = subject ? `?subject=${subject}` : '';

  useEffect(() => {
    void desk<Page>(`history${query}`).then(({ status, body }) => {
      if (signInProblem(status)) return onSignIn(status, body.error ?? '');
      if (status === 200) setPage(body);
      else setError(body.error ?? '');
    });
  }, [query, onSignIn]);

  async function older() {
    const last = page?.entries.at(-1);
    if (!page || !last) return;
    const { status, body } = await desk<Page>(`history${query ? `${query}&` : '?'}before=${last.id}`);
    if (status === 200) setPage({ more: body.more, entries: [...page.entries, ...body.entries] });
    else setError(body.error ?? '');
  }

  return (
    <section aria-labelledby="history-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-title" className="text-2xl font-extrabold text-brand-900">
          History
        </h2>
        <label className="text-sm font-semibold">
          Show
          <select className="form-control mt-1" value={subject} onChange={(e) => setSubject(e.target.value as HistorySubject | '')}>
            <option value="">Stock and leads</option>
            <option value="vehicle">Stock</option>
            <option value="lead">Leads</option>
          </select>
        </label>
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {!page ? (
        <p role="status" className="mt-3 text-gray-700">
          Loading the history…
        </p>
      ) : page.entries.length === 0 ? (
        <p className="mt-3 text-gray-700">Nothing has been changed on the desk yet.</p>
      ) : (
        <ol className="mt-3 grid gap-2" data-testid="history-list">
          {page.entries.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-gray-200 p-3">
              <strong className="break-words text-brand-900">{entry.text}</strong>
              <span className="block text-sm text-gray-700">
                by {entry.actor}, <DeskTime at={entry.at} timeZone={session.timeZone} />
              </span>
              {entry.note && <span className="mt-1 block text-sm break-words whitespace-pre-wrap">{entry.note}</span>}
            </li>
          ))}
        </ol>
      )}
      {page?.more && (
        <button type="button" className={`${buttonClass('ghost')} mt-3 w-full`} onClick={() => void older()}>
          Show older changes
        </button>
      )}
    </section>
  );
}
