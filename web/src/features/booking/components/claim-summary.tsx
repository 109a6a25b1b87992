import { List, Stack, Text } from '@mantine/core';
import {
  ARBITRATION_MAX_CLAIM,
  CLAIM_DECISION_LABELS,
  CLAIM_STATUS_LABELS,
  type ClaimItem,
  type ClaimView,
} from '@schemas/claims';
import { formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import { PhotoGrid } from '@web/components/photo-grid';

/** 'Dining table (inventory, Dining room) · 120 lb · $450 claimed · at most $72 under released value'. */
function claimItemText(item: ClaimItem, released: boolean): string {
  const listed = item.inventory_line ? `${item.name} (inventory, ${item.inventory_line.room})` : item.name;
  const parts = [listed, item.weight_lb ? `${item.weight_lb} lb` : null, `${formatDollars(item.amount)} claimed`];
  if (released)
    parts.push(
      item.released_value_limit === null
        ? 'no weight given for released value'
        : `at most ${formatDollars(item.released_value_limit)} under released value`,
    );
  return parts.filter(Boolean).join(' · ');
}

/** A filed claim as both sides read it: where it stands, the items, the clocks and the decision. */
export function ClaimSummary({ claim }: { claim: ClaimView }) {
  return (
    <Stack gap="sm">
      <Text fw={700} data-testid="claim-status">
        {CLAIM_STATUS_LABELS[claim.status]}
      </Text>
      <Text size="sm">
        Filed {formatInstantDay(claim.filed_at)}: {claim.description}
      </Text>
      <List size="sm" spacing={2} aria-label="Claimed items" data-testid="claim-items">
        {claim.items.map((item, index) => (
          <List.Item key={index}>{claimItemText(item, claim.valuation === 'RELEASED')}</List.Item>
        ))}
      </List>
      <PhotoGrid photos={claim.photos} label="Claim photo" testId="claim-photos" />
      <Text size="sm">Total claimed: {formatDollars(claim.total_claimed)}</Text>
      {claim.released_value_total !== null && (
        <Text size="sm" data-testid="claim-released-total">
          Under released value (60 cents per pound per article) the mover pays at most{' '}
          {formatDollars(claim.released_value_total)}.
        </Text>
      )}
      <List size="sm" spacing={2}>
        <List.Item>
          Acknowledged{' '}
          {claim.acknowledged_at
            ? `on ${formatInstantDay(claim.acknowledged_at)}`
            : `by ${formatInstantDay(claim.acknowledge_by)} at the latest`}
        </List.Item>
        <List.Item>Decided by {formatInstantDay(claim.decide_by)} at the latest</List.Item>
      </List>
      {claim.decision && (
        <Text size="sm" data-testid="claim-decision">
          {CLAIM_DECISION_LABELS[claim.decision.type]}
          {claim.decision.amount !== null ? `: ${formatDollars(claim.decision.amount)}` : ''}
          {claim.decision.reason ? `. ${claim.decision.reason}` : ''} ({formatInstantDay(claim.decision.decided_at)})
        </Text>
      )}
      {claim.arbitration_available && (
        <Text size="sm" c="gray.8" data-testid="claim-arbitration">
          On an interstate move a claim up to {formatDollars(ARBITRATION_MAX_CLAIM)} may go to the mover&apos;s
          arbitration program if you disagree with its decision (49 CFR 375.211): ask the company for it.
        </Text>
      )}
    </Stack>
  );
}
