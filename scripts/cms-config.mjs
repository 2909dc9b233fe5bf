#!/usr/bin/env node
/**
 * `npm run cms:config`: writes the CMS configuration (src/cms/config.generated.json) from the content
 * schemas. `npm run cms:config -- --check` only compares: it exits 1 and names what differs when a
 * schema changed and the configuration was not generated again (a test runs it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { bundleSource } from './bundle-source.mjs';

const root = new URL('..', import.meta.url);
const check = process.argv.includes('--check');

// The generator and the schemas it reads are the site's TypeScript, bundled to run here.
const cache = new URL('.astro/cms-config/', root);
mkdirSync(cache, { recursive: true });
const bundle = new URL('generate.mjs', cache);
writeFileSync(bundle, (await bundleSource(root, 'src/cms/generate.ts')).code);
const { cmsConfig, CMS_CONFIG_FILE } = await import(`${bundle.href}?${Date.now()}`);

const file = fileURLToPath(new URL(CMS_CONFIG_FILE, root));
const text = await format(JSON.stringify(cmsConfig(fileURLToPath(root))), { ...(await resolveConfig(file)), filepath: file });

if (!check) {
  writeFileSync(file, text);
  console.log(`CMS configuration written to ${CMS_CONFIG_FILE}.`);
  process.exit(0);
}

let current = '';
try {
  current = readFileSync(file, 'utf8');
} catch {
  // A missing file differs from everything.
}
if (current === text) {
  console.log(`${CMS_CONFIG_FILE} matches the content schemas.`);
  process.exit(0);
}

/** Every field path of a configuration, with its settings, to name what differs. */
function fieldPaths(config) {
  const out = new Map();
  const walk = (fields, prefix) => {
    for (const field of fields ?? []) {
      const path = `${prefix}.${field.name}`;
      const { fields: children, field: child, types, ...own } = field;
      out.set(path, JSON.stringify(own));
      walk(children, path);
      if (child) walk([child], path);
      for (const type of types ?? []) walk(type.fields, `${path}<${type.name}>`);
    }
  };
  for (const collection of config.collections ?? []) {
    walk(collection.fields, collection.name);
    for (const entry of collection.files ?? []) walk(entry.fields, `${collection.name}/${entry.name}`);
  }
  return out;
}

const before = fieldPaths(current ? JSON.parse(current) : {});
const after = fieldPaths(JSON.parse(text));
const differences = [
  ...[...after.keys()].filter((p) => !before.has(p)).map((p) => `  new in the schemas: ${p}`),
  ...[...before.keys()].filter((p) => !after.has(p)).map((p) => `  gone from the schemas: ${p}`),
  ...[...after.keys()].filter((p) => before.has(p) && before.get(p) !== after.get(p)).map((p) => `  changed: ${p}`),
];
console.error(`${CMS_CONFIG_FILE} does not match the content schemas:`);
console.error(differences.length > 0 ? differences.join('\n') : '  (settings outside the fields differ)');
console.error('Run `npm run cms:config` and commit the result.');
process.exit(1);
