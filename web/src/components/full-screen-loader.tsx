import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Fills the viewport with a spinner while the app or a route is getting ready. */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader size="lg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
