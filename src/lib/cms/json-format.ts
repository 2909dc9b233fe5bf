/**
 * A JSON content file's text as `npm run lint` wants it: the project's Prettier settings, run in the
 * browser by the CMS (Prettier's standalone build) and in Node by the tests alike.
 */
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import { format } from 'prettier/standalone';
import prettierrc from '../../../.prettierrc.json' with { type: 'json' };
import { jsonLayout, jsonText } from './json-layout';

/** The project's Prettier options that apply to JSON (plugins and overrides are for other files). */
const { plugins: _plugins, overrides: _overrides, ...options } = prettierrc;

/** The file's text for `value`, laid out like the file it replaces (`original`), formatted by Prettier. */
export function jsonFileText(value: unknown, original?: string): Promise<string> {
  const layout = original === undefined ? undefined : jsonLayout(original);
  return format(jsonText(value, layout), { ...options, parser: 'json', plugins: [babel, estree] });
}
