import { App } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import type { CitationOutput } from '../../shared/citation.schema.ts';
import { labellingScreenMessages as text } from '../../shared/messages.ts';
import { citationElementId, shortcutAction } from '../lib/label-shortcuts.ts';
import type { Label } from '../lib/label-rules.ts';

interface ShortcutOptions {
  /** The citations on screen, in order. */
  citations: CitationOutput[];
  /** Off while a dialog is open, so keys pressed there do not act on the list behind it. */
  enabled: boolean;
  onLabel: (citation: CitationOutput, label: Label) => void;
  onHelp: () => void;
}

function showCitation(citationId: number) {
  const element = document.getElementById(citationElementId(citationId));
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/**
 * j/k choose a citation, r/i/u label the chosen one, ? asks for help. The chosen citation is also the
 * one the user last clicked or tabbed into, through `choose`.
 */
export function useLabelShortcuts({ citations, enabled, onLabel, onHelp }: ShortcutOptions) {
  const { message } = App.useApp();
  const [chosenId, choose] = useState<number | null>(null);
  const chosen = citations.find((c) => c.id === chosenId);

  const move = (step: number) => {
    const index = chosen ? citations.indexOf(chosen) + step : 0;
    const next = citations[Math.min(Math.max(index, 0), citations.length - 1)];
    if (!next) return;
    choose(next.id);
    showCitation(next.id);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    if (action === 'help') onHelp();
    else if (action === 'next' || action === 'previous') move(action === 'next' ? 1 : -1);
    else if (!chosen) void message.info(text.chooseCitationFirst);
    else onLabel(chosen, action === 'deselect' ? null : action === 'relevant');
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);

  return { chosenId: chosen?.id ?? null, choose };
}
