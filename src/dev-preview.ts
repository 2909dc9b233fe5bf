/**
 * What `npm run dev` adds to Astro's dev server, and nothing else does (a build never runs these hooks):
 * - the content check's mistakes show in the open page (the dev toolbar's "Content check" app,
 *   src/content-toolbar-app.ts), which keeps the last valid content, until they are fixed;
 * - an MDX text renders as the content check last passed it: a text with a mistake keeps its last good
 *   version, and an edit reloads the page once the check passes (the check stores it, which reloads);
 * - `/api/vehicles` and `/api/vehicles/{id}` answer as on Cloudflare: the Pages Functions themselves
 *   run, reading the catalogue the build writes (`/data/vehicles.json`, served by this dev server).
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblems, type ContentProblem } from './content-check/problems';
import { CONTENT_CHECKED_EVENT } from './content-loaders';
import { CONTENT_REPORT_EVENT } from './content-toolbar-app';

const CONTENT_MDX = /^content\/.+\.mdx$/;

/** Runs a Pages Function of functions/api/vehicles for a request to the dev server. */
async function vehiclesApi(server: ViteDevServer, req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const url = new URL(req.url ?? '/', origin);
  const match = /^\/api\/vehicles(?:\/(.+))?$/.exec(url.pathname);
  if (!match) return next();
  const id = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
  const { onRequest } = (await server.ssrLoadModule(`/functions/api/vehicles/${id === undefined ? 'index' : '[id]'}.ts`)) as {
    onRequest: (context: { request: Request; env: unknown; params: Record<string, string> }) => Promise<Response>;
  };
  // The static assets are this dev server's pages. A new binding per request: the function caches the
  // catalogue per binding, and here the content changes.
  const env = { ASSETS: { fetch: (input: Request | URL | string) => fetch(input) } };
  const headers = new Headers(
    Object.entries(req.headers).flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : [])),
  );
  const response = await onRequest({
    request: new Request(url, { method: req.method ?? 'GET', headers }),
    env,
    params: id === undefined ? {} : { id },
  });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Forgets a file's compiled module in every server environment, so its next import loads it again. */
function invalidateFile(server: ViteDevServer, path: string): void {
  for (const environment of Object.values(server.environments)) {
    const { runner } = environment as {
      runner?: { evaluatedModules: { getModuleById(id: string): unknown; invalidateModule(m: unknown): void } };
    };
    for (const module of environment.moduleGraph.getModulesByFile(path) ?? []) {
      environment.moduleGraph.invalidateModule(module, undefined, Date.now(), true);
      const evaluated = module.id ? runner?.evaluatedModules.getModuleById(module.id) : undefined;
      if (evaluated) runner?.evaluatedModules.invalidateModule(evaluated);
    }
  }
}

export function devPreview(): AstroIntegration {
  let root = '';
  /**
   * The text each MDX file of content/ had when the content check last found no mistake in it: what the
   * preview compiles. An edit reaches the page only through a check that passes.
   */
  const checkedTexts = new Map<string, string>();

  const lastGoodMdx: Plugin = {
    name: 'dev-preview:checked-mdx',
    apply: 'serve',
    enforce: 'pre',
    load(id) {
      const file = relative(root, id);
      if (!CONTENT_MDX.test(file)) return undefined;
      return checkedTexts.get(file) ?? readFileSync(id, 'utf8');
    },
    hotUpdate({ file }) {
      // No reload on a save: the content check reloads the page when it passes, or keeps the last good text.
      return CONTENT_MDX.test(relative(root, file)) ? [] : undefined;
    },
  };

  /** After a check: each MDX file without a mistake is compiled from its text as checked. */
  function keepCheckedTexts(server: ViteDevServer, problems: readonly ContentProblem[]): void {
    const broken = new Set(problems.map((problem) => problem.file));
    for (const name of readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })) {
      const file = `content/${name.split('\\').join('/')}`;
      if (!CONTENT_MDX.test(file) || broken.has(file)) continue;
      const text = readFileSync(join(root, file), 'utf8');
      if (checkedTexts.get(file) === text) continue;
      checkedTexts.set(file, text);
      invalidateFile(server, join(root, file));
    }
  }

  return {
    name: 'dev-preview',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig, addDevToolbarApp }) => {
        if (command !== 'dev') return;
        root = fileURLToPath(config.root);
        updateConfig({ vite: { plugins: [lastGoodMdx] } });
        addDevToolbarApp({
          id: 'content-check',
          name: 'Content check',
          icon: 'warning',
          entrypoint: fileURLToPath(new URL('content-toolbar-app.ts', import.meta.url)),
        });
      },
      'astro:server:setup': ({ server, toolbar }) => {
        let problems: readonly ContentProblem[] = [];
        const report = () => toolbar.send(CONTENT_REPORT_EVENT, problems.length > 0 ? formatProblems(problems).split('\n') : []);
        server.watcher.on(CONTENT_CHECKED_EVENT, (found: readonly ContentProblem[]) => {
          const wasBroken = problems.length > 0;
          problems = found;
          keepCheckedTexts(server, found);
          report();
          // Valid again: reload, also when the fix restored the stored content (nothing else would reload).
          if (wasBroken && found.length === 0) server.environments.client.hot.send({ type: 'full-reload', path: '*' });
        });
        // A page opened or reloaded while there are mistakes shows them too.
        toolbar.onAppInitialized('content-check', report);
        server.middlewares.use((req, res, next) => void vehiclesApi(server, req, res, next).catch(next));
      },
    },
  };
}
