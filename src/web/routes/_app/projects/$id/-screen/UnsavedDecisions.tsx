import { onlineManager, useIsMutating } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { screeningMessages as text } from '../../../../../../shared/screening.messages.ts';
import { useTRPC } from '../../../../../trpc.ts';

const online = () => onlineManager.isOnline();
const subscribe = (changed: () => void) => onlineManager.subscribe(changed);

/**
 * Decisions given while the browser is offline wait in the page (in the order given) and go to the server once the
 * connection is back. Until then the page says so, and asks before it is closed: closing it would lose them.
 */
export function UnsavedDecisions() {
  const trpc = useTRPC();
  const isOnline = useSyncExternalStore(subscribe, online, online);
  const waiting = useIsMutating({ mutationKey: trpc.citations.setLabel.mutationKey() });
  const unsaved = isOnline ? 0 : waiting;
  useEffect(() => {
    if (unsaved === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  if (unsaved === 0) return null;
  return (
    <Alert className="screening-unsaved" type="warning" showIcon title={text.offlineUnsaved(unsaved)} role="status" />
  );
}
