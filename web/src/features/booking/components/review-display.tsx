import type { ReactNode } from 'react';
import { Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { REVIEW_ASPECT_LABELS, REVIEW_ASPECTS, type OwnReview } from '@schemas/reviews';
import { formatReviewDate, REVIEW_UI as M } from '../review-messages';
import { RatingShown } from './rating-field';

/**
 * A customer's review as written: the ratings, the text (as text), the photos and the company's
 * answer under it. A hidden review shows only 'Hidden by MoveMatch: <reason>' in their place.
 */
export function ReviewDisplay({
  review,
  companyName,
  status,
}: {
  review: OwnReview;
  companyName: string;
  /** The line above the review: when it was published, or what happens next. */
  status?: ReactNode;
}) {
  const ratings = review.hidden_text ? null : review.ratings;
  return (
    <Stack gap="sm" data-testid="review-display">
      {status}
      {!ratings ? (
        <Text fw={600}>{review.hidden_text}</Text>
      ) : (
        <>
          <Stack gap={4} maw={420}>
            <RatingShown label={M.overall} value={ratings.overall} />
            {REVIEW_ASPECTS.map((aspect) => (
              <RatingShown key={aspect} label={REVIEW_ASPECT_LABELS[aspect]} value={ratings[aspect]} />
            ))}
          </Stack>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.text}</Text>
          {review.photos.length > 0 && (
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
              {review.photos.map((photo, index) => (
                <Image
                  key={photo.media_id}
                  src={photo.url}
                  alt={M.photoAlt(index + 1)}
                  radius="sm"
                  h={96}
                  fit="cover"
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      {review.answer && (
        <Paper withBorder radius="sm" p="sm" bg="gray.0" data-testid="review-answer">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {M.responseFrom(companyName)} · {formatReviewDate(review.answer.answered_at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.answer.text}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** When a published review went out. */
export function publishedLine(review: OwnReview) {
  return review.published_at ? M.publishedOn(formatReviewDate(review.published_at)) : null;
}
