import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { LoadingState } from '@web/components/loading-state';
import { failureText } from '@web/lib/notify';

interface AdminListFrameProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined };
  text: { intro: string; loading: string; loadFailed: string; none: string };
  emptyTestId: string;
  children: (rows: T[]) => ReactNode;
}

/** An admin dashboard list: its loading state, its failure, the intro line, and the empty line or the rows. */
export function AdminListFrame<T>({ query, text, emptyTestId, children }: AdminListFrameProps<T>) {
  if (query.isPending) return <LoadingState label={text.loading} />;
  if (query.isError || !query.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {failureText(text.loadFailed, query.error)}
      </Alert>
    );
  }
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm">
        {text.intro}
      </Text>
      {query.data.length === 0 ? <Text data-testid={emptyTestId}>{text.none}</Text> : children(query.data)}
    </>
  );
}
