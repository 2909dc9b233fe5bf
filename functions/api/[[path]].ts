/** Any other /api/* path: a JSON 404 rather than the HTML not-found page, so API clients can read it. */
import { jsonError } from '../_lib/respond';

export const onRequest: PagesFunction<Env> = () => jsonError(404, 'Not found');
