import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { DEFAULT_PLAN_TYPE, PLAN_TYPES, type PlanType } from '@schemas/enums';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { isSubscriptionAlreadyExists, useCreateSubscription } from '../api/create-subscription';
import { PAYMENTS_MESSAGES as M } from '../messages';
import { AlreadyExistsModal } from './already-exists-modal';

const PLAN_WORDS: Record<PlanType, { label: string; hint: string }> = {
  flat_rate_monthly_subscription: { label: M.monthlyPlan, hint: M.monthlyHint },
  pay_per_lead_subscription_start: { label: M.payPerLeadPlan, hint: M.payPerLeadHint },
};

function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}

/**
 * The plan choice of /add-stripe (spec section 4, Subscription choice): monthly by default;
 * Next opens the provider's checkout for `companyId` (the caller's, or an admin's pick).
 */
export function PlanChoiceForm({ companyId, forAdmin }: { companyId: string; forAdmin: boolean }) {
  const [plan, setPlan] = useState<PlanType>(DEFAULT_PLAN_TYPE);
  const [exists, setExists] = useState(false);
  const create = useCreateSubscription();

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { plan, companyId },
      {
        onSuccess: (url) => browserNavigation.assign(url),
        onError: (error) => {
          if (isSubscriptionAlreadyExists(error)) return setExists(true);
          console.error('Creating the subscription failed', error);
          notify.failure(M.addFailed, error);
        },
      },
    );
  }

  // After success the browser is leaving for the checkout: keep the button busy until it does.
  const busy = create.isPending || create.isSuccess;
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Radio.Group
            label={M.planLegend}
            value={plan}
            onChange={(value) => isPlanType(value) && setPlan(value)}
            size="md"
          >
            <Stack gap="sm" mt="xs">
              {PLAN_TYPES.map((type) => (
                <Paper key={type} withBorder radius="md" p="md" bg={plan === type ? 'brand.0' : undefined}>
                  <Radio
                    value={type}
                    label={<Text fw={700}>{PLAN_WORDS[type].label}</Text>}
                    description={
                      <Text component="span" size="sm" c="gray.7">
                        {PLAN_WORDS[type].hint}
                      </Text>
                    }
                  />
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="gray.7">
            {M.checkoutNote}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={busy} w={{ base: '100%', xs: 'auto' }}>
              {M.next}
            </Button>
          </Group>
        </Stack>
      </form>
      <AlreadyExistsModal opened={exists} forAdmin={forAdmin} onClose={() => setExists(false)} />
    </>
  );
}
