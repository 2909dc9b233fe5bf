import { SKELETON_COUNT } from '../../lib/inventory/view';
import SkeletonCard from './SkeletonCard';

/**
 * The loading list: skeleton cards while there is no cart to show yet (a catalogue built with no cart for
 * sale, until the API answers). Rendered by the page as the island's static list, so it costs the island
 * no code.
 */
export default function SkeletonGrid() {
  return (
    <ul className="inv-grid" aria-busy="true" aria-label="Loading vehicles">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
