/** Any other /api/desk/* path, once signed in: a JSON 404. */
import { jsonError } from '../../_lib/respond';

export const onRequest: PagesFunction<Env> = () => jsonError(404, 'Not found');
