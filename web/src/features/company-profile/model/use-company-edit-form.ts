import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicMovingCompany } from '@schemas/companies';
import type { MyMovingCompany } from '@schemas/company-profile';
import { notify } from '@web/lib/notify';
import { useUpdateMyMovingCompany } from '../api/my-moving-company';
import { COMPANY_EDIT_MESSAGES } from '../messages';
import {
  companyFormResolver,
  previewCompany,
  toCompanyFormValues,
  toUpdateBody,
  type CompanyFormValues,
} from './company-form';

/**
 * The company editor's state (spec sections 2 and 5): the form, the checked values waiting in
 * the preview with what the public page would show, and the save with its toasts.
 */
export function useCompanyEditForm(company: MyMovingCompany) {
  const update = useUpdateMyMovingCompany(company.id);
  const [pending, setPending] = useState<{ values: CompanyFormValues; preview: PublicMovingCompany } | null>(null);
  const form = useForm<CompanyFormValues>({
    resolver: companyFormResolver,
    defaultValues: toCompanyFormValues(company),
    mode: 'onTouched',
  });

  const save = () => {
    if (!pending) return;
    update.mutate(toUpdateBody(pending.values), {
      onSuccess: (saved) => {
        notify.success(COMPANY_EDIT_MESSAGES.saved);
        form.reset(toCompanyFormValues(saved));
        setPending(null);
      },
      // A server error field, when present, is shown instead (spec section 8).
      onError: (error) => notify.failure(COMPANY_EDIT_MESSAGES.saveFailed, error, { reasonInstead: true }),
    });
  };

  return {
    form,
    preview: pending?.preview ?? null,
    openPreview: form.handleSubmit((values) => setPending({ values, preview: previewCompany(company, values) })),
    closePreview: () => setPending(null),
    save,
    saving: update.isPending,
  };
}
