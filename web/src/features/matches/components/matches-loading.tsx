import { SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Placeholder cards while the matches load. */
export function MatchesLoading() {
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>Loading your matches</VisuallyHidden>
      <Skeleton height={20} width={240} radius="xl" aria-hidden="true" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={280} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
