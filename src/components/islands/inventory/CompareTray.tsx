import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  addToCompare,
  compareRows,
  compareValue,
  openingCompare,
  parseCompare,
  removeFromCompare,
  withCompare,
  type CompareCart,
  type CompareChange,
} from '../../../lib/inventory/compare';
import { chosenId } from '../../../lib/inventory/compare-marks';
import { buttonClass } from '../../ui/button-class';

/** How long a notice stays on screen. */
const NOTICE_MS = 5000;
/** What the last change said (a polite announcement). */
const $notice = atom('');
/** Whether the tray has read the URL's and the remembered list. */
const $opened = atom(false);

interface Props {
  /** The carts the inventory lists, as the comparison shows them (facts computed at build time): only these can be compared. */
  vehicles: CompareCart[];
  /** The list's URL query parameter (`compare`). */
  param: string;
  /** The list's localStorage key: remembered across pages and visits as "a,b,c". */
  storageKey: string;
  /** The id of the page's data block of card photos (src/components/inventory/card-photos.ts). */
  photos: string;
  /**
   * The id of the tray's form, whose submit buttons are the cards' Compare (named `param`, valued with their
   * cart's id). It is a GET form to the page itself: without JavaScript a Compare opens the inventory comparing its cart.
   */
  formId: string;
}

/**
 * Compare up to three carts, hydrated when the visitor asks for it (`client:compare`): a tray (a bar
 * along the bottom of the screen) with the chosen carts and their Remove buttons, and the comparison in
 * a dialog: the carts side by side under their names (which stay in sight while the rows scroll), the rows
 * that differ marked in words and weight, and under each cart its Request a quote. The list lives in
 * the URL (`compare=a,b,c`, replaced in place) and in `$compare`. A card's Compare is a submit button of
 * the tray's own form; a card shows its cart chosen by the page's CSS, from the tray's chips
 * (`compareMarksCss`).
 */
export default function CompareTray({ vehicles, param, storageKey, photos: photosId, formId }: Props) {
  // The compare list, remembered across pages and visits, as its query value "a,b,c".
  const [$compare] = useState(() => persistentAtom<string>(storageKey, ''));
  const [change] = useState(() => ({ ids, notice }: CompareChange) => {
    $compare.set(compareValue(ids));
    $notice.set(notice ?? '');
  });
  const listed = useMemo(() => new Map(vehicles.map((v) => [v.id, v])), [vehicles]);
  const remembered = useStore($compare);
  // The first render matches the built HTML (an empty tray); the list applies once the tray has opened.
  const opened = useStore($opened);
  const carts = (opened ? parseCompare(remembered) : []).map((id) => listed.get(id)).filter((v) => v !== undefined);
  const notice = useStore($notice);
  const dialog = useRef<HTMLDialogElement>(null);
  const remove = (v: CompareCart) => change(removeFromCompare(parseCompare($compare.get()), v.id, v.name));

  // Opening, once (the tray hydrates when the visitor first asks for compare): the URL's list and the
  // remembered one. Someone's shared comparison opens at once.
  useEffect(() => {
    const opening = openingCompare(
      parseCompare(new URLSearchParams(window.location.search).get(param)),
      parseCompare($compare.get()),
      listed,
    );
    change(opening);
    $opened.set(true);
    if (opening.shared) dialog.current?.showModal();
    // Runs once: later changes come from the visitor's presses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A card's Compare submits the tray's form with its cart.
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = listed.get(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? '');
    if (v) change(addToCompare(parseCompare($compare.get()), v.id, v.name));
  };

  // The URL follows the list, in place (no history entry): shareable and reload-safe.
  const value = compareValue(carts.map((v) => v.id));
  useEffect(() => {
    if (!opened) return;
    const search = withCompare(window.location.search, parseCompare(value), param);
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
  }, [opened, value, param]);

  // A notice says its piece and goes after five seconds: it would otherwise cover the list for good.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => $notice.set(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // The comparison closes by itself when fewer than two carts are left in it.
  useEffect(() => {
    if (opened && carts.length < 2) dialog.current?.close();
  }, [opened, carts.length]);

  const rows = compareRows(carts);
  // The carts' photos as the page's data block holds them, read once the tray has opened (never on the
  // server). Read here, not through card-photos.ts: a module the tray and the inventory island shared would
  // be a chunk of its own, and the inventory's JavaScript is at its budget.
  const photos = useMemo<Record<string, string>>(
    () => (opened ? JSON.parse(document.getElementById(photosId)?.textContent || '{}') : {}),
    [opened, photosId],
  );

  return (
    <>
      <section aria-label="Compare carts" className="compare-tray" data-empty={carts.length === 0 || undefined}>
        <form id={formId} method="get" onSubmit={add} />
        <p role="status" className="compare-notice">
          {notice}
        </p>
        {carts.length > 0 && (
          <div className="compare-bar">
            <ul>
              {carts.map((v) => (
                <li key={v.id} id={chosenId(v.id)}>
                  <span title={v.name}>{v.name}</span>
                  <button type="button" onClick={() => remove(v)} aria-label={`Remove ${v.name} from compare`}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
            {carts.length > 1 ? (
              <button type="button" className={buttonClass('secondary')} onClick={() => dialog.current?.showModal()}>
                Compare ({carts.length})
              </button>
            ) : (
              <p className="compare-hint">Add another cart to compare.</p>
            )}
          </div>
        )}
      </section>
      <dialog ref={dialog} aria-labelledby="compare-title" className="compare-dialog">
        <div className="compare-head">
          <h2 id="compare-title">Compare carts</h2>
          <button type="button" className={buttonClass('ghost')} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        {carts.length > 2 && <p className="compare-swipe">Swipe sideways to see all {carts.length} carts.</p>}
        {carts.length > 1 && (
          <div className="compare-scroll" tabIndex={0} role="group" aria-label="Carts side by side">
            <table data-testid="comparison">
              <thead>
                <tr>
                  <td />
                  {carts.map((v) => (
                    <th key={v.id} scope="col">
                      {photos[v.id] ? (
                        <div className="compare-picture" dangerouslySetInnerHTML={{ __html: photos[v.id]! }} />
                      ) : (
                        <div className="compare-picture">
                          <img src={v.drawing} alt="" width={480} height={320} loading="lazy" decoding="async" />
                        </div>
                      )}
                      <a href={v.href}>{v.name}</a>
                      <button type="button" onClick={() => remove(v)} aria-label={`Remove ${v.name} from compare`}>
                        Remove
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label} data-differs={r.differs || undefined}>
                    <th scope="row">
                      {r.label}
                      {r.differs && <span className="compare-differs">Differs</span>}
                    </th>
                    {r.values.map((value, i) => (
                      <td key={carts[i]!.id}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {/* Each cart's own next step: the contact form preset to a quote for it. */}
              <tfoot>
                <tr>
                  <td />
                  {carts.map((v) => (
                    <td key={v.id}>
                      <a href={v.quote} className={buttonClass('secondary', 'sm')} aria-label={`Request a quote: ${v.name}`}>
                        Request a quote
                      </a>
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </dialog>
    </>
  );
}
