/**
 * GET /thank-you: the built page (src/pages/thank-you.astro), with what a sent request's address carries
 * filled in: its reference and what it was about (src/lib/contact/confirmation.ts). The page confirms the
 * request with JavaScript off too, since the no-JavaScript form's 303 leads here. Each line the page built
 * stays hidden unless the address gives it a valid value, written as text (never as HTML). Opened without a
 * reference, the page is served as built.
 */
import { confirmation, CONFIRMATION_ATTRIBUTE, CONFIRMATION_VALUE_ATTRIBUTE, type ConfirmationLine } from '../src/lib/contact/confirmation';
import type { RequestOptions } from '../src/lib/contact/request-options';
import { loadRequestOptions } from './_lib/request-options';

export const onRequest: PagesFunction<Env> = async (context) => {
  const page = await context.next();
  const url = new URL(context.request.url);
  if (!page.ok || !url.search || !(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
  let options: RequestOptions | undefined;
  try {
    options = await loadRequestOptions(context.env, context.request.url);
  } catch (error) {
    // The reference is still confirmed; only the details' labels are missing.
    console.error('The request options could not be read for the thank-you page:', error);
  }
  const lines = confirmation(url.search, options);
  if (!lines.reference) return page;
  const shown = (element: Element, attribute: string) => lines[element.getAttribute(attribute) as ConfirmationLine];
  const response = new HTMLRewriter()
    .on(`[${CONFIRMATION_ATTRIBUTE}]`, {
      element(element) {
        const name = element.getAttribute(CONFIRMATION_ATTRIBUTE);
        if (name === 'card' || shown(element, CONFIRMATION_ATTRIBUTE)) element.removeAttribute('hidden');
      },
    })
    .on(`[${CONFIRMATION_VALUE_ATTRIBUTE}]`, {
      element(element) {
        const value = shown(element, CONFIRMATION_VALUE_ATTRIBUTE);
        if (value) element.setInnerContent(value);
      },
    })
    .transform(page);
  // What one address confirms is that visit's own: never kept by a shared cache.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
};
