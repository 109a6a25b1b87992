import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { PublicReview } from '@schemas/reviews';
import { REVIEW_SECTION_MESSAGES as M } from '../messages';
import { formatReviewDay, ratingWords, reviewMoveLine, starGlyphs } from '../model/review-display';
import classes from './company-reviews.module.css';

interface ReviewCardProps {
  review: PublicReview;
  companyName: string;
  /** Absent: no Report button (the reviewer's own review, or a hidden one). */
  onReport?: (review: PublicReview) => void;
}

/**
 * One review: who, when, the stars in words, the move it was about, the text as text, photos,
 * and the company's answer beneath; a hidden one shows MoveMatch's reason in place of it all.
 */
export function ReviewCard({ review, companyName, onReport }: ReviewCardProps) {
  const titleId = `review-${review.id}`;
  return (
    <Stack component="article" gap="xs" className={classes.review} aria-labelledby={titleId} data-testid="review">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text fw={700} id={titleId}>
            {review.reviewer_name}
          </Text>
          <Text size="sm" c="gray.7">
            {formatReviewDay(review.published_at)}
            {review.edited_at ? ` · ${M.edited}` : ''}
          </Text>
        </Stack>
        {onReport && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={() => onReport(review)}
            aria-label={`${M.report} the review by ${review.reviewer_name}`}
          >
            {M.report}
          </Button>
        )}
      </Group>
      {review.ratings && (
        <Group gap="xs">
          <Text c="brand.8" aria-hidden="true">
            {starGlyphs(review.ratings.overall)}
          </Text>
          <Text size="sm" fw={600}>
            {ratingWords(review.ratings.overall)}
          </Text>
        </Group>
      )}
      <Text size="sm" c="gray.7" data-testid="review-move">
        {reviewMoveLine(review)}
      </Text>
      {review.hidden_text ? (
        <Text fs="italic" c="gray.7" data-testid="review-hidden">
          {review.hidden_text}
        </Text>
      ) : (
        <Text className={classes.text}>{review.text}</Text>
      )}
      {review.photos.length > 0 && (
        <Group gap="xs">
          {review.photos.map((photo, index) => (
            <Anchor key={photo.media_id} href={photo.url} target="_blank" rel="noopener noreferrer">
              <img
                className={classes.photo}
                src={photo.url}
                alt={`Photo ${index + 1} of ${review.photos.length} from ${review.reviewer_name} (opens in a new tab)`}
                loading="lazy"
              />
            </Anchor>
          ))}
        </Group>
      )}
      {review.answer && (
        <Stack gap={2} className={classes.answer} data-testid="review-answer">
          <Text size="sm" fw={700}>
            Response from {companyName}
          </Text>
          <Text size="sm" className={classes.text}>
            {review.answer.text}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
