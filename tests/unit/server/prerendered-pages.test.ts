import { describe, expect, it } from 'vitest';
import { withPrerendered } from '../../../src/server/http/prerendered-pages.ts';
import { STAND_IN_ID } from '../../../src/shared/stand-in.ts';
import { standInMarkup } from '../../../src/web/prerender/stand-in-markup.ts';

const index =
  '<html><head><title>Screener</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

describe('the prerendered sign-in page', () => {
  it('sends the styles in the head and the markup in a stand-in beside a hidden #root, naming its path', () => {
    const html = withPrerendered(index, '/auth', {
      html: '<form id="login"></form>',
      styles: '<style>.a{}</style>',
      title: 'Sign in · Screener',
    });
    expect(html).toContain('<title>Sign in · Screener</title>');
    expect(html).not.toContain('<title>Screener</title>');
    expect(html).toContain('<style>.a{}</style>\n  </head>');
    expect(html).toContain(
      `<div id="root" hidden></div><div id="${STAND_IN_ID}" data-path="/auth"><form id="login"></form></div>`,
    );
  });

  it('refuses an index.html without an empty #root instead of sending a page the app cannot take over', () => {
    expect(() => withPrerendered('<body><main></main></body>', '/auth', { html: '', styles: '', title: '' })).toThrow(
      /#root/,
    );
  });

  it('keeps markup with a $ in it as it is, and escapes the title', () => {
    const html = withPrerendered(index, '/auth', { html: '<p>$& costs $1</p>', styles: '', title: 'R&D <1>' });
    expect(html).toContain('<p>$& costs $1</p>');
    expect(html).toContain('<title>R&amp;D &lt;1&gt;</title>');
  });

  it('leaves no script in the stand-in and no button that submits its form', () => {
    const markup = standInMarkup(
      '<form><input id="e"/><button type="submit" class="ant-btn">Sign in</button><button type="button">Show</button></form><script>scrollTo(0,0)</script>',
    );
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('submit');
    expect(markup).toContain('<button type="button" class="ant-btn">Sign in</button>');
  });
});
