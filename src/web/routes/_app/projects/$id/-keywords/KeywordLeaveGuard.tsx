import { useBlocker } from '@tanstack/react-router';
import { Modal } from 'antd';

/**
 * Asks before unsaved keyword edits are left behind, by a link, the browser's back button or closing the tab.
 * Continue saves before it leaves and passes this guard by itself (ignoreBlocker).
 */
export function KeywordLeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  return (
    <Modal
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      okText="Leave"
      cancelText="Stay"
      okButtonProps={{ danger: true }}
      onOk={blocker.proceed}
      onCancel={blocker.reset}
    >
      Your changes to the keyword lists have not been saved.
    </Modal>
  );
}
