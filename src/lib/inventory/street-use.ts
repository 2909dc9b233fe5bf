/**
 * Where a vehicle may be driven, in words: the vehicle page's fact and the comparison's row. Apart from the
 * badge rules, which every card ships, so the inventory's island does not carry it.
 */
import { STREET_LEGAL_MARK } from './badge';

export function streetUse(vehicle: { streetLegal: boolean }): string {
  return vehicle.streetLegal ? STREET_LEGAL_MARK : 'Golf cart, private property';
}
