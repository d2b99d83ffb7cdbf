import { STAND_IN_ID } from '../../shared/stand-in.ts';

/** The server's prerendered page (prerendered-pages.ts), shown while the app loads; null when there is none. */
export function standIn(): HTMLElement | null {
  return document.getElementById(STAND_IN_ID);
}

/** A button of the stand-in, found again in the app's page: by its form (if any) and its text. */
interface ButtonKey {
  form: string;
  text: string;
}

const keyOf = (button: HTMLButtonElement): ButtonKey => ({
  form: button.closest('form')?.id ?? '',
  text: button.textContent?.trim() ?? '',
});

function findButton(root: HTMLElement, { form, text }: ButtonKey): HTMLButtonElement | undefined {
  const scope = form ? root.querySelector(`#${CSS.escape(form)}`) : root;
  return [...(scope?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text);
}

/** Sets a field React controls as typing would: through the native setter, then an input event React reads. */
function typeInto(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Keeps the stand-in's last press of a button (or Enter in a field: its form's submit button) from the moment
 * the app's script runs, so a visitor who signs in before the app has taken over is not ignored: takeOver
 * presses it again in the app's page.
 */
export function holdPresses(stand: HTMLElement): () => ButtonKey | undefined {
  let pressed: ButtonKey | undefined;
  stand.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) pressed = keyOf(button);
  });
  stand.addEventListener('keydown', (event) => {
    const field = event.target as Element;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
    const form = field.closest('form');
    // The stand-in's submit buttons are plain buttons (stand-in-markup.ts); in the app, the form's last is its submit.
    const buttons = form?.querySelectorAll('button');
    if (buttons?.length) pressed = keyOf(buttons[buttons.length - 1]!);
  });
  return () => pressed;
}

/**
 * Replaces the stand-in by the app's own page once it has rendered it into #root: what the visitor typed or
 * ticked in the stand-in's fields is carried into the fields of the same id, then the focus with the caret,
 * then a button they pressed is pressed again, so nothing done before the app arrived is lost. When the app
 * shows another page (a session was found), the stand-in just goes.
 */
export function takeOver(stand: HTMLElement, root: HTMLElement, path: string, pressed?: ButtonKey): void {
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
  // Pressed once the app has painted its page, outside the render that is taking over.
  if (samePage && pressed) setTimeout(() => findButton(root, pressed)?.click());
}
