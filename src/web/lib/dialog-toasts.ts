const DIALOG = '[role=dialog][aria-modal=true]';
const SUCCESS_TOAST_CLOSE = '.ant-notification-notice-success .ant-notification-notice-close';

/**
 * A success toast has said its piece once the user opens a dialog: it is closed then, so that it does not sit
 * over the dialog's own close button (toasts are drawn above dialogs, at the top right, where a centred dialog's
 * header ends on most screens; WCAG 2.4.11). Failures and warnings stay: they may be what the dialog is for.
 * A dialog takes the focus when it opens (antd's focus lock), so the focus entering one is the signal.
 * Installed once for the whole app; answers the function that removes it.
 */
export function closeSuccessToastsOnDialog(doc: Document): () => void {
  let dialogWithFocus: Element | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const dialog = event.target instanceof Element ? event.target.closest(DIALOG) : null;
    if (dialog && dialog !== dialogWithFocus)
      doc.querySelectorAll<HTMLElement>(SUCCESS_TOAST_CLOSE).forEach((close) => close.click());
    dialogWithFocus = dialog;
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}
