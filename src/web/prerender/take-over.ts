import { STAND_IN_ID } from '../../shared/stand-in.ts';

/** The server's prerendered page (prerendered-pages.ts), shown while the app loads; null when there is none. */
export function standIn(): HTMLElement | null {
  return document.getElementById(STAND_IN_ID);
}

/** Sets a field React controls as typing would: through the native setter, then an input event React reads. */
function typeInto(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replaces the stand-in by the app's own page once it has rendered it into #root: what the visitor typed or
 * ticked in the stand-in's fields is carried into the fields of the same id, and the focus with the caret,
 * so nothing typed before the app arrived is lost. When the app shows another page (a session was found),
 * the stand-in just goes.
 */
export function takeOver(stand: HTMLElement, root: HTMLElement, path: string): void {
  const active = document.activeElement;
  const samePage = stand.dataset.path === path;
  root.hidden = false;
  for (const old of samePage ? stand.querySelectorAll('input') : []) {
    const field = old.id ? root.querySelector<HTMLInputElement>(`#${CSS.escape(old.id)}`) : null;
    if (!field) continue;
    if (old.type === 'checkbox' || old.type === 'radio') {
      if (field.checked !== old.checked) field.click();
    } else if (old.value && field.value !== old.value) typeInto(field, old.value);
    if (old === active) {
      field.focus();
      if (old.selectionStart !== null) field.setSelectionRange(old.selectionStart, old.selectionEnd);
    }
  }
  stand.remove();
}
