import { useEffect, useState } from 'react';

/** True while any part of `element` is inside the viewport (IntersectionObserver). */
export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setInView(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return inView;
}
