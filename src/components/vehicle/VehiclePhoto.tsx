import { drawingAlt } from '../../lib/inventory/drawing-alt';

interface Props {
  vehicle: { name: string; images: readonly string[] };
  /** `lazy` below the first screen, `eager` in it, `lcp` for the picture that is the page's largest paint. */
  load: 'lazy' | 'eager' | 'lcp';
}

/**
 * A vehicle's first image in the islands (inventory card, a vehicle page drawn from fresh data): its
 * drawing. Every catalogue vehicle has one (the content check requires it); a record without any shows
 * the empty frame rather than a picture in another style.
 */
export default function VehiclePhoto({ vehicle, load }: Props) {
  const image = vehicle.images[0];
  if (!image) return <div className="h-full w-full" data-testid="image-placeholder" />;
  return (
    <img
      src={image}
      alt={drawingAlt(vehicle.name)}
      width={480}
      height={320}
      className="h-full w-full object-contain"
      {...(load === 'lcp' ? { fetchPriority: 'high' } : { loading: load, decoding: 'async' })}
    />
  );
}
