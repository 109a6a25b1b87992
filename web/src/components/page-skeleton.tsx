import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * The grey outline of a page (a heading and a few cards) while it gets ready, shown inside
 * the shell so the navigation stays in view; `label` is announced to screen readers.
 */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <Container size="lg" py="xl" role="status" aria-live="polite" data-testid="page-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={32} width="min(320px, 70%)" radius="sm" />
        <Skeleton height={16} width="min(520px, 90%)" radius="sm" />
        <Skeleton height={120} radius="md" mt="sm" />
        <Skeleton height={120} radius="md" />
      </Stack>
    </Container>
  );
}
