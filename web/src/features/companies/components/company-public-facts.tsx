import type { ReactNode } from 'react';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { companyClaimsRecordText } from '@schemas/claims';
import { PROTECTED_PAYMENT } from '@schemas/payouts';
import { ExternalIcon, VerifiedIcon } from '@web/components/icons';
import { VettingProcessLink } from '@web/components/vetting-process';
import { splitLines } from '@web/lib/company-display';
import { DotNumberCard } from './dot-number-card';
import classes from './company-page.module.css';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `company-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The side column: verification, the DOT and MC numbers with the insurance notice, and policies and fees. */
export function CompanyPublicFacts({ company }: { company: PublicMovingCompany }) {
  const fees = splitLines(company.fee_list);
  return (
    <Stack gap="lg">
      {company.is_verified && (
        <SideCard title="Verified company">
          <Stack gap="xs" align="flex-start">
            <Badge
              size="lg"
              radius="xl"
              variant="light"
              color="brand"
              leftSection={<VerifiedIcon size={16} />}
              data-testid="verified-badge"
            >
              Verified
            </Badge>
            <Text size="sm" c="gray.7">
              Personally vetted by the MoveMatch team.
            </Text>
            <VettingProcessLink company={company} />
          </Stack>
        </SideCard>
      )}
      {company.protected_payment !== undefined && (
        <SideCard title="Payment">
          {company.protected_payment ? (
            <Stack gap="xs" align="flex-start" data-testid="protected-payment">
              <Badge radius="xl" variant="light" color="teal">
                {PROTECTED_PAYMENT.badge}
              </Badge>
              <Text size="sm" c="gray.7">
                {PROTECTED_PAYMENT.explained}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="gray.7" data-testid="direct-payment">
              {PROTECTED_PAYMENT.direct}
            </Text>
          )}
        </SideCard>
      )}
      <SideCard title="Company DOT Number">
        <DotNumberCard company={company} />
      </SideCard>
      {company.claims_record && (
        <SideCard title="Loss and damage claims">
          <Text size="sm" fw={600} data-testid="company-claims-record">
            {companyClaimsRecordText(company.claims_record)}
          </Text>
          <Text size="sm" c="gray.7">
            From {company.claims_record.claims} claims on {company.claims_record.completed_moves} completed moves booked
            through MoveMatch.
          </Text>
        </SideCard>
      )}
      {(company.policies_link || fees.length > 0) && (
        <SideCard title="Policies and fees">
          <Stack gap="sm">
            {fees.length > 0 && (
              <List size="sm" spacing={4} c="gray.8" className={classes.bullets}>
                {fees.map((line, index) => (
                  <List.Item key={index}>{line}</List.Item>
                ))}
              </List>
            )}
            {company.policies_link && (
              <Anchor href={company.policies_link} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                <Group gap={4} component="span" wrap="nowrap">
                  Company policies
                  <ExternalIcon size={14} />
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </Group>
              </Anchor>
            )}
          </Stack>
        </SideCard>
      )}
    </Stack>
  );
}
