import type { StockStatus } from '../../lib/stock/status';

/** The badge looks of global.css, one per stock status, as the public cards show them. */
const TONE: Record<StockStatus, string> = { available: 'badge-in-stock', 'on-hold': 'badge-on-hold', sold: 'badge-out-of-stock' };

/** A cart's stock status as a small badge. */
export default function StockMark({ status, label }: { status: StockStatus; label: string }) {
  return <span className={`badge ${TONE[status]} text-xs`}>{label}</span>;
}
