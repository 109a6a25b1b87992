import type { ReactNode } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { CompanyHeading } from './company-heading';

interface CompanyCardProps {
  /** Unique per card: names the article by its company heading. */
  id: string;
  company: PublicMovingCompany | null;
  companyId: string;
  companyName: string;
  /** Top-right corner: the status chip or the bookmark toggle. */
  corner: ReactNode;
  testId: string;
  /** Let the corner drop under the heading when the card is narrow (a wide chip on phones). */
  cornerWraps?: boolean;
  children: ReactNode;
}

/** The frame of the dashboard's cards (saved companies and quotes): company heading, corner, body. */
export function CompanyCard({ id, company, companyId, companyName, corner, testId, cornerWraps = false, children }: CompanyCardProps) {
  const labelId = `${id}-company`;
  return (
    <Paper component="article" aria-labelledby={labelId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap={cornerWraps ? 'wrap' : 'nowrap'} gap="sm">
          <div id={labelId}>
            <CompanyHeading company={company} fallbackName={companyName} companyId={companyId} />
          </div>
          <div style={{ flexShrink: 0 }}>{corner}</div>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
