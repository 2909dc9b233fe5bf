/**
 * The content editor (/admin) and the content schemas agree: its configuration is what
 * `npm run cms:config` generates from the schemas now, and adding a schema field without generating it
 * again fails `npm run cms:config -- --check` naming the field. Every content file read and written back
 * by the editor's file formats is unchanged, so a save changes only what the editor changed.
 */
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonFileText } from '../../src/lib/cms/json-format';
import { mdxFileText, readMdxFile } from '../../src/lib/cms/mdx-file';
import { copyProject, type ProjectCopy } from './support/project-copy';

const ROOT = resolve(import.meta.dirname, '../..');

function check(dir: string) {
  const run = spawnSync(process.execPath, ['scripts/cms-config.mjs', '--check'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('the CMS configuration', () => {
  it('is generated from the content schemas as they are (run `npm run cms:config` after changing a schema)', () => {
    const { status, output } = check(ROOT);
    expect(output).toContain('matches the content schemas');
    expect(status).toBe(0);
  });

  describe('with a field added to a schema and the configuration not generated again', () => {
    let project: ProjectCopy | undefined;
    afterAll(() => project?.remove());

    it('fails the check, naming the new field', () => {
      project = copyProject();
      const file = 'src/schemas/vehicle.ts';
      const source = project.read(file);
      const edited = source.replace('  inStock: z.boolean(),', '  inStock: z.boolean(),\n  lotNumber: z.string().optional(),');
      expect(edited, 'the vehicle schema has its inStock field').not.toBe(source);
      project.write(file, edited);
      const { status, output } = check(project.dir);
      expect(status).toBe(1);
      expect(output).toContain('new in the schemas: vehicles.lotNumber');
      expect(output).toContain('npm run cms:config');
    });
  });
});

describe("the CMS's file formats", () => {
  it.each(globSync('content/**/*.json', { cwd: ROOT }))('write %s back unchanged', async (file) => {
    const text = readFileSync(resolve(ROOT, file), 'utf8');
    expect(await jsonFileText(JSON.parse(text), text)).toBe(text);
  });

  it.each(globSync('content/**/*.mdx', { cwd: ROOT }))('write %s back unchanged', (file) => {
    const text = readFileSync(resolve(ROOT, file), 'utf8');
    const value = readMdxFile(text);
    expect(value, 'its frontmatter reads').toBeDefined();
    expect(mdxFileText(value!, text)).toBe(text);
  });
});
