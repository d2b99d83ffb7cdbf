import { onlineManager, useIsMutating } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { screeningMessages as text } from '../../../../../../shared/screening.messages.ts';
import { useTRPC } from '../../../../../trpc.ts';
import { resendingDecisions } from '../../../../../lib/resending-decisions.ts';

const online = () => onlineManager.isOnline();
const subscribe = (changed: () => void) => onlineManager.subscribe(changed);
const resending = () => resendingDecisions.count();

/**
 * Decisions wait in the page, in the order given, until the server has each one: a quick screener's keys can
 * run ahead of a busy server by a few, and while the browser is offline all wait for the connection. While any
 * wait, the page asks before it is closed or reloaded, which would lose them (a reviewer who closed the tab two
 * seconds after a decision had lost it); offline, or while decisions the server did not answer wait to be sent
 * again (a restart), it also says so.
 */
export function UnsavedDecisions() {
  const trpc = useTRPC();
  const isOnline = useSyncExternalStore(subscribe, online, online);
  const sending = useIsMutating({ mutationKey: trpc.citations.setLabel.mutationKey() });
  const away = useSyncExternalStore(resendingDecisions.subscribe, resending, resending);
  const waiting = sending + away;
  useEffect(() => {
    if (waiting === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waiting]);
  if (waiting === 0 || (isOnline && away === 0)) return null;
  const title = isOnline ? text.serverAwayUnsaved(waiting) : text.offlineUnsaved(waiting);
  return <Alert className="screening-unsaved" type="warning" showIcon title={title} role="status" />;
}
