/** What the Tab key stops at, as a browser chooses among a dialog's controls. */
const FOCUSABLE = 'a[href], button, input:not([type=hidden]), select, textarea, [tabindex], [contenteditable="true"]';

/** An unchecked radio button is no stop when another of its group is checked: Tab goes to the checked one. */
function passedOverRadio(el: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return false;
  const group = el.form ?? el.ownerDocument;
  return group.querySelector(`input[type=radio][name="${CSS.escape(el.name)}"]:checked`) !== null;
}

function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      !passedOverRadio(el),
  );
}

/** The modal dialog on top (antd draws dialogs and drawers as role="dialog" aria-modal="true"), if one is shown. */
function topDialog(doc: Document): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>('[role=dialog][aria-modal=true]')]
    .filter((el) => el.getClientRects().length > 0)
    .at(-1);
}

/**
 * Tab on a modal dialog's last control goes to its first, Shift+Tab on its first to its last (WCAG 2.4.3).
 * antd keeps the focus in its dialogs and drawers by bringing it back when it lands outside
 * (@rc-component/util's lockFocus, on focusin); a dialog is drawn at the end of the page, so past its last
 * control there is nothing to land on: the focus left the page, and only the next Tab brought it back.
 * Installed once for the whole app; answers the function that removes it.
 */
export function wrapTabInDialogs(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = topDialog(doc);
    const active = doc.activeElement;
    if (!dialog || !(active instanceof HTMLElement) || !dialog.contains(active)) return;
    const stops = tabStops(dialog);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const target = event.shiftKey ? (active === first || active === dialog) && last : active === last && first;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
