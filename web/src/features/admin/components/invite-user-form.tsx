import type { FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useInviteUser } from '../api/admin-users';
import { ADMIN_TEXT } from '../messages';
import { firstError } from '../model/first-error';
import { inviteFormResolver, toInviteBody, type InviteCompany, type InviteFormValues } from '../model/invite';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

const EMPTY: InviteFormValues = { firstName: '', lastName: '', email: '' };

/**
 * Invite a user of the selected company (spec sections 2, 3 Invite payload, 5 Admin invite):
 * POST /admin/auth/users; the user gets a temporary password by e-mail and sets a new one at
 * the first sign-in.
 */
export function InviteUserForm({ company }: { company: InviteCompany | null }) {
  const invite = useInviteUser();
  const outcome = useOutcomeLine();
  const { register, handleSubmit, reset } = useForm<InviteFormValues>({
    resolver: inviteFormResolver,
    defaultValues: EMPTY,
  });

  const onValid = (values: InviteFormValues) => {
    if (!company) return;
    invite.mutate(toInviteBody(company, values, window.location.origin), {
      onSuccess: () => {
        outcome.show('success', ADMIN_TEXT.userInvited);
        reset(EMPTY);
      },
      onError: (error) => outcome.fail(ADMIN_TEXT.createUserFailed, error),
    });
  };
  const onInvalid = (errors: FieldErrors<InviteFormValues>) => outcome.show('error', firstError(errors) ?? '');

  // Without a company nothing else matters: that refusal comes first and at once (spec section 5).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (company) return handleSubmit(onValid, onInvalid)(event);
    event.preventDefault();
    outcome.show('error', ADMIN_TEXT.pickCompanyFirst);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Invite a user">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {company ? (
            <>
              The user joins <b>{company.name}</b> and receives a temporary password by e-mail.
            </>
          ) : (
            'Select a moving company above to invite one of its people.'
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="off" withAsterisk {...register('firstName')} />
          <TextInput label="Last name" autoComplete="off" withAsterisk {...register('lastName')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" autoComplete="off" withAsterisk {...register('email')} />
        <TimedMessageAlert message={outcome.message} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={invite.isPending}>
            Invite user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
