import { App } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import type { PossibleDuplicateOut } from '../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../shared/dedup-screen.messages.ts';
import { DEDUP_SHORTCUTS, pairElementId, type DedupShortcut } from '../lib/dedup-shortcuts.ts';
import { pressedShortcut } from '../lib/label-shortcuts.ts';

interface ShortcutOptions {
  /** The pairs on screen, in order. */
  pairs: PossibleDuplicateOut[];
  /** Off while a dialog is open, so keys pressed there do not act on the list behind it. */
  enabled: boolean;
  onPair: (pair: PossibleDuplicateOut, action: Exclude<DedupShortcut, 'next' | 'previous' | 'help'>) => void;
  onHelp: () => void;
}

function showPair(recordId: number) {
  const element = document.getElementById(pairElementId(recordId));
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/**
 * j/k choose a pair, x selects it, r/b decide it, e unfolds its abstracts, ? asks for help. The chosen
 * pair is also the one the user last clicked or tabbed into, through `choose`.
 */
export function useDedupShortcuts({ pairs, enabled, onPair, onHelp }: ShortcutOptions) {
  const { message } = App.useApp();
  const [chosenId, choose] = useState<number | null>(null);
  const chosen = pairs.find((p) => p.record_id === chosenId);

  const move = (step: number) => {
    const index = chosen ? pairs.indexOf(chosen) + step : 0;
    const next = pairs[Math.min(Math.max(index, 0), pairs.length - 1)];
    if (!next) return;
    choose(next.record_id);
    showPair(next.record_id);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = pressedShortcut(event, DEDUP_SHORTCUTS);
    if (!action) return;
    event.preventDefault();
    if (action === 'help') onHelp();
    else if (action === 'next' || action === 'previous') move(action === 'next' ? 1 : -1);
    else if (!chosen) void message.info(text.chooseFirst);
    else onPair(chosen, action);
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);

  return { chosenId: chosen?.record_id ?? null, choose };
}
