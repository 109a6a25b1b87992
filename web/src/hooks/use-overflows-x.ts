import { useEffect, useState, type RefObject } from 'react';

export interface SidewaysOverflow {
  /** The content is wider than the element: it scrolls sideways. */
  overflows: boolean;
  /** Some of it is still hidden to the right of what is in view. */
  moreToTheRight: boolean;
}

/**
 * Whether an element's content is wider than the element, kept up to date as it resizes and
 * scrolls: a list that clips columns shows a scroll cue and fades its right edge until the end.
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [state, setState] = useState<SidewaysOverflow>({ overflows: false, moreToTheRight: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const moreToTheRight = overflows && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setState((old) =>
        old.overflows === overflows && old.moreToTheRight === moreToTheRight ? old : { overflows, moreToTheRight },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    Array.from(element.children).forEach((child) => observer?.observe(child));
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}
