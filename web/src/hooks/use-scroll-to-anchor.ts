import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element with `anchorId` into view when the URL asks for it (/page#anchorId). The
 * router does not scroll to a hash, and a section rendered after its data loaded was not there
 * when the browser looked; call this from the component that renders the anchor.
 */
export function useScrollToAnchor(anchorId: string) {
  const { hash, key } = useLocation();
  const requested = hash === `#${anchorId}`;

  useEffect(() => {
    if (!requested) return;
    // After the paint, so the layout above the anchor has its final height.
    const frame = requestAnimationFrame(() => document.getElementById(anchorId)?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
    // key: following the same link again scrolls again.
  }, [requested, key, anchorId]);
}
