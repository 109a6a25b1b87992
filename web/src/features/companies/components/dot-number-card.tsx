import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { companyLicensedRegimes, licenceLine } from '@schemas/licences';
import { MOVE_REGIME_SHORT_LABELS } from '@schemas/move-regime';
import { saferSnapshotUrl } from '@schemas/trust-facts';
import { ExternalIcon } from '@web/components/icons';
import { COMPANY_MESSAGES } from '../messages';

/**
 * Facts anyone can check: the USDOT number links to FMCSA's public SAFER snapshot of the
 * company (a new tab), the licence numbers from the vetting record (NCUC, SC Class E, USDOT, MC)
 * and the moves they let the company carry. The insurance (valid until, or expired) is a trust
 * fact in the page's header, as on match cards and in the comparison.
 */
export function DotNumberCard({ company }: { company: Pick<PublicMovingCompany, 'dot_number' | 'vetting'> }) {
  const dotNumber = company.dot_number?.trim();
  // The USDOT number heads the card (its SAFER link): said once.
  const licences = company.vetting ? licenceLine(company.vetting) : '';
  const regimes = companyLicensedRegimes({ vetting_facts: company.vetting, dot_number: dotNumber });
  return (
    <Stack gap={4}>
      {dotNumber ? (
        <Anchor
          href={saferSnapshotUrl(dotNumber)}
          target="_blank"
          rel="noopener noreferrer"
          fw={600}
          data-testid="company-dot-number"
        >
          <Group gap={4} component="span" wrap="nowrap">
            {dotNumber}
            <ExternalIcon size={14} />
            <VisuallyHidden>(FMCSA SAFER company snapshot, opens in a new tab)</VisuallyHidden>
          </Group>
        </Anchor>
      ) : (
        <Text fw={600} c="gray.7" data-testid="company-dot-number">
          {COMPANY_MESSAGES.notAvailable}
        </Text>
      )}
      {licences && (
        <Text size="sm" data-testid="company-licences">
          {licences}
        </Text>
      )}
      {regimes.length > 0 && (
        <Text size="sm" c="gray.7" data-testid="company-licensed-for">
          Licensed for: {regimes.map((regime) => MOVE_REGIME_SHORT_LABELS[regime]).join(' · ')} moves
        </Text>
      )}
    </Stack>
  );
}
