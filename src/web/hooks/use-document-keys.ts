import { useEffect, useEffectEvent } from 'react';
import { useSingleKeyShortcuts } from '../lib/single-key-shortcuts.ts';

/**
 * Listens to key presses anywhere on the page while `enabled` and the reviewer has not turned single-key
 * shortcuts off (every page's shortcuts are such keys); the handler always sees the latest render.
 */
export function useDocumentKeys(enabled: boolean, onKeyDown: (event: KeyboardEvent) => void) {
  const handle = useEffectEvent(onKeyDown);
  const shortcutsOn = useSingleKeyShortcuts();
  useEffect(() => {
    if (!enabled || !shortcutsOn) return;
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled, shortcutsOn]);
}
