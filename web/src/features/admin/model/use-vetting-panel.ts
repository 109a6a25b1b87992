import { useForm } from 'react-hook-form';
import type { AdminMovingCompany } from '@schemas/admin';
import { usePutVetting, useSetVerification } from '../api/admin-companies';
import { useOutcomeLine } from '../components/use-outcome-line';
import { ADMIN_TEXT } from '../messages';
import { toVettingBody, toVettingFormValues, vettingFormResolver, type VettingFormValues } from './vetting-form';

/**
 * The vetting panel's state and actions: the record form (PUT .../vetting, reset to what was
 * saved) and Verify / Unverify (PUT .../verification), both reporting on one outcome line.
 */
export function useVettingPanel(company: AdminMovingCompany) {
  const saveRecord = usePutVetting(company.id);
  const verification = useSetVerification(company.id);
  const outcome = useOutcomeLine();
  const form = useForm<VettingFormValues>({
    resolver: vettingFormResolver,
    defaultValues: toVettingFormValues(company.vetting, company.dot_number),
    mode: 'onTouched',
  });

  const save = form.handleSubmit((values) =>
    saveRecord.mutate(toVettingBody(values), {
      onSuccess: (saved) => {
        form.reset(toVettingFormValues(saved.vetting, saved.dot_number));
        outcome.show('success', ADMIN_TEXT.vettingSaved);
      },
      onError: (error) => outcome.fail(ADMIN_TEXT.vettingFailed, error),
    }),
  );

  const setVerified = (verified: boolean) =>
    verification.mutate(verified, {
      onSuccess: () => outcome.show('success', verified ? ADMIN_TEXT.verified : ADMIN_TEXT.unverified),
      onError: (error) => outcome.fail(ADMIN_TEXT.verificationFailed, error),
    });

  return {
    form,
    save,
    saving: saveRecord.isPending,
    setVerified,
    verifying: verification.isPending,
    outcome: outcome.message,
  };
}
