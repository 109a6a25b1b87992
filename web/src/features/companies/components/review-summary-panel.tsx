import { Box, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReviewSummary } from '@schemas/reviews';
import { REVIEW_SECTION_MESSAGES as M } from '../messages';
import { aspectRows, distributionRows, reviewCountText, starGlyphs } from '../model/review-display';
import classes from './company-reviews.module.css';

/**
 * The company's average and count, one bar per star and the four ratings. Every figure is
 * written out: the bars only draw what the words beside them say.
 */
export function ReviewSummaryPanel({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0 || summary.average === null) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid="review-summary">
      <Stack gap={2}>
        <Text fz={40} fw={800} lh={1}>
          {summary.average.toFixed(1)}
          <Text span fz="md" fw={600} c="gray.7">
            {' '}
            out of 5
          </Text>
        </Text>
        <Text c="brand.8" fz="lg" aria-hidden="true">
          {starGlyphs(Math.round(summary.average))}
        </Text>
        <Text size="sm" c="gray.7">
          {reviewCountText(summary.count)}
        </Text>
      </Stack>
      <Stack component="ul" gap={4} m={0} p={0} className={classes.plainList} aria-label="Reviews by star">
        {distributionRows(summary).map((row) => (
          <Group component="li" key={row.stars} gap="xs" wrap="nowrap">
            <Text size="sm" w={52} aria-hidden="true">
              {row.stars} {row.stars === 1 ? 'star' : 'stars'}
            </Text>
            <Box className={classes.bar} aria-hidden="true">
              <Box className={classes.barFill} style={{ width: `${row.percent}%` }} />
            </Box>
            <Text size="sm" w={36} ta="right" aria-hidden="true">
              {row.count}
            </Text>
            <VisuallyHidden>{row.text}</VisuallyHidden>
          </Group>
        ))}
      </Stack>
      <dl className={classes.aspects} aria-label="Ratings in detail">
        {aspectRows(summary).map((row) => (
          <div key={row.aspect} className={classes.aspect}>
            <Text component="dt" size="sm">
              {row.label}
            </Text>
            <Text component="dd" size="sm" fw={700} m={0}>
              {row.average === null ? M.notRatedYet : `${row.average.toFixed(1)} of 5`}
            </Text>
          </div>
        ))}
      </dl>
    </SimpleGrid>
  );
}
