import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state of a collapsible section that a URL anchor can ask for: on /profile#concierge
 * (also when a link changes the hash on the same page) the section opens and scrolls into view.
 */
export function useAnchorDisclosure(anchorId: string, target: RefObject<HTMLElement | null>) {
  const { hash, key } = useLocation();
  const requested = hash === `#${anchorId}`;
  const [expanded, setExpanded] = useState(requested);

  useEffect(() => {
    if (!requested) return;
    setExpanded(true);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // key: a second click on the same anchor link scrolls again.
  }, [requested, key, target]);

  return [expanded, setExpanded] as const;
}
