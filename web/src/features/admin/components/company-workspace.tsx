import { Alert, Grid } from '@mantine/core';
import { LoadingState } from '@web/components/loading-state';
import { ADMIN_TEXT } from '../messages';
import type { SelectedCompany } from '../model/use-selected-company';
import { CompanyForm } from './company-form';
import { CompanySelector } from './company-selector';
import { CompanySidePanels } from './company-side-panels';
import { useOutcomeLine } from './use-outcome-line';

/** 'Add or edit a moving company': the selector, the company form and the panels beside it. */
export function CompanyWorkspace({ companies }: { companies: SelectedCompany }) {
  const { selectedId, selected, select } = companies;
  // The company form's outcome line: 'created' stays while the form turns to edit mode on the new company.
  const outcome = useOutcomeLine();
  const choose = (id: string | null) => {
    outcome.clear();
    select(id);
  };
  return (
    <>
      <CompanySelector selected={selected} selectedId={selectedId} onSelect={choose} />
      {companies.companyFailed && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {ADMIN_TEXT.loadCompanyFailed}
        </Alert>
      )}
      <Grid gap="lg" mt="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {companies.loadingCompany ? (
            <LoadingState label="Loading the company" />
          ) : (
            <CompanyForm
              key={selected?.id ?? 'new'}
              company={selected}
              onCreated={(created) => select(created.id)}
              outcome={outcome}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CompanySidePanels selected={selected} />
        </Grid.Col>
      </Grid>
    </>
  );
}
