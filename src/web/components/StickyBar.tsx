import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';

const GAP = 8;

/** How far below the window's top an element's bottom stays while the page scrolls: 0 unless it is sticky. */
function stuckBottom(element: Element | null): number {
  if (!element) return 0;
  const style = getComputedStyle(element);
  return style.position === 'sticky' ? (parseFloat(style.top) || 0) + element.getBoundingClientRect().height : 0;
}

/**
 * A page's bar that stays in view under the header while the page scrolls (counts, Retrain). It keeps
 * `--sticky-clearance` on the page up to date (styles.css): how far below the window's top a control must sit to
 * show clear of the header and of this bar when the keyboard scrolls it into view (WCAG 2.4.11, Focus Not
 * Obscured). Measured, because the bar's height changes with its contents and the window's width.
 */
export function StickyBar(props: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const update = () => {
      const clearance = Math.max(stuckBottom(document.querySelector('.app-header')), stuckBottom(bar));
      root.style.setProperty('--sticky-clearance', `${Math.ceil(clearance) + GAP}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--sticky-clearance');
    };
  }, []);
  return <div ref={ref} {...props} />;
}
