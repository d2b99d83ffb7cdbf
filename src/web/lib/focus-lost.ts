/** Whether the keyboard focus went down with what had it (a page, a card, a record): the browser then drops it to the top of the document. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
