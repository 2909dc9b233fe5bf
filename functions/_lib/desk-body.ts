/** The JSON body of a desk write: at most 8 KB, UTF-8 JSON; anything else a 4xx with a message. */
import { decodeUtf8, readLimited } from '../../src/lib/api/body';
import { bodyKind } from '../../src/lib/api/media-type';
import { jsonError } from './respond';

export const DESK_BODY_LIMIT = 8 * 1024;

export async function readJsonBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (bodyKind(request.headers.get('Content-Type')) !== 'json')
    return { ok: false, response: jsonError(415, 'Send the change as application/json') };
  const read = await readLimited(request.body, DESK_BODY_LIMIT);
  if (!read.ok) {
    return {
      ok: false,
      response: read.reason === 'too-large' ? jsonError(413, 'The change is too large') : jsonError(400, 'The change could not be read'),
    };
  }
  const text = decodeUtf8(read.bytes);
  try {
    if (text === null) throw new Error('not UTF-8');
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, 'The change is not valid JSON') };
  }
}
