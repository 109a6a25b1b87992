import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { PLAN_TYPES, PlanTypeSchema } from '@schemas/enums';
import { PAYMENTS_MESSAGES as M } from '../messages';
import { PLAN_WORDS } from '../model/plan-choice';
import { usePlanChoice } from '../model/use-plan-choice';
import { AlreadyExistsModal } from './already-exists-modal';

/**
 * The plan choice of /add-stripe (spec section 4, Subscription choice): monthly by default;
 * Next opens the provider's checkout for `companyId` (the caller's, or an admin's pick).
 */
export function PlanChoiceForm({ companyId, forAdmin }: { companyId: string; forAdmin: boolean }) {
  const choice = usePlanChoice(companyId);
  return (
    <>
      <form onSubmit={(event) => void choice.submit(event)} noValidate>
        <Stack gap="lg">
          <Controller
            control={choice.form.control}
            name="plan"
            render={({ field }) => (
              <Radio.Group
                label={M.planLegend}
                value={field.value}
                onChange={(value) => PlanTypeSchema.safeParse(value).success && field.onChange(value)}
                size="md"
              >
                <Stack gap="sm" mt="xs">
                  {PLAN_TYPES.map((type) => (
                    <PlanOption key={type} type={type} chosen={field.value === type} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Text size="sm" c="gray.7">
            {M.checkoutNote}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={choice.busy} w={{ base: '100%', xs: 'auto' }}>
              {M.next}
            </Button>
          </Group>
        </Stack>
      </form>
      <AlreadyExistsModal opened={choice.alreadyExists} forAdmin={forAdmin} onClose={choice.closeAlreadyExists} />
    </>
  );
}

/** One plan: its price line and what it gives, on a card tinted while chosen. */
function PlanOption({ type, chosen }: { type: (typeof PLAN_TYPES)[number]; chosen: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" bg={chosen ? 'brand.0' : undefined}>
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
  );
}
