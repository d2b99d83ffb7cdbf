import { useEffect, useRef, useState } from 'react';

/**
 * What a button that opens a dropdown menu needs to be read and used as one (WCAG 4.1.2, 2.4.3): "menu button,
 * collapsed" or "expanded"; the focus on the menu as it opens, so the arrow keys move through its items; and
 * Escape closing it back on the button (antd's menu closed but left the focus on the hidden item). Give
 * `dropdown` to antd's Dropdown and `button` to its button.
 */
export function useMenuButton<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      requestAnimationFrame(() => ref.current?.focus());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return {
    dropdown: { open, onOpenChange: setOpen, autoFocus: true },
    button: { ref, 'aria-haspopup': 'menu', 'aria-expanded': open } as const,
    /** Puts the focus back on the button, for an item that leaves the page where it is. */
    refocus: () => ref.current?.focus(),
  };
}
