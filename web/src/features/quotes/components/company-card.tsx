import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { CompanyHeading } from './company-heading';
import classes from './company-card.module.css';

interface CompanyCardProps {
  /** Unique per card: names the article by its company heading. */
  id: string;
  company: PublicMovingCompany | null;
  companyId: string;
  companyName: string;
  /** Top-right corner: the status chip or the bookmark toggle. */
  corner: ReactNode;
  testId: string;
  children: ReactNode;
}

/** The frame of the dashboard's cards (saved companies and quotes): company heading, corner, body. */
export function CompanyCard({ id, company, companyId, companyName, corner, testId, children }: CompanyCardProps) {
  const labelId = `${id}-company`;
  return (
    <Paper
      component="article"
      aria-labelledby={labelId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={testId}
    >
      <Stack gap="md">
        <div className={classes.top}>
          <div id={labelId} className={classes.heading}>
            <CompanyHeading company={company} fallbackName={companyName} companyId={companyId} />
          </div>
          <div className={classes.corner}>{corner}</div>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
