import { useState, type FormEvent } from 'react';
import type { StockChange } from '../../lib/desk/changes';
import type { DeskCart } from '../../lib/desk/desk-cart';
import { STOCK_NOTE_MAX } from '../../lib/desk/note-limits';
import type { StockStatus } from '../../lib/stock/status';
import type { DeskSession } from './types';
import { buttonClass } from '../ui/button-class';

/** A change before it is sent: the state without the version (the desk adds the cart's). */
export type Draft = Omit<StockChange, 'version'>;

const CONFIRM: Record<StockStatus, string> = { available: 'Make available', 'on-hold': 'Put on hold', sold: 'Mark sold' };

interface Props {
  cart: DeskCart;
  status: StockStatus;
  days: DeskSession['holdDays'];
  busy: boolean;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}

/** The second tap of a stock change: its confirm button, with an optional note, and a hold's last day. */
export default function StockChangeForm({ cart, status, days, busy, onSave, onCancel }: Props) {
  const [until, setUntil] = useState(cart.holdUntil ?? days.suggested);
  const [note, setNote] = useState(status === cart.status ? (cart.note ?? '') : '');
  const held = status === 'on-hold';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ status, holdUntil: held ? until : null, note: note.trim() || null });
  };
  const id = `change-${cart.id}`;
  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 rounded-xl bg-brand-50 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-end"
      aria-label={`${CONFIRM[status]}: ${cart.name}`}
    >
      {held && (
        <label className="text-sm font-semibold" htmlFor={`${id}-until`}>
          On hold through
          <input
            id={`${id}-until`}
            type="date"
            required
            min={days.first}
            max={days.last}
            className="form-control mt-1"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        </label>
      )}
      <label className={`text-sm font-semibold ${held ? '' : 'sm:col-span-2'}`} htmlFor={`${id}-note`}>
        Note (optional{held ? ': who it is held for' : ''})
        <input
          id={`${id}-note`}
          className="form-control mt-1"
          maxLength={STOCK_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass()} disabled={busy}>
          {CONFIRM[status]}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
