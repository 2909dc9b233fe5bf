/**
 * The content editor at /admin (Sveltia CMS, bundled from node_modules into this page's own script:
 * no other page loads it, and it fetches nothing from a CDN). It edits content/ in the GitHub
 * repository through the GitHub API; sign-in goes through the site's own OAuth functions
 * (functions/api/cms/). Files are read and written in the repository's own style, so a save changes
 * exactly the lines a hand edit would.
 */
import CMS, { type CmsConfig } from '@sveltia/cms';
import { CONTENT_JSON, CONTENT_MDX, optionalFlags } from '../lib/cms/collections';
import { jsonFileText } from '../lib/cms/json-format';
import { closestOriginal, withoutUnsetFlags } from '../lib/cms/json-layout';
import { mdxFileText, readMdxFile } from '../lib/cms/mdx-file';
import generated from './config.generated.json';

interface Original {
  value: unknown;
  text: string;
}

/**
 * The files as read from the repository (the CMS hands a formatter the new value alone): a saved
 * value is laid out like the file it most likely replaces.
 */
const originals: Original[] = [];
function remember(value: unknown, text: string): unknown {
  originals.push({ value, text });
  return value;
}

const flags = optionalFlags(generated.collections);

/** A saved value as its file will hold it, and the file it replaces. */
function prepare<T>(value: T): { value: T; original: Original | undefined } {
  const original = closestOriginal(value, originals);
  return { value: withoutUnsetFlags(value, original?.value, flags) as T, original };
}

CMS.registerCustomFormat(CONTENT_JSON, 'json', {
  fromFile: (text) => remember(JSON.parse(text), text),
  toFile: (saved) => {
    const { value, original } = prepare(saved);
    return jsonFileText(value, original?.text);
  },
});

CMS.registerCustomFormat(CONTENT_MDX, 'mdx', {
  fromFile: (text) => {
    const value = readMdxFile(text);
    if (!value)
      throw new Error('The frontmatter of this file cannot be read: fix it in the repository (npm run check:content names the line).');
    return remember(value, text);
  },
  toFile: (saved: Record<string, unknown>) => {
    const { value, original } = prepare(saved);
    return mdxFileText(value, original?.text);
  },
});

const repository = document.querySelector<HTMLMetaElement>('meta[name="cms-repository"]')?.content ?? '';

if (repository === '') {
  // A build made outside GitHub Actions does not know its repository (GitHub Actions sets GITHUB_REPOSITORY).
  const note = document.createElement('p');
  note.textContent = 'This build does not know its GitHub repository: build it with GITHUB_REPOSITORY=owner/name (GitHub Actions sets it).';
  document.body.append(note);
} else {
  const config = {
    ...generated,
    load_config_file: false,
    // Sign-in goes through this deployment's own functions (/api/cms/auth), and the site shown is this one.
    backend: { ...generated.backend, repo: repository, base_url: window.location.origin },
    site_url: window.location.origin,
  };
  CMS.init({ config: config as unknown as CmsConfig });
}
