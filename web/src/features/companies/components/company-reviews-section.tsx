import { useState } from 'react';
import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { REVIEW_SORTS, type PublicReview, type ReviewSort } from '@schemas/reviews';
import type { PublicMovingCompany } from '@schemas/companies';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadMore } from '@web/components/load-more';
import { LoadingState } from '@web/components/loading-state';
import { useCompanyReviews } from '../api/company-reviews';
import { REVIEW_SECTION_MESSAGES as M } from '../messages';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewCard } from './review-card';
import { ReviewSummaryPanel } from './review-summary-panel';

const SORT_OPTIONS = REVIEW_SORTS.map((sort) => ({ value: sort, label: M.sorts[sort] }));

/**
 * The company page's Reviews: the summary (from the company item, so it shows at once), then the
 * reviews 10 at a time in the chosen order, each with a Report button for anyone but its author.
 */
export function CompanyReviewsSection({ company }: { company: PublicMovingCompany }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [reporting, setReporting] = useState<PublicReview | null>(null);
  const reviews = useCompanyReviews(company.id, sort);
  const pages = reviews.data?.pages ?? [];
  const summary = pages[0]?.summary ?? company.reviews;
  const items = pages.flatMap((page) => page.reviews);
  const hasAny = summary.count > 0 || items.length > 0;

  return (
    <Paper component="section" aria-labelledby="company-reviews" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h4" id="company-reviews">
            {M.title}
          </Title>
          {hasAny && (
            <NativeSelect
              label={M.sortLabel}
              value={sort}
              onChange={(event) => setSort(event.currentTarget.value as ReviewSort)}
              data={SORT_OPTIONS}
              w={{ base: '100%', xs: 220 }}
            />
          )}
        </Group>
        <ReviewSummaryPanel summary={summary} />
        {reviews.isPending ? (
          <LoadingState label={M.loading} />
        ) : reviews.isError && !reviews.isFetchNextPageError ? (
          <LoadErrorAlert
            title={M.loadFailed}
            error={reviews.error}
            retrying={reviews.isFetching}
            onRetry={() => void reviews.refetch()}
          />
        ) : items.length === 0 ? (
          <Stack gap={2} data-testid="reviews-empty">
            <Text fw={700}>{M.empty}</Text>
            <Text size="sm" c="gray.7">
              {M.emptyDetail}
            </Text>
          </Stack>
        ) : (
          <Stack gap="md">
            {items.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                companyName={company.name}
                onReport={review.mine || review.hidden_text ? undefined : setReporting}
              />
            ))}
            {reviews.hasNextPage && (
              <LoadMore
                label={M.more}
                loading={reviews.isFetchingNextPage}
                failed={reviews.isFetchNextPageError}
                onMore={() => void reviews.fetchNextPage()}
              />
            )}
          </Stack>
        )}
      </Stack>
      <ReportReviewDialog review={reporting} onClose={() => setReporting(null)} />
    </Paper>
  );
}
