import type { MouseEvent } from 'react';
import { skipLinkText } from '../../shared/page.messages.ts';

/** The id of every page's main landmark, the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * The first thing a keyboard reaches on every page: hidden until focused, it moves focus past the header
 * to the page's `<main>`. Focus is moved by hand rather than by the fragment, so the router never sees a
 * changed URL and the address stays the page's own.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {skipLinkText}
    </a>
  );
}
