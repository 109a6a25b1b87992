import { Stack } from '@mantine/core';
import { AttentionGroup } from './attention-list';
import { ClaimAttentionList, CLAIM_ATTENTION_TEXT } from './claim-attention-list';
import { DisputeAttentionList, DISPUTE_ATTENTION_TEXT } from './dispute-attention-list';
import { InsuranceAttentionList, INSURANCE_ATTENTION_TEXT } from './insurance-attention-list';
import { LicenceAttentionList, LICENCE_ATTENTION_TEXT } from './licence-attention-list';
import { UnconfirmedArrivalsSection, UNCONFIRMED_ARRIVALS_TEXT } from './unconfirmed-arrivals-section';

export const NEEDS_ATTENTION_TEXT = { title: 'Needs attention' } as const;

/**
 * What an admin should act on now: insurance certificates expired or expiring, NCUC certificates
 * the Commission no longer lists, claims past a date, disputed moves,
 * and moves within 48 hours whose arrival is unconfirmed. Each list loads and fails on its own.
 */
export function NeedsAttentionSection() {
  return (
    <Stack gap="lg">
      <AttentionGroup id="attention-insurance-title" title={INSURANCE_ATTENTION_TEXT.title}>
        <InsuranceAttentionList />
      </AttentionGroup>
      <AttentionGroup id="attention-licences-title" title={LICENCE_ATTENTION_TEXT.title}>
        <LicenceAttentionList />
      </AttentionGroup>
      <AttentionGroup id="attention-claims-title" title={CLAIM_ATTENTION_TEXT.title}>
        <ClaimAttentionList />
      </AttentionGroup>
      <AttentionGroup id="attention-disputes-title" title={DISPUTE_ATTENTION_TEXT.title}>
        <DisputeAttentionList />
      </AttentionGroup>
      <AttentionGroup id="attention-arrivals-title" title={UNCONFIRMED_ARRIVALS_TEXT.title}>
        <UnconfirmedArrivalsSection />
      </AttentionGroup>
    </Stack>
  );
}
