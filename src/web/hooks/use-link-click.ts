import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * A click handler that follows `href` inside the app, unless the user asked for a new tab or window
 * (modifier keys, middle button) or an earlier handler already took care of the click.
 */
export function useLinkClick<E extends HTMLElement>(href: string, onClick?: (event: MouseEvent<E>) => void) {
  const navigate = useNavigate();
  return (event: MouseEvent<E>) => {
    onClick?.(event);
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    void navigate({ href });
  };
}
