import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { isSubscriptionAlreadyExists, useCreateSubscription } from '../api/create-subscription';
import { PAYMENTS_MESSAGES as M } from '../messages';
import { DEFAULT_PLAN_CHOICE, planChoiceResolver, type PlanChoiceValues } from './plan-choice';

/**
 * The plan choice's state and action: Next opens the provider's checkout for `companyId`; the
 * spec's 'already exists' refusal opens a modal instead of the failure toast.
 */
export function usePlanChoice(companyId: string) {
  const [alreadyExists, setAlreadyExists] = useState(false);
  const create = useCreateSubscription();
  const form = useForm<PlanChoiceValues>({ resolver: planChoiceResolver, defaultValues: DEFAULT_PLAN_CHOICE });

  const submit = form.handleSubmit(({ plan }) =>
    create.mutate(
      { plan, companyId },
      {
        onSuccess: (url) => browserNavigation.assign(url),
        onError: (error) => {
          if (isSubscriptionAlreadyExists(error)) return setAlreadyExists(true);
          console.error('Creating the subscription failed', error);
          notify.failure(M.addFailed, error);
        },
      },
    ),
  );

  return {
    form,
    submit,
    // After success the browser is leaving for the checkout: keep the button busy until it does.
    busy: create.isPending || create.isSuccess,
    alreadyExists,
    closeAlreadyExists: () => setAlreadyExists(false),
  };
}
