/** The inventory showing the street-legal LSVs alone: the Street Use filter in the URL. */
import { inventoryPath } from '../routes';
import { DEFAULT_BROWSE, browseToQuery } from './browse';

export const streetLegalInventoryPath = `${inventoryPath}${browseToQuery({ ...DEFAULT_BROWSE, use: 'street-legal' }, '')}`;
