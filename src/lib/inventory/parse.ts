/**
 * Guards for API answers: the islands render only records of the contract's shape, so a bad
 * answer falls back to what the page already shows instead of breaking it.
 */
import type { Vehicle } from '../../schemas/vehicle';
import { isVehicleBrand } from './brands';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

export function parseVehicle(raw: unknown): Vehicle | undefined {
  if (!isObject(raw)) return undefined;
  const { id, name, brand, category, price, description, inStock, isNew, specifications } = raw;
  if (!isString(id) || !id || !isString(name) || !isVehicleBrand(brand) || !isString(category) || !isString(description)) return undefined;
  if (typeof price !== 'number' || !Number.isFinite(price) || typeof inStock !== 'boolean' || typeof isNew !== 'boolean') return undefined;
  if (!isObject(specifications) || typeof specifications['seatingCapacity'] !== 'number') return undefined;
  const specs = Object.fromEntries(
    Object.entries(specifications).filter((e): e is [string, string | number] => isString(e[1]) || typeof e[1] === 'number'),
  ) as Vehicle['specifications'];
  return {
    id,
    name,
    brand,
    category,
    price,
    description,
    externalUrl: isString(raw.externalUrl) && /^https?:\/\//.test(raw.externalUrl) ? raw.externalUrl : undefined,
    year: typeof raw.year === 'number' ? raw.year : undefined,
    specifications: specs,
    features: Array.isArray(raw.features) ? raw.features.filter(isString) : [],
    inStock,
    isNew,
    // An answer without the field claims no street use: the badge and the filter only show what is stated.
    streetLegal: raw.streetLegal === true,
    // The stock status a visitor is shown: on hold or sold (an API record's); available, or none, is read from
    // inStock and isNew, as they agree with it. A hold's last day and note are for staff.
    status: raw.status === 'on-hold' || raw.status === 'sold' ? raw.status : undefined,
  };
}

/** The list answer: undefined when it is not an array; malformed records are dropped. */
export function parseVehicleList(raw: unknown): Vehicle[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.map(parseVehicle).filter((v): v is Vehicle => v !== undefined);
}
