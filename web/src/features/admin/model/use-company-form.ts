import { useForm } from 'react-hook-form';
import type { AdminMovingCompany } from '@schemas/admin';
import { useCreateCompany, useUpdateCompany } from '../api/admin-companies';
import type { OutcomeLineState } from '../components/use-outcome-line';
import { ADMIN_TEXT } from '../messages';
import {
  adminCompanyFormResolver,
  EMPTY_COMPANY_FORM,
  toAdminCompanyFormValues,
  toCompanyBody,
  type AdminCompanyFormValues,
} from './company-form';

/**
 * The admin's company form: in edit mode a save PATCHes the company; in add mode it POSTs a
 * new one, empties the form and hands the new company to `onCreated`. An invalid form says so
 * on the outcome line, which the caller owns: 'created' must outlive this form, which is
 * remounted in edit mode on the new company.
 */
export function useCompanyForm(
  company: AdminMovingCompany | null,
  onCreated: (company: { id: string }) => void,
  outcome: OutcomeLineState,
) {
  const create = useCreateCompany();
  const update = useUpdateCompany(company?.id ?? '');
  const form = useForm<AdminCompanyFormValues>({
    resolver: adminCompanyFormResolver,
    defaultValues: company ? toAdminCompanyFormValues(company) : EMPTY_COMPANY_FORM,
    mode: 'onTouched',
  });

  const onValid = (values: AdminCompanyFormValues) => {
    const body = toCompanyBody(values);
    if (company) {
      update.mutate(body, {
        onSuccess: () => outcome.show('success', ADMIN_TEXT.companyUpdated),
        onError: (error) => outcome.fail(ADMIN_TEXT.saveCompanyFailed, error),
      });
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          outcome.show('success', ADMIN_TEXT.companyCreated);
          form.reset(EMPTY_COMPANY_FORM);
          onCreated(created);
        },
        onError: (error) => outcome.fail(ADMIN_TEXT.saveCompanyFailed, error),
      });
    }
  };

  return {
    form,
    submit: form.handleSubmit(onValid, () => outcome.show('error', ADMIN_TEXT.formInvalid)),
    saving: create.isPending || update.isPending,
  };
}
