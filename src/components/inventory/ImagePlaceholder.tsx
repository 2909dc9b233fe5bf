/** Shown where a vehicle has no image: a neutral cart outline, hidden from screen readers. */
import Icon from '../icons/Icon';
import cart from '../icons/drawings/cart';

export default function ImagePlaceholder() {
  return (
    <div className="flex h-full w-full items-center justify-center text-brand-200" data-testid="image-placeholder">
      <Icon icon={cart} size={96} className="stroke-[1.5]" />
    </div>
  );
}
