import { Button, Group, Stack } from '@mantine/core';
import type { AdminMovingCompany } from '@schemas/admin';
import { CompanyImageFields } from '@web/components/company/company-image-fields';
import { ServiceAreaFields } from '@web/components/company/service-area-fields';
import { ADMIN_COMPANY_LABELS as LABELS } from '../model/company-form';
import { useCompanyForm } from '../model/use-company-form';
import { CompanyContactFields, CompanyTextFields } from './company-form-fields';
import { TimedMessageAlert } from './timed-message-alert';
import type { OutcomeLineState } from './use-outcome-line';

interface CompanyFormProps {
  /** The company being edited, or null in add mode. */
  company: AdminMovingCompany | null;
  /** A new company was added: the dashboard selects it (edit mode). */
  onCreated: (company: { id: string }) => void;
  /** The outcome line, kept by the workspace so it survives the switch to edit mode. */
  outcome: OutcomeLineState;
}

/**
 * 'Add or edit a moving company' (spec sections 2 and 4): add mode ('Add to platform', POST
 * /moving-company) or edit mode ('Save updates', PATCH /moving-company/{id}). Mount it with
 * `key={company?.id}` so switching companies starts from that company's values.
 */
export function CompanyForm({ company, onCreated, outcome }: CompanyFormProps) {
  const { form, submit, saving } = useCompanyForm(company, onCreated, outcome);
  return (
    <form onSubmit={submit} noValidate aria-label={company ? `Edit ${company.name}` : 'Add a moving company'}>
      <Stack gap="md">
        <CompanyContactFields form={form} />
        <ServiceAreaFields control={form.control} errors={form.formState.errors} />
        <CompanyTextFields form={form} />
        <CompanyImageFields control={form.control} errors={form.formState.errors} labels={LABELS} required={false} />
        <TimedMessageAlert message={outcome.message} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {company ? 'Save updates' : 'Add to platform'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
