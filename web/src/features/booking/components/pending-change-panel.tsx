import { Badge, Button, Group, Text } from '@mantine/core';
import { CHANGE_PROPOSAL_MESSAGES, type ChangeProposalView } from '@schemas/booking-changes';
import { notify } from '@web/lib/notify';
import { useAcceptChange, useDeclineChange } from '../api/booking-changes';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSide } from '../model/booking-section';
import { useFirstSight } from '../model/seen-proposals';
import { BookingSectionCard } from './booking-section-card';
import { ChangeComparison } from './change-comparison';
import { InventoryDiffList } from './inventory-diff-list';

/** The company's pending proposal: before and after, the reason, and the customer's Accept / Decline. */
export function PendingChangePanel({
  quoteId,
  proposal,
  side,
  onAccepted,
}: {
  quoteId: string;
  proposal: ChangeProposalView;
  side: BookingSide;
  /** The customer accepted it: the section confirms it on screen once the proposal is gone. */
  onAccepted: (proposal: ChangeProposalView) => void;
}) {
  const accept = useAcceptChange(quoteId);
  const decline = useDeclineChange(quoteId);
  const busy = accept.isPending || decline.isPending;
  const isNew = useFirstSight(proposal.id);
  const badge = side === 'customer' && isNew && (
    <Badge color="red" variant="light" size="sm" data-testid="change-new">
      {M.changeNew}
    </Badge>
  );
  return (
    <BookingSectionCard title={M.changeProposedBy(proposal.proposed_by)} badge={badge} testId="pending-change">
      <Text size="sm">
        <Text span fw={700}>
          {M.changeReason}:{' '}
        </Text>
        {proposal.reason}
      </Text>
      <ChangeComparison before={proposal.before} after={proposal.after} />
      <InventoryDiffList diff={proposal.inventory_diff} />
      {side === 'customer' ? (
        <>
          <Text size="sm">{M.changeCustomerHint}</Text>
          <Group gap="sm">
            <Button
              loading={accept.isPending}
              disabled={busy}
              onClick={() =>
                accept.mutate(undefined, {
                  onSuccess: () => {
                    notify.success(CHANGE_PROPOSAL_MESSAGES.accepted);
                    onAccepted(proposal);
                  },
                  onError: (error) => notify.failure(M.acceptFailed, error),
                })
              }
            >
              {M.accept}
            </Button>
            <Button
              variant="default"
              loading={decline.isPending}
              disabled={busy}
              onClick={() =>
                decline.mutate(undefined, {
                  onSuccess: () => notify.success(CHANGE_PROPOSAL_MESSAGES.declined),
                  onError: (error) => notify.failure(M.declineFailed, error),
                })
              }
            >
              {M.decline}
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm">{M.changeWaiting}</Text>
      )}
    </BookingSectionCard>
  );
}
