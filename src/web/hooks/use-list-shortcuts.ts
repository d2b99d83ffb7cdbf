import { App } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { pressedShortcut } from '../lib/label-shortcuts.ts';
import { useDocumentKeys } from './use-document-keys.ts';

type Move = 'next' | 'previous' | 'help';

interface ListShortcutOptions<T, A extends string> {
  /** The items on screen, in order. */
  items: T[];
  idOf: (item: T) => number;
  /** The id of an item's element, to move the keyboard focus to it. */
  elementId: (id: number) => string;
  shortcuts: ReadonlyArray<{ key: string; action: A | Move }>;
  /** Off while a dialog is open, so keys pressed there do not act on the list behind it. */
  enabled: boolean;
  onItem: (item: T, action: A) => void;
  onHelp: () => void;
  /** Said when a key acts on the chosen item before any is chosen. */
  chooseFirst: string;
  /**
   * "next" past the last item or "previous" before the first: turns the page and answers true when there
   * is a page that way. The new page's first item ("next") or last ("previous") is chosen once it is shown.
   */
  onPastEnd?: (direction: 'next' | 'previous') => boolean;
}

function show(elementId: string) {
  const element = document.getElementById(elementId);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/**
 * A list's keys: "next" and "previous" choose an item, "help" asks for help, every other action acts on
 * the chosen item. The chosen item is also the one the user last clicked or tabbed into, through `choose`.
 */
export function useListShortcuts<T, A extends string>({
  items,
  idOf,
  elementId,
  shortcuts,
  enabled,
  onItem,
  onHelp,
  chooseFirst,
  onPastEnd,
}: ListShortcutOptions<T, A>) {
  const { message } = App.useApp();
  const [chosenId, choose] = useState<number | null>(null);
  const chosen = items.find((item) => idOf(item) === chosenId);

  // After a page turned by "next" or "previous": which end of the new page to land on, and the items it replaces.
  const landing = useRef<{ at: 'first' | 'last'; from: T[] } | null>(null);

  const showItem = (item: T) => {
    choose(idOf(item));
    show(elementId(idOf(item)));
  };

  const move = (step: number) => {
    landing.current = null;
    const index = chosen ? items.indexOf(chosen) + step : 0;
    if (chosen && (index < 0 || index >= items.length) && onPastEnd?.(step > 0 ? 'next' : 'previous')) {
      landing.current = { at: step > 0 ? 'first' : 'last', from: items };
      return;
    }
    const next = items[Math.min(Math.max(index, 0), items.length - 1)];
    if (next !== undefined) showItem(next);
  };

  // The old page stays on screen while the next one loads: the landing waits for the items to change.
  const land = useEffectEvent(() => {
    const pending = landing.current;
    if (!pending || pending.from === items) return;
    landing.current = null;
    const item = pending.at === 'first' ? items[0] : items[items.length - 1];
    if (item !== undefined) showItem(item);
  });
  useEffect(() => land(), [items]);

  useDocumentKeys(enabled, (event) => {
    const action = pressedShortcut(event, shortcuts);
    if (!action) return;
    event.preventDefault();
    if (action === 'help') onHelp();
    else if (action === 'next' || action === 'previous') move(action === 'next' ? 1 : -1);
    else if (!chosen) void message.info(chooseFirst);
    else onItem(chosen, action as A);
  });

  return { chosenId: chosen === undefined ? null : idOf(chosen), choose };
}
