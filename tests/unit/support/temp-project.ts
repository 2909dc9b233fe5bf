/**
 * A throw-away copy of the project for tests that must run a real `astro build` or `astro sync`
 * against edited content, without touching the working tree. node_modules is symlinked, not copied.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.astro', '.wrangler', '.git', 'test-results', 'playwright-report', 'coverage']);

export async function copyProject(prefix: string): Promise<string> {
  const root = process.cwd();
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  await cp(root, dir, {
    recursive: true,
    filter: (src) => !SKIP.has(relative(root, src).split(sep)[0] ?? ''),
  });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export async function removeProject(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Runs the project's Astro CLI (with this Node, which is the project's Node 24) in `dir`. */
export function runAstro(dir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), ...args], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
