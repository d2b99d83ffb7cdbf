import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusLost } from '../lib/focus-lost.ts';

/** Focuses an element that is not a control (a heading, the main landmark), by script only. */
function focusHere(target: HTMLElement, preventScroll: boolean) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll });
}

/** The element a link's #fragment names ("/help#keywords"), if the page has it. */
function fragmentTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? document.getElementById(id) : null;
}

/**
 * Puts the focus where the reader was sent. A link to a part of a page ("Help: Choose keywords", the Help
 * page's contents) focuses that part's heading, so reading and Tab go on from there rather than from the top.
 * A move to another page that took the focus away (the sign-in form, or the dashboard's link to a project, is
 * gone once the next page shows, and the browser then drops the focus to the top of the document, so a
 * keyboard starts again from the header and a screen reader says nothing of the page that opened) focuses the
 * new page's heading, which names it; a page without one gets its main landmark. A focus the page gave itself
 * (a record, a form field) and one that stayed put (a header link) are left where they are, and so is the first
 * page of a visit.
 */
export function useFocusAfterNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    const onHashChange = () => {
      const target = fragmentTarget(window.location.hash);
      if (target) focusHere(target, false);
    };
    window.addEventListener('hashchange', onHashChange);
    const unsubscribe = router.subscribe('onRendered', (event) => {
      const hash = event.toLocation.hash;
      if (!event.fromLocation || !(event.pathChanged || (event.hashChanged && hash))) return;
      // After the page's own effects, which may place the focus themselves.
      requestAnimationFrame(() => {
        const anchor = hash ? fragmentTarget(hash) : null;
        if (anchor) return focusHere(anchor, false);
        if (!focusLost()) return;
        const main = document.querySelector<HTMLElement>('main');
        const heading = (main ?? document).querySelector<HTMLElement>('h1') ?? main;
        if (heading) focusHere(heading, true);
      });
    });
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      unsubscribe();
    };
  }, [router]);
}
