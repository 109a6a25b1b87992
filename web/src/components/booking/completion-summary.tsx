import { formatInstantDay } from '@schemas/date-text';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { extraGoodsCubicFeet, type CompletionView, type ExtraGoodsItem } from '@schemas/booking-completion-view';
import { formatDollars } from '@schemas/money';
import { PhotoGrid } from '../photo-grid';

/** The summary's words (the booking page and the admin's queue show it). */
const M = {
  finalPriceLabel: 'Final price',
  agreedTotal: (total: number) => `Agreed total: ${formatDollars(total)}`,
  stageCompleted: 'Completed',
  autoConfirmed: 'Counted as confirmed: no answer within 7 days.',
  confirmedOn: (day: string) => `Confirmed on ${day}.`,
  underReview: 'Disputed: MoveMatch is reviewing both sides’ records.',
  resolved: (resolution: NonNullable<CompletionView['resolution']>, finalPrice: number) =>
    resolution.outcome === 'company_price'
      ? `Resolved by MoveMatch at the company’s price: ${resolution.note}`
      : `Resolved by MoveMatch at ${formatDollars(finalPrice)} (the company’s final price was ${formatDollars(resolution.company_price)}): ${resolution.note}`,
  waitingForCustomer: (deadline: string) => `Waiting for the customer to confirm, until ${deadline}.`,
} as const;

/** 'Nov 30, 2026' in the Carolinas' time zone. */
export const formatDeadline = (iso: string) => formatInstantDay(iso, 'America/New_York');

const signed = (amount: number) => (amount > 0 ? `+${formatDollars(amount)}` : `−${formatDollars(-amount)}`);

/** '2 × Treadmill (30 cu ft each), 1 × Kayak (15 cu ft each): 75 cu ft added'. */
const extraGoodsText = (items: readonly ExtraGoodsItem[]) =>
  `${items.map((item) => `${item.quantity} × ${item.name} (${item.cubic_feet} cu ft each)`).join(', ')}: ${extraGoodsCubicFeet(items)} cu ft added`;

/** The final price as the company stated it, its adjustments, and where the customer's answer stands. */
export function CompletionSummary({
  completion,
  agreedTotal,
  answering = false,
}: {
  completion: CompletionView;
  agreedTotal: number;
  /** The customer's own view while they may answer: the answer form says the deadline instead. */
  answering?: boolean;
}) {
  return (
    <Stack gap="sm" data-testid="completion-summary">
      <Group gap="sm" align="baseline" wrap="wrap">
        <Text fw={700} size="xl">
          {M.finalPriceLabel}: {formatDollars(completion.final_price)}
        </Text>
        <Text c="gray.7">{M.agreedTotal(agreedTotal)}</Text>
      </Group>
      {completion.adjustments.length > 0 && (
        <List spacing={4} aria-label="Adjustments">
          {completion.adjustments.map((adjustment, index) => (
            <List.Item key={index}>
              <Text span fw={600}>
                {adjustment.line} {signed(adjustment.amount)}
              </Text>
              : {adjustment.reason}
              {adjustment.items && adjustment.items.length > 0 && (
                <Text size="sm" c="gray.7" data-testid="extra-goods">
                  {extraGoodsText(adjustment.items)}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {!answering && <AnswerState completion={completion} />}
      {completion.dispute && (
        <Stack gap="xs">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>“{completion.dispute.reason}”</Text>
          <PhotoGrid photos={completion.dispute.photos} label="Dispute photo" />
        </Stack>
      )}
    </Stack>
  );
}

function AnswerState({ completion }: { completion: CompletionView }) {
  if (completion.resolution)
    return (
      <StateLine
        color="green"
        label={M.stageCompleted}
        text={M.resolved(completion.resolution, completion.final_price)}
      />
    );
  if (completion.dispute) return <StateLine color="orange" label="Disputed" text={M.underReview} />;
  if (completion.auto_confirmed) return <StateLine color="green" label={M.stageCompleted} text={M.autoConfirmed} />;
  if (completion.confirmed_at)
    return (
      <StateLine color="green" label={M.stageCompleted} text={M.confirmedOn(formatDeadline(completion.confirmed_at))} />
    );
  return (
    <StateLine
      color="blue"
      label="Awaiting confirmation"
      text={M.waitingForCustomer(formatDeadline(completion.answer_by))}
    />
  );
}

function StateLine({ color, label, text }: { color: string; label: string; text: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
        {label}
      </Badge>
      <Text size="sm">{text}</Text>
    </Group>
  );
}
