import Icon from '../icons/Icon';
import cart from '../icons/drawings/cart';

interface Props {
  vehicle: { name: string; images: readonly string[] };
  /** `lazy` below the first screen, `eager` in it, `lcp` for the picture that is the page's largest paint. */
  load: 'lazy' | 'eager' | 'lcp';
}

/** A vehicle's first picture in the islands (inventory card, vehicle page), or a cart outline when it has none. */
export default function VehiclePhoto({ vehicle, load }: Props) {
  const image = vehicle.images[0];
  if (!image) {
    return (
      <div className="flex h-full w-full items-center justify-center text-brand-200" data-testid="image-placeholder">
        <Icon icon={cart} size={96} className="stroke-[1.5]" />
      </div>
    );
  }
  return (
    <img
      src={image}
      alt={`Illustration of the ${vehicle.name}`}
      width={480}
      height={320}
      className="h-full w-full object-contain"
      {...(load === 'lcp' ? { fetchPriority: 'high' } : { loading: load, decoding: 'async' })}
    />
  );
}
