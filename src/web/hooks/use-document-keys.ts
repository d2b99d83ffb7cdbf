import { useEffect, useEffectEvent } from 'react';

/** Listens to key presses anywhere on the page while `enabled`; the handler always sees the latest render. */
export function useDocumentKeys(enabled: boolean, onKeyDown: (event: KeyboardEvent) => void) {
  const handle = useEffectEvent(onKeyDown);
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
