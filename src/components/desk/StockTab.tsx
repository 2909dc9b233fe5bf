import { useEffect, useMemo, useState } from 'react';
import type { DeskCart, StockChoice } from '../../lib/desk/desk-cart';
import type { StockStatus } from '../../lib/stock/status';
import { buttonClass } from '../ui/button-class';
import { desk, signInProblem } from './desk-api';
import DeskTime from './DeskTime';
import StockChangeForm, { type Draft } from './StockChangeForm';
import StockMark from './StockMark';
import type { DeskPartProps } from './types';

/** What the last change was, and how to take it back (the state before, sent from the new version). */
interface Done {
  id: string;
  text: string;
  undo: Draft | null;
}

/**
 * Stock: every cart of the catalogue with its state in force, found by name or state. A state is changed in two
 * taps (the state, then its confirm button; a hold also asks its last day), and the last change can be undone.
 * A change that another staff member beat is refused by the server: the cart shows who changed it and the state
 * now.
 */
export default function StockTab({ session, onSignIn }: DeskPartProps) {
  const [carts, setCarts] = useState<DeskCart[] | null>(null);
  const [choices, setChoices] = useState<StockChoice[]>([]);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<StockStatus | ''>('');
  const [open, setOpen] = useState<{ id: string; status: StockStatus } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState('');
  const [done, setDone] = useState<Done | null>(null);

  useEffect(() => {
    void desk<{ carts: DeskCart[]; choices: StockChoice[] }>('stock').then(({ status, body }) => {
      if (status !== 200) return onSignIn(status, body.error ?? `The server answered ${status}`);
      setChoices(body.choices);
      setCarts(body.carts);
    });
  }, [onSignIn]);

  const list = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (carts ?? []).filter(
      (c) => (!shown || c.status === shown) && words.every((w) => c.name.toLowerCase().includes(w) || c.id.includes(w)),
    );
  }, [carts, query, shown]);

  async function change(cart: DeskCart, draft: Draft, isUndo = false) {
    setBusy(cart.id);
    setErrors((e) => ({ ...e, [cart.id]: '' }));
    const { status, body } = await desk<{ cart: DeskCart }>(`stock/${encodeURIComponent(cart.id)}`, { ...draft, version: cart.version });
    setBusy('');
    if (signInProblem(status) || status === 0) {
      if (status === 0) setErrors((e) => ({ ...e, [cart.id]: body.error ?? '' }));
      else onSignIn(status, body.error ?? '');
      return;
    }
    if (body.cart) setCarts((all) => all && all.map((c) => (c.id === cart.id ? body.cart : c)));
    if (status !== 200) {
      setErrors((e) => ({
        ...e,
        [cart.id]: body.fields ? Object.values(body.fields).join(' ') : (body.error ?? `The server answered ${status}`),
      }));
      return;
    }
    setOpen(null);
    const label = labelOf(draft.status).toLowerCase();
    const until = body.cart.holdUntilText ? ` until ${body.cart.holdUntilText}` : '';
    setDone({
      id: cart.id,
      text: `${isUndo ? 'Undone: ' : ''}${cart.name} is ${label}${until}.`,
      undo: isUndo ? null : { status: cart.status, holdUntil: cart.holdUntil, note: cart.note },
    });
  }

  const labelOf = (status: StockStatus) => choices.find((c) => c.status === status)?.label ?? status;

  if (!carts) {
    return (
      <p role="status" className="text-gray-700">
        Loading the stock…
      </p>
    );
  }
  const undoCart = done?.undo && carts.find((c) => c.id === done.id);
  return (
    <section aria-labelledby="stock-title">
      <h2 id="stock-title" className="text-2xl font-extrabold text-brand-900">
        Stock
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <label className="text-sm font-semibold">
          Find a cart
          <input
            type="search"
            className="form-control mt-1"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name, e.g. Nomad"
          />
        </label>
        <label className="text-sm font-semibold">
          Show
          <select className="form-control mt-1" value={shown} onChange={(e) => setShown(e.target.value as StockStatus | '')}>
            <option value="">Every cart ({carts.length})</option>
            {choices.map(({ status, label }) => (
              <option key={status} value={status}>
                {label} ({carts.filter((c) => c.status === status).length})
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="mt-4 grid gap-3" data-testid="stock-list">
        {list.map((cart) => (
          <li key={cart.id} className="rounded-2xl border border-gray-200 p-4" data-testid={`cart-${cart.id}`}>
            <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
              <div>
                <h3 className="font-bold text-brand-900">{cart.name}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
                  <StockMark status={cart.status} label={labelOf(cart.status)} />
                  {cart.holdUntilText && <span>until {cart.holdUntilText}</span>}
                  <span>{cart.priceText}</span>
                  <span>{cart.isNew ? 'New' : `Pre-owned${cart.year ? ` ${cart.year}` : ''}`}</span>
                  {cart.changedBy && cart.changedAt && (
                    <span>
                      by {cart.changedBy}, <DeskTime at={cart.changedAt} timeZone={session.timeZone} />
                    </span>
                  )}
                </p>
                {cart.note && <p className="mt-1 text-sm">Note: {cart.note}</p>}
              </div>
              <div role="group" aria-label={`Change ${cart.name}`} className="grid grid-cols-3 gap-1 rounded-full bg-gray-100 p-1">
                {choices.map(({ status, label }) => (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={cart.status === status}
                    disabled={busy === cart.id}
                    onClick={() => setOpen(cart.status === status ? null : { id: cart.id, status })}
                    className={`min-h-11 rounded-full px-3 text-sm font-bold ${cart.status === status ? 'bg-brand-700 text-white' : 'text-brand-800'}`}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </div>
            {open?.id === cart.id && (
              <StockChangeForm
                cart={cart}
                status={open.status}
                days={session.holdDays}
                busy={busy === cart.id}
                onSave={(draft) => void change(cart, draft)}
                onCancel={() => setOpen(null)}
              />
            )}
            {errors[cart.id] && (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
                {errors[cart.id]}
              </p>
            )}
          </li>
        ))}
      </ul>
      {list.length === 0 && <p className="mt-4 text-gray-700">No cart matches.</p>}
      <div role="status" className="fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
        {done && (
          <p className="flex max-w-xl items-center gap-4 rounded-2xl bg-ink px-4 py-3 text-white shadow-lg">
            <span>{done.text}</span>
            {undoCart && done.undo && (
              <button
                type="button"
                className={buttonClass('light', 'sm')}
                disabled={busy !== ''}
                onClick={() => void change(undoCart, done.undo!, true)}
              >
                Undo
              </button>
            )}
            <button type="button" className="text-sm underline" onClick={() => setDone(null)}>
              Dismiss
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
