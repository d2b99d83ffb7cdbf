import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Whether the keyboard focus went down with the page it was on (the sign-in form, a project's card). */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * Puts the focus on the new page's heading when a move to another page took it away: the sign-in form, or
 * the dashboard's link to a project, is gone once the next page shows, and the browser then drops the focus to
 * the top of the document, so a keyboard starts again from the header and a screen reader says nothing of
 * the page that opened. The heading (focusable by script only) names the page and is where reading starts;
 * a page without one gets its main landmark. A focus the page gave itself (a record, a form field) and one
 * that stayed put (a header link) are left where they are, and so is the first page of a visit.
 */
export function useFocusAfterNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        // After the page's own effects, which may place the focus themselves.
        requestAnimationFrame(() => {
          if (!focusLost()) return;
          const main = document.querySelector<HTMLElement>('main');
          const heading = (main ?? document).querySelector<HTMLElement>('h1');
          const target = heading ?? main;
          if (!target) return;
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        });
      }),
    [router],
  );
}
