import { Badge, Blockquote, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REPORT_REASON_LABELS } from '@schemas/reviews';
import { formatDateTime } from '../model/format';
import { aspectsLine, moveLine, type ReportRow } from '../model/reported-reviews';
import { ReviewDecision } from './review-decision';
import type { OutcomeLineState } from './use-outcome-line';

/** One reported review as a card: the review (ratings, text, company, move), its reports, the decision. */
export function ReportedReviewCard({ row, outcome }: { row: ReportRow; outcome: OutcomeLineState }) {
  const { review } = row;
  const headingId = `reported-review-${review.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md" data-testid="reported-review">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {row.company_name}: review by {review.reviewer_name}
          </Title>
          <Text size="sm" c="gray.7">
            {moveLine(review.move)} · Verified booking
          </Text>
          {review.ratings ? (
            <>
              <Text fw={600}>{review.ratings.overall} of 5 stars overall</Text>
              <Text size="sm">{aspectsLine(review.ratings)}</Text>
            </>
          ) : (
            <Badge color="gray" variant="light" w="fit-content">
              {review.hidden_text}
            </Badge>
          )}
          {review.text !== null && (
            <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.text}
            </Blockquote>
          )}
          {review.answer && (
            <Text size="sm">
              <Text span fw={600}>
                Response from {row.company_name}:
              </Text>{' '}
              {review.answer.text}
            </Text>
          )}
        </Stack>
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>
              {row.open_reports} open {row.open_reports === 1 ? 'report' : 'reports'}
            </Text>
            <Text size="sm" c="gray.7">
              since {formatDateTime(row.first_reported_at)}
            </Text>
          </Group>
          <List spacing="xs" size="sm" aria-label={`Reports of the review of ${row.company_name}`}>
            {row.reports.map((report) => (
              <List.Item key={`${report.reported_at}-${report.reason}`}>
                <Text span fw={500} size="sm">
                  {REPORT_REASON_LABELS[report.reason]}
                </Text>
                {report.note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    “{report.note}”
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
          <ReviewDecision row={row} outcome={outcome} />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
