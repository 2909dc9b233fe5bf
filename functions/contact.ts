/**
 * GET /contact with a preset request in its address (`?request=test-drive&vehicle=…`): the built page with
 * the form filled in as the address presets it (src/lib/contact/preset-form.ts: the valid details chosen,
 * the request's interest, its message written, the details opened), so a visitor without JavaScript gets the
 * same form as one with it (the island, hydrating, keeps these values). Any other address, or request
 * options that cannot be read, gets the page as built.
 */
import { DETAIL_FIELDS } from '../src/lib/contact/details';
import { presetForm } from '../src/lib/contact/preset-form';
import { loadRequestOptions } from './_lib/request-options';

const FORM = 'form[action="/api/contact"]';

export const onRequest: PagesFunction<Env> = async (context) => {
  const page = await context.next();
  const url = new URL(context.request.url);
  if (!page.ok || !DETAIL_FIELDS.some((field) => url.searchParams.has(field))) return page;
  let preset;
  try {
    preset = presetForm(url.search, await loadRequestOptions(context.env, context.request.url));
  } catch (error) {
    console.error('The request options could not be read to preset the contact form:', error);
    return page;
  }
  const { details, interest, message } = preset;
  const chosen: Record<string, string | undefined> = { ...details, interest };
  let rewriter = new HTMLRewriter();
  for (const [name, value] of Object.entries(chosen)) {
    if (!value) continue;
    rewriter = rewriter
      .on(`${FORM} select[name="${name}"] option`, {
        element(option) {
          if (option.getAttribute('value') === value) option.setAttribute('selected', '');
          else option.removeAttribute('selected');
        },
      })
      .on(`${FORM} input[name="${name}"]`, {
        element(input) {
          input.setAttribute('value', value);
        },
      });
  }
  if (Object.keys(details).length > 0)
    rewriter = rewriter.on(`${FORM} details`, { element: (element) => void element.setAttribute('open', '') });
  if (message) rewriter = rewriter.on(`${FORM} textarea[name="message"]`, { element: (element) => void element.setInnerContent(message) });
  const response = rewriter.transform(page);
  // The page of one address differs from the page as built: never kept by a shared cache.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
};
