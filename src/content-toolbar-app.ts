/**
 * The dev toolbar's "Content check" app (`npm run dev` only, added by src/dev-preview.ts): while content
 * has mistakes it opens itself with their list, in a window over the bottom of the page, which keeps
 * showing the last valid content; once they are fixed the page reloads and the app closes.
 */
import { defineToolbarApp } from 'astro/toolbar';

/** The dev server's message with the content check's report, one line per mistake ([] when valid). */
export const CONTENT_REPORT_EVENT = 'content-check:report';

const STYLE = `
  h1 { font-size: 1rem; margin: 0 0 0.5rem; }
  p { margin: 0.5rem 0 0; opacity: 0.8; }
  ul { margin: 0; padding: 0; list-style: none; max-height: 40vh; overflow: auto; }
  li { font-family: ui-monospace, monospace; font-size: 0.8125rem; line-height: 1.5; margin-bottom: 0.5rem; overflow-wrap: anywhere; }
`;

export default defineToolbarApp({
  init(canvas, app, server) {
    const panel = document.createElement('astro-dev-toolbar-window');
    canvas.append(panel);
    server.on<string[]>(CONTENT_REPORT_EVENT, (lines) => {
      const [count, ...mistakes] = lines;
      const style = document.createElement('style');
      style.textContent = STYLE;
      const title = Object.assign(document.createElement('h1'), { textContent: count ?? 'Content is valid' });
      const list = document.createElement('ul');
      list.append(
        ...mistakes.map((line) => Object.assign(document.createElement('li'), { textContent: line.replace(/^Content error in /, '') })),
      );
      const hint = Object.assign(document.createElement('p'), {
        textContent: 'The page shows the last valid content. Fix each line and save: the page reloads with your changes.',
      });
      panel.replaceChildren(style, title, list, hint);
      app.toggleNotification(mistakes.length > 0 ? { state: true, level: 'error' } : { state: false });
      app.toggleState({ state: mistakes.length > 0 });
    });
  },
});
