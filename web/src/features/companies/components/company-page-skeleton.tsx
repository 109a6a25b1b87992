import { Box, Grid, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import classes from './company-page.module.css';
import imageClasses from '@web/components/company/company-images.module.css';

/** The page's shape while the company loads. */
export function CompanyPageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>Loading the moving company</VisuallyHidden>
      <Box aria-hidden="true">
        <Skeleton className={imageClasses.hero} />
        <Box className={classes.header}>
          <Skeleton circle height={104} />
          <Stack gap="xs" mt="md">
            <Skeleton height={32} width="min(360px, 80%)" radius="md" />
            <Skeleton height={16} width={200} radius="xl" />
          </Stack>
          <Group gap="sm" mt="md">
            <Skeleton circle height={44} />
            <Skeleton height={44} width={170} radius="xl" />
          </Group>
        </Box>
      </Box>
      <Grid gap="lg" aria-hidden="true">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Skeleton height={22} width="40%" radius="md" />
            <Skeleton height={14} radius="xl" />
            <Skeleton height={14} radius="xl" />
            <Skeleton height={14} width="85%" radius="xl" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={140} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
