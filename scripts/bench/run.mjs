/** Child processes for the benchmark: timed builds, and the site server (started and stopped by its own pid). */
import { spawn, spawnSync } from 'node:child_process';

/**
 * The project's build (`npm run build`: astro build plus any postbuild step) in a directory, timed: wall-clock seconds and CPU seconds (user + system of the
 * build and its children, from bash's `times`). On a machine shared with other work the wall clock
 * measures the neighbours too; CPU time is what the build itself costs. Throws with the output on failure.
 */
export function timedBuild(cwd, env = {}) {
  const start = performance.now();
  const script = 'npm run build; status=$?; times >&3; exit $status';
  const res = spawnSync('bash', ['-c', script], {
    cwd,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const seconds = (performance.now() - start) / 1000;
  const stdout = res.output[1] ?? '';
  if (res.status !== 0) throw new Error(`npm run build failed in ${cwd}:\n${stdout.slice(-4000)}\n${(res.output[2] ?? '').slice(-4000)}`);
  // `times` prints the shell's then its children's "user sys", each as e.g. 0m12.345s.
  const children = (res.output[3] ?? '').trim().split('\n').at(-1) ?? '';
  const cpuSeconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  const pages = Number(/(\d+) page\(s\) built/.exec(stdout)?.[1] ?? NaN);
  return { seconds, cpuSeconds, pages };
}

/** Serves dist/ of a project directory through scripts/serve.mjs (wrangler pages dev) on a port; resolves once the home page answers. */
export async function startServer(port, cwd = '.') {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd,
    env: { ...process.env, PORT: String(port), CONTACT_RATE_LIMIT: '0', PERSIST_TO: `${cwd}/.wrangler/state` },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) return { base, stop: () => stopGroup(child) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stopGroup(child);
  throw new Error(`the server did not answer on ${base} within 120 s:\n${stderr}`);
}

/** Ends the server we started: its own process group (wrangler and workerd), by id. */
function stopGroup(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
