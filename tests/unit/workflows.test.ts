/**
 * Deploys from git (.github/workflows/site.yml): a pull request is checked, tested, built and
 * previewed; main is guarded, built, migrated, then deployed; Astro's image cache is kept between
 * runs. And `npm run lint` refuses a workflow GitHub would refuse (scripts/check-workflows.mjs).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Job {
  if?: string;
  steps: Step[];
}
const workflow = parse(readFileSync(join(ROOT, '.github/workflows/site.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
};

/** The commands a job runs, in order (`npm run x`, `npx wrangler …`). */
const commands = (job: Job) =>
  job.steps.flatMap((step) =>
    (step.run ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
const position = (job: Job, command: string) => commands(job).findIndex((line) => line.startsWith(command));

describe('the site workflow', () => {
  it('runs on pull requests and on main', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect(workflow.on['push']).toEqual({ branches: ['main'] });
  });

  it('checks the content, runs the fast tests, builds, then deploys a preview of a pull request and posts its address', () => {
    const job = workflow.jobs['preview']!;
    expect(job.if).toContain("github.event_name == 'pull_request'");
    const order = ['npm run check:content', 'npm run test:fast', 'npm run build', 'npx wrangler pages deploy --branch', 'gh api'].map((c) =>
      position(job, c),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(job.steps.find((s) => s.run?.startsWith('gh api'))?.run).toContain('context="Deploy preview"');
  });

  it('on main, stops at the placeholder guard, then builds, applies the D1 migrations, deploys the mail Worker, then the site', () => {
    const job = workflow.jobs['production']!;
    expect(job.if).toContain("github.ref == 'refs/heads/main'");
    const order = [
      'npm run check:launch',
      'npm run build',
      'npm run db:migrate',
      'npx wrangler deploy -c workers/mail/wrangler.toml',
      'npx wrangler pages deploy --branch main',
    ].map((c) => position(job, c));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each(['preview', 'production'])('runs only npm scripts the project has, in the %s job', (name) => {
    const scripts = Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts);
    const named = commands(workflow.jobs[name]!).flatMap((line) => [...line.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it.each(['preview', 'production'])("keeps Astro's image cache between runs in the %s job, restored before the build", (name) => {
    const job = workflow.jobs[name]!;
    const cache = job.steps.findIndex((s) => s.uses?.startsWith('actions/cache@') && s.with?.['path'] === 'node_modules/.astro');
    expect(cache).toBeGreaterThan(job.steps.findIndex((s) => s.run?.startsWith('npm ci')));
    expect(cache).toBeLessThan(job.steps.findIndex((s) => s.run === 'npm run build'));
  });
});

describe('npm run lint checks the workflows', () => {
  function checkIn(files: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
    try {
      mkdirSync(join(dir, 'scripts'));
      mkdirSync(join(dir, '.github/workflows'), { recursive: true });
      cpSync(join(ROOT, 'scripts/check-workflows.mjs'), join(dir, 'scripts/check-workflows.mjs'));
      symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, '.github/workflows', name), text);
      const run = spawnSync(process.execPath, ['scripts/check-workflows.mjs'], { cwd: dir, encoding: 'utf8' });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('passes the project workflows', () => {
    const run = spawnSync(process.execPath, ['scripts/check-workflows.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout).toContain('are valid');
    expect(run.status).toBe(0);
  });

  it('refuses a job GitHub would refuse, naming the file and the place', () => {
    const { status, output } = checkIn({ 'broken.yml': 'name: x\non: push\njobs:\n  build:\n    stepz:\n      - run: echo\n' });
    expect(status).toBe(1);
    expect(output).toContain('.github/workflows/broken.yml (/jobs/build)');
  });
});
