/**
 * A throw-away copy of the project (sources and content, node_modules linked) for tests that must
 * run Astro against deliberately changed content without touching the real tree.
 */
import { spawn, spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const COPIED = [
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
  '.gitignore',
  '.prettierrc.json',
  'src',
  'content',
  'public',
  'scripts',
];
/** What the test suites need besides: a copy with them runs the project's own tests on its own content. */
const TEST_FILES = [
  'tests',
  'functions',
  'workers',
  'migrations',
  'wrangler.toml',
  'vitest.config.ts',
  'cspell.json',
  'project-words.txt',
  '.htmlvalidate.json',
];

export interface ProjectCopy {
  dir: string;
  readJson<T = unknown>(file: string): T;
  writeJson(file: string, data: unknown): void;
  /** Writes a file of the copy (text or bytes), making its folder when needed. */
  write(file: string, data: string | Uint8Array): void;
  read(file: string): string;
  /** Runs the Astro CLI (`sync` or `build`) in the copy with the project's own Node. */
  astro(command: 'sync' | 'build'): { status: number | null; output: string };
  /** Runs a project script as its npm command does: `check:content` or `build` (build into .build/, then swap into dist/). */
  npm(script: 'check:content' | 'build'): { status: number | null; output: string };
  /** `npm`, without holding the caller's thread while it runs (the test runner's own process goes on meanwhile). */
  npmInBackground(script: 'check:content' | 'build'): Promise<{ status: number | null; output: string }>;
  /** Runs Vitest in the copy (made with its tests) on the given files. */
  vitest(args: string[]): { status: number | null; output: string };
  exists(file: string): boolean;
  /** The names in a folder of the copy. */
  list(dir: string): string[];
  /** Runs a Node script of the copy with the project's own Node, in the copy. */
  node(args: string[]): { status: number | null; output: string };
  /** Deletes one file of the copy. */
  delete(file: string): void;
  remove(): void;
}

/**
 * A fresh copy of the project (of another copy with `from`), with the test suites too (`withTests`), and
 * the built site of `from` linked as its dist/ (`linkDist`). `env`: variables the copy's commands run
 * with besides the usual ones (e.g. IMAGE_ENCODE_LOG).
 */
export function copyProject(
  options: { withTests?: boolean; from?: string; linkDist?: boolean; cacheDir?: string; env?: Record<string, string> } = {},
): ProjectCopy {
  const from = options.from ?? ROOT;
  const dir = mkdtempSync(join(tmpdir(), 'fsgc-'));
  for (const entry of [...COPIED, ...(options.withTests ? TEST_FILES : [])])
    cpSync(join(from, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  if (options.linkDist) symlinkSync(join(from, 'dist'), join(dir, 'dist'));
  // A git work tree makes Tailwind's source scan honour .gitignore (it skips node_modules): minutes faster.
  spawnSync('git', ['init', '-q'], { cwd: dir });
  return projectAt(dir, options.cacheDir, options.env);
}

/**
 * The project (or copy) in `dir`, to read, edit and run; Astro keeps its cache in `cacheDir` (default: the
 * copy's own); `extra`: variables its commands run with besides the usual ones.
 */
export function projectAt(dir: string, cacheDir = join(dir, '.astro-cache'), extra: Record<string, string> = {}): ProjectCopy {
  // The editor's environment, not the test runner's: Vitest's variables would make a nested Vitest a worker.
  const runner = (key: string) => key === 'NODE_ENV' || key.startsWith('VITEST');
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !runner(key))),
    ASTRO_TELEMETRY_DISABLED: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ASTRO_CACHE_DIR: cacheDir,
    ...extra,
  };
  // A run is stopped after its time-out: 4 minutes, and 9.5 for a nested Vitest run of many files.
  const node = (args: string[], timeout = 240_000) => {
    const result = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', env, timeout });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };
  const inBackground = (args: string[], timeout = 240_000) =>
    new Promise<{ status: number | null; output: string }>((done) => {
      const child = spawn(process.execPath, args, { cwd: dir, env, timeout });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('close', (status) => done({ status, output: `${stdout}\n${stderr}` }));
    });
  const scripts = { 'check:content': 'scripts/check-content.mjs', build: 'scripts/build.mjs' } as const;
  return {
    dir,
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    readJson: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')),
    writeJson: (file, data) => writeFileSync(join(dir, file), JSON.stringify(data, null, 2)),
    write: (file, data) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), data);
    },
    astro: (command) => node(['node_modules/astro/bin/astro.mjs', command]),
    npm: (script) => node([scripts[script]]),
    npmInBackground: (script) => inBackground([scripts[script]]),
    vitest: (args) => node(['node_modules/vitest/vitest.mjs', 'run', ...args], 570_000),
    exists: (file) => existsSync(join(dir, file)),
    list: (folder) => readdirSync(join(dir, folder)),
    node,
    delete: (file) => rmSync(join(dir, file)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A deliberate content mistake and the texts the build must print about it (file, entry, field). */
export interface BrokenContentFixture {
  name: string;
  breakIt: (project: ProjectCopy) => void;
  expected: string[];
}

/**
 * Makes every fixture's mistake in one fresh copy and runs the content check once through the build
 * (`astro sync`, the build's content step) and once as `npm run check:content`. Both runs must fail;
 * the test then checks that each one reported every fixture (see `expectReported`).
 */
export function runWithMistakes(fixtures: readonly BrokenContentFixture[]): { sync: string; check: string } {
  const project = copyProject();
  try {
    for (const fixture of fixtures) fixture.breakIt(project);
    const sync = project.astro('sync');
    const check = project.npm('check:content');
    expect(sync.status, sync.output).not.toBe(0);
    expect(check.status, check.output).not.toBe(0);
    return { sync: sync.output, check: check.output };
  } finally {
    project.remove();
  }
}

/** Each expected text of the fixture is in both runs' output. */
export function expectReported(runs: { sync: string; check: string } | undefined, fixture: BrokenContentFixture): void {
  expect(runs, 'the runs happened').toBeDefined();
  for (const text of fixture.expected) {
    expect(runs!.sync, `astro sync output`).toContain(text);
    expect(runs!.check, `npm run check:content output`).toContain(text);
  }
}
