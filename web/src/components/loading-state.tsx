import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner in place of content that is loading, announced by `label` to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
