import { Badge, Button } from '@mantine/core';
import { NOT_INTERESTED_MESSAGES, QUOTE_ORIGIN_LABELS, type QuoteOrigin } from '@schemas/quote-choice';
import { useMarkNotInterested } from '../api/not-interested';

/** 'You asked' or 'Reached out to you' on a quote; nothing when its origin is unknown (an older quote). */
export function QuoteOriginBadge({ origin }: { origin: QuoteOrigin | null | undefined }) {
  if (!origin) return null;
  return (
    <Badge color={origin === 'ASKED' ? 'blue' : 'grape'} variant="light" radius="sm" data-testid="quote-origin">
      {QUOTE_ORIGIN_LABELS[origin]}
    </Badge>
  );
}

/**
 * 'Not interested' on a quote a company sent without being asked: the quote is hidden for good,
 * the company is told and gets its token back (server side).
 */
export function NotInterestedButton({ quoteId, companyName }: { quoteId: string; companyName: string }) {
  const mark = useMarkNotInterested();
  const onClick = () => mark.mutate(quoteId);
  return (
    <Button
      variant="light"
      color="gray"
      onClick={onClick}
      loading={mark.isPending}
      aria-label={`${NOT_INTERESTED_MESSAGES.button}: hide the quote from ${companyName}`}
    >
      {NOT_INTERESTED_MESSAGES.button}
    </Button>
  );
}
