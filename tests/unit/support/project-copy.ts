/**
 * A throw-away copy of the project (sources and content, node_modules linked) for tests that must
 * run Astro against deliberately changed content without touching the real tree.
 */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const COPIED = ['astro.config.mjs', 'package.json', 'tsconfig.json', '.gitignore', 'src', 'content', 'public'];

export interface ProjectCopy {
  dir: string;
  readJson<T = unknown>(file: string): T;
  writeJson(file: string, data: unknown): void;
  write(file: string, text: string): void;
  read(file: string): string;
  /** Runs the Astro CLI (`sync` or `build`) in the copy with the project's own Node. */
  astro(command: 'sync' | 'build'): { status: number | null; output: string };
  remove(): void;
}

export function copyProject(): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'fsgc-'));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // A git work tree makes Tailwind's source scan honour .gitignore (it skips node_modules): minutes faster.
  spawnSync('git', ['init', '-q'], { cwd: dir });
  return {
    dir,
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    readJson: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')),
    writeJson: (file, data) => writeFileSync(join(dir, file), JSON.stringify(data, null, 2)),
    write: (file, text) => writeFileSync(join(dir, file), text),
    astro(command) {
      const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', command], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_CACHE_DIR: join(dir, '.astro-cache') },
        timeout: 240_000,
      });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A deliberate content mistake and the texts the build must print about it (file, entry, field). */
export interface BrokenContentFixture {
  name: string;
  breakIt: (project: ProjectCopy) => void;
  expected: string[];
}

/** Makes the fixture's mistake in a fresh copy and checks that `astro sync` fails saying every expected text. */
export function expectSyncToFail({ breakIt, expected }: BrokenContentFixture): void {
  const project = copyProject();
  try {
    breakIt(project);
    const { status, output } = project.astro('sync');
    expect(status, output).not.toBe(0);
    for (const text of expected) expect(output).toContain(text);
  } finally {
    project.remove();
  }
}
