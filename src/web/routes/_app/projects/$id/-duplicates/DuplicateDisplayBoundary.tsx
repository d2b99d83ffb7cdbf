import { Alert, App } from 'antd';
import { Component, useEffect, type ReactNode } from 'react';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';

/** Details the page cannot draw give a "Warning" toast; the removal itself stands. */
function DisplayWarning() {
  const { notification } = App.useApp();
  useEffect(() => {
    notification.warning({
      key: text.displayWarning,
      title: text.displayWarning,
      description: text.displayWarningDescription,
    });
  }, [notification]);
  return <Alert type="warning" showIcon title={text.displayWarning} description={text.displayWarningDescription} />;
}

/** Keeps a malformed duplicate entry from taking the counts and the footer down with it. */
export class DuplicateDisplayBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <DisplayWarning /> : this.props.children;
  }
}
