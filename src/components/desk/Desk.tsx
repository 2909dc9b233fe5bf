import { useCallback, useEffect, useState } from 'react';
import { desk, signInProblem } from './desk-api';
import HistoryTab from './HistoryTab';
import LeadsTab from './LeadsTab';
import StockTab from './StockTab';
import type { DeskSession } from './types';

const TABS = [
  ['stock', 'Stock'],
  ['leads', 'Leads'],
  ['history', 'History'],
] as const;
type Tab = (typeof TABS)[number][0];

const tabOf = (hash: string): Tab => TABS.find(([id]) => `#${id}` === hash)?.[0] ?? 'stock';

/**
 * The dealer's desk (staff only, behind Cloudflare Access): Stock, Leads and History, one at a time, chosen by
 * the address's hash (#stock, #leads, #history) so a reload or a bookmark keeps the section. It asks
 * /api/desk/me who is signed in first; a missing or refused sign-in shows what to do instead of the desk.
 */
export default function Desk() {
  const [session, setSession] = useState<DeskSession | null>(null);
  const [problem, setProblem] = useState<{ status: number; error: string } | null>(null);
  const [tab, setTab] = useState<Tab>('stock');

  useEffect(() => {
    const follow = () => setTab(tabOf(location.hash));
    follow();
    addEventListener('hashchange', follow);
    void desk<DeskSession>('me').then(({ status, body }) =>
      status === 200 ? setSession(body) : setProblem({ status, error: body.error ?? `The server answered ${status}` }),
    );
    return () => removeEventListener('hashchange', follow);
  }, []);

  const signedOut = useCallback((status: number, error: string) => setProblem({ status, error }), []);

  if (problem) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6" data-testid="desk-problem">
        <h2 className="text-xl font-bold text-brand-900">{signInProblem(problem.status) ? 'Sign-in needed' : 'The desk is unavailable'}</h2>
        <p className="mt-2">{problem.error}</p>
        {problem.status === 401 && (
          <p className="mt-2 text-sm text-gray-700">
            On the website, Cloudflare Access signs staff in. On a developer&apos;s computer, start the site with{' '}
            <code>DESK_SIGN_IN=local npm start</code>.
          </p>
        )}
        <a href="/desk" className="mt-4 inline-block font-bold text-brand-700 underline">
          Reload the desk
        </a>
      </div>
    );
  }
  if (!session) {
    return (
      <p role="status" className="text-gray-700">
        Loading the desk…
      </p>
    );
  }
  return (
    <div data-testid="desk-ready">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Desk sections" className="flex gap-1 rounded-full bg-brand-50 p-1">
          {TABS.map(([id, label]) => (
            <a
              key={id}
              href={`#${id}`}
              aria-current={tab === id ? 'page' : undefined}
              className={`rounded-full px-4 py-2 font-bold ${tab === id ? 'bg-brand-700 text-white' : 'text-brand-800'}`}
            >
              {label}
            </a>
          ))}
        </nav>
        <p className="text-sm text-gray-700">
          Signed in as <strong data-testid="desk-staff">{session.email}</strong>
        </p>
      </div>
      {tab === 'stock' && <StockTab session={session} onSignIn={signedOut} />}
      {tab === 'leads' && <LeadsTab session={session} onSignIn={signedOut} />}
      {tab === 'history' && <HistoryTab session={session} onSignIn={signedOut} />}
    </div>
  );
}
