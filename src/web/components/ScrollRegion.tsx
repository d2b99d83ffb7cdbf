import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface Edges {
  left: boolean;
  right: boolean;
}

/** Whether the element has more to show to its left and to its right, kept current as it scrolls or resizes. */
function useHiddenEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 0;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    // The scroller keeps its width when its content widens (new figures), so the content is watched too.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const content = element.querySelector('table') ?? element.firstElementChild;
    if (content) observer.observe(content);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, edges };
}

/**
 * Content wider than the screen (a table on a phone), scrolled sideways in place. While it is wider, a line above
 * says so and a shadow marks each side with more, and it is a named region that takes the focus, so the arrow keys
 * scroll it (WCAG 2.1.1); when all of it fits it is a plain block, with no tab stop.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref, edges } = useHiddenEdges();
  const hintId = useId();
  const scrolls = edges.left || edges.right;
  const frame = `scroll-region-frame${edges.left ? ' has-more-left' : ''}${edges.right ? ' has-more-right' : ''}`;
  return (
    <div className={`scroll-region${className ? ` ${className}` : ''}`}>
      {scrolls && (
        <p id={hintId} className="scroll-region-hint">
          Scroll sideways to see every column.
        </p>
      )}
      <div className={frame}>
        <div
          ref={ref}
          className="scroll-region-body"
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? label : undefined}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={scrolls ? 0 : undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
