import { useRef } from 'react';
import { Button, Group, Text } from '@mantine/core';

/**
 * Where each page of a cursor-paged list starts, by page number, as pages are visited (page 1
 * needs none). Forgotten when the list changes (a new search).
 */
export function usePageCursors(list: string) {
  const known = useRef<{ list: string; starts: Map<number, string> }>({ list, starts: new Map() });
  if (known.current.list !== list) known.current = { list, starts: new Map() };
  const { starts } = known.current;
  return {
    startOf: (page: number) => starts.get(page),
    remember: (page: number, cursor: string | null | undefined) => {
      if (cursor) starts.set(page, cursor);
    },
  };
}

interface PageStepperProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / Next with "Page n of N": one step at a time, so every page is reached from its cursor. */
export function PageStepper({ page, pages, onPage }: PageStepperProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
      >
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button
        size="xs"
        variant="default"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
      >
        Next
      </Button>
    </Group>
  );
}
