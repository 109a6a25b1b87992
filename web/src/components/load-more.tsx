import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { useInView } from '@web/hooks/use-in-view';

interface LoadMoreProps {
  label: string;
  /** The next page is on its way: the button shows it and nothing more is asked. */
  loading: boolean;
  /** The last attempt failed: scrolling does not ask again (no request loop), the button still does. */
  failed: boolean;
  onMore: () => void;
}

/**
 * The end of a paged list: a button that loads the next page when pressed (keyboard users),
 * and by itself once it scrolls into view, while the list still has more.
 */
export function LoadMore({ label, loading, failed, onMore }: LoadMoreProps) {
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  const inView = useInView(element);
  const latest = useRef(onMore);
  latest.current = onMore;

  // Again after each page while still in view: a short page keeps filling the list.
  useEffect(() => {
    if (inView && !loading && !failed) latest.current();
  }, [inView, loading, failed]);

  return (
    <Button
      ref={setElement}
      variant="default"
      size="sm"
      fullWidth
      loading={loading}
      onClick={onMore}
      data-testid="load-more"
    >
      {label}
    </Button>
  );
}
