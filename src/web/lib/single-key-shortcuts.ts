import { useSyncExternalStore } from 'react';

const KEY = 'single-key-shortcuts';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true; // storage off (private mode): the default
  }
}

let on = typeof window === 'undefined' ? true : read();

/**
 * Whether keys of one letter (R, I, U, N, J, K, M, ?) act on the page: on unless a reviewer turned them off in
 * the Keyboard shortcuts dialog (WCAG 2.1.4: speech input types letters, and a stray key press records a
 * decision). Kept in this browser; buttons and Tab work either way.
 */
export function singleKeyShortcutsOn(): boolean {
  return on;
}

export function setSingleKeyShortcuts(value: boolean): void {
  on = value;
  try {
    if (value) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, 'off');
  } catch {
    // Without storage the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSingleKeyShortcuts(): boolean {
  return useSyncExternalStore(subscribe, singleKeyShortcutsOn, () => true);
}
