import { screeningAction, type ScreeningAction } from './screening-keys.ts';
import { useDocumentKeys } from '../../../../../hooks/use-document-keys.ts';

/** R, I, U, N and ? on the screening view, while `enabled` (off while a dialog is open). */
export function useScreeningKeys(enabled: boolean, onAction: (action: ScreeningAction) => void) {
  useDocumentKeys(enabled, (event) => {
    const action = screeningAction(event);
    if (!action) return;
    event.preventDefault();
    onAction(action);
  });
}
