import { useEffect, useMemo, useRef } from 'react';

/** The letters typed ahead of a field, taken once by the field when it gets the focus. */
export interface TypeAhead {
  /** What was typed since `listening` became true, and no more keeping from then on. */
  take(): string;
}

const typedIntoAField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT');

/**
 * Keeps the printable keys typed from the moment `listening` becomes true (a dialog opens) until its field takes
 * them: a person who clicks "New Project" and types at once loses no letter, however long the dialog takes to
 * be drawn on a busy machine (the keys went to the button still focused, a space clicking it again). Keys typed
 * into a field, or with Ctrl, Alt or Meta, are left alone.
 */
export function useTypeAhead(listening: boolean): TypeAhead {
  const typed = useRef('');
  const taken = useRef(false);
  useEffect(() => {
    if (!listening) return;
    typed.current = '';
    taken.current = false;
    const keep = (event: KeyboardEvent) => {
      if (taken.current || event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return;
      if (typedIntoAField(event.target)) return;
      typed.current += event.key;
      event.preventDefault();
    };
    document.addEventListener('keydown', keep, true);
    return () => document.removeEventListener('keydown', keep, true);
  }, [listening]);
  return useMemo(
    () => ({
      take() {
        taken.current = true;
        const text = typed.current;
        typed.current = '';
        return text;
      },
    }),
    [],
  );
}
