import { drawingAlt } from '../../lib/inventory/drawing-alt';
import { vehicleDrawingPath } from '../../lib/routes';

interface Props {
  vehicle: { id: string; name: string };
  /** `lazy` below the first screen, `eager` in it, `lcp` for the picture that is the page's largest paint. */
  load: 'lazy' | 'eager' | 'lcp';
}

/**
 * A vehicle's drawing in the islands (an inventory card of a cart without photos, a vehicle page drawn
 * from fresh data): the build draws every catalogue vehicle's at its own address.
 */
export default function VehiclePhoto({ vehicle, load }: Props) {
  return (
    <img
      src={vehicleDrawingPath(vehicle)}
      alt={drawingAlt(vehicle.name)}
      width={480}
      height={320}
      className="h-full w-full object-contain"
      {...(load === 'lcp' ? { fetchPriority: 'high' } : { loading: load, decoding: 'async' })}
    />
  );
}
