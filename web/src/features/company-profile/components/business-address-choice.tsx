import { Checkbox, Paper, Stack, Title } from '@mantine/core';
import type { MyMovingCompany } from '@schemas/company-profile';
import { notify } from '@web/lib/notify';
import { useUpdateMyMovingCompany } from '../api/my-moving-company';
import { COMPANY_EDIT_MESSAGES } from '../messages';

/**
 * 'Also send to our business address': the company's notification e-mails go to each of its
 * users under their own switches; ticked, the business address gets them too. Saved at once.
 */
export function BusinessAddressChoice({ company }: { company: MyMovingCompany }) {
  const update = useUpdateMyMovingCompany(company.id);
  const checked = update.isPending
    ? Boolean(update.variables?.notify_business_address)
    : company.notify_business_address;
  return (
    <Paper
      component="section"
      aria-labelledby="company-emails-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="company-emails-title">
          Company e-mails
        </Title>
        <Checkbox
          label={COMPANY_EDIT_MESSAGES.businessAddressLabel}
          description={COMPANY_EDIT_MESSAGES.businessAddressHint(company.email)}
          checked={checked}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { notify_business_address: event.currentTarget.checked },
              {
                onSuccess: () => notify.success(COMPANY_EDIT_MESSAGES.businessAddressSaved),
                onError: (error) => notify.failure(COMPANY_EDIT_MESSAGES.saveFailed, error, { reasonInstead: true }),
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
}
