/**
 * A prerendered page's markup as a stand-in (shown until the app takes over, take-over.ts): without scripts
 * (the router's server-only scroll script, which the page's CSP would refuse), and with its buttons unable to
 * submit, so Enter in a field does nothing before the app has taken over (a form without a submit button and
 * with two fields or more is not submitted implicitly).
 */
export function standInMarkup(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/(<button\b[^>]*?) type="submit"/g, '$1 type="button"');
}
