import { Stack } from '@mantine/core';
import type { AdminMovingCompany } from '@schemas/admin';
import { useVettingPanel } from '../model/use-vetting-panel';
import { VettingRecordForm } from './vetting-record-form';
import { VerificationBar, verifyBlockedReason, VettingSummary } from './vetting-status';

/**
 * The selected company's vetting (docs/admin.md): the record form (PUT .../vetting), who
 * vetted and when, whether it meets the bar, and Verify / Unverify (PUT .../verification;
 * a 409 says why not). Mount with `key={company.id}`.
 */
export function VettingPanel({ company }: { company: AdminMovingCompany }) {
  const panel = useVettingPanel(company);
  return (
    <Stack gap="md">
      <VerificationBar
        verified={company.is_verified}
        blockedReason={verifyBlockedReason(company.vetting)}
        verifying={panel.verifying}
        onVerify={panel.setVerified}
      />
      <VettingSummary record={company.vetting} />
      <VettingRecordForm form={panel.form} onSubmit={panel.save} saving={panel.saving} outcome={panel.outcome} />
    </Stack>
  );
}
