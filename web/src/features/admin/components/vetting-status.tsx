import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { AdminMovingCompany } from '@schemas/admin';
import { LIMITS } from '@schemas/constants';
import { ADMIN_TEXT } from '../messages';
import { formatDateTime, formatDay } from '../model/format';

interface VerificationBarProps {
  verified: boolean;
  /** Why Verify is not possible yet (no record, a stale DOT number, below the bar); null: it is. */
  blockedReason: string | null;
  verifying: boolean;
  onVerify: (verified: boolean) => void;
}

/** Why an unverified company cannot be verified yet, in the words the bar uses; null when it can. */
export function verifyBlockedReason(record: AdminMovingCompany['vetting']): string | null {
  if (!record) return 'Record the vetting first.';
  if (record.stale_dot_number) return 'Vet the company’s new DOT number first.';
  if (!record.meets_bar)
    return `Below the bar: at least ${LIMITS.vettingMinHours} hours and a rating of ${LIMITS.vettingMinRating} are needed.`;
  return null;
}

/** 'Verified' or 'Not verified', with Unverify, or Verify (disabled with the reason beside it until the record allows it). */
export function VerificationBar({ verified, blockedReason, verifying, onVerify }: VerificationBarProps) {
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Badge
        size="lg"
        radius="xl"
        variant="light"
        color={verified ? 'brand' : 'gray'}
        data-testid="verification-status"
      >
        {verified ? 'Verified' : 'Not verified'}
      </Badge>
      {verified ? (
        <Button variant="default" onClick={() => onVerify(false)} loading={verifying}>
          Unverify
        </Button>
      ) : (
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {blockedReason && (
            <Text size="sm" c="gray.8" id="verify-blocked" data-testid="verify-blocked">
              {blockedReason}
            </Text>
          )}
          <Button
            onClick={() => onVerify(true)}
            loading={verifying}
            disabled={blockedReason !== null}
            aria-describedby={blockedReason ? 'verify-blocked' : undefined}
          >
            Verify
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** Who vetted the company and when, who last changed its USDOT number, and whether the record meets the bar for verification. */
export function VettingSummary({ record }: { record: AdminMovingCompany['vetting'] }) {
  if (!record) {
    return (
      <Text size="sm" c="gray.7">
        {ADMIN_TEXT.noVettingRecord}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">
        Vetted by <b>{record.vetted_by.name}</b> on {formatDay(record.vetted_on)}; updated{' '}
        {formatDateTime(record.updated_at)}.
      </Text>
      {record.usdot_changed && (
        <Text size="sm" data-testid="usdot-changed">
          USDOT number changed to {record.usdot_number} by <b>{record.usdot_changed.by.name}</b> on{' '}
          {formatDateTime(record.usdot_changed.at)}.
        </Text>
      )}
      {record.stale_dot_number && (
        <Text size="sm" c="red.9" data-testid="vetting-stale">
          Stale: the company’s DOT number is now {record.stale_dot_number}, not the vetted {record.usdot_number}. Vet
          the new number (or correct the company’s) before verifying.
        </Text>
      )}
      {/* teal.9: AA contrast on the panel's tinted background. */}
      <Text size="sm" c={record.meets_bar ? 'teal.9' : 'red.9'} data-testid="vetting-bar">
        {record.meets_bar
          ? 'Meets the bar for verification.'
          : `Below the bar: at least ${LIMITS.vettingMinHours} hours and a rating of ${LIMITS.vettingMinRating} are needed.`}
      </Text>
    </Stack>
  );
}
