import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useInviteUser } from '../api/admin-users';
import { ADMIN_TEXT } from '../messages';
import { inviteProblem, toInviteBody, type InviteCompany, type InviteFormValues } from '../model/invite';
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
  const [values, setValues] = useState<InviteFormValues>(EMPTY);
  const field = (name: keyof InviteFormValues) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget; // read now: the updater runs after the event is gone
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = inviteProblem(company, values);
    if (problem || !company) return outcome.show('error', problem ?? ADMIN_TEXT.pickCompanyFirst);
    invite.mutate(toInviteBody(company, values, window.location.origin), {
      onSuccess: () => {
        outcome.show('success', ADMIN_TEXT.userInvited);
        setValues(EMPTY);
      },
      onError: (error) => outcome.fail(ADMIN_TEXT.createUserFailed, error),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a user">
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
          <TextInput label="First name" autoComplete="off" withAsterisk {...field('firstName')} />
          <TextInput label="Last name" autoComplete="off" withAsterisk {...field('lastName')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" autoComplete="off" withAsterisk {...field('email')} />
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
