import { App } from 'antd';
import { useEffect } from 'react';

/**
 * Shows an error toast while `failed` holds. The title doubles as the toast's key, so a page that
 * renders twice (React's strict mode, a remount) still shows one toast.
 */
export function useErrorToast(failed: boolean, title: string, description?: string) {
  const { notification } = App.useApp();
  useEffect(() => {
    if (failed) notification.error({ key: title, title, description });
  }, [failed, title, description, notification]);
}
