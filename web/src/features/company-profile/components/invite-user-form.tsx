import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InviteCompanyUserBodySchema, type InviteCompanyUserBody } from '@schemas/company-profile';
import { NameFields } from '@web/components/form/name-fields';
import { notify } from '@web/lib/notify';
import { useInviteCompanyUser } from '../api/invite-user';
import { COMPANY_EDIT_MESSAGES } from '../messages';

const EMPTY = { firstName: '', lastName: '', email: '' };

/** Invite a colleague (spec section 2): first name, last name, a valid e-mail. */
export function InviteUserForm({ companyId }: { companyId: string }) {
  const invite = useInviteCompanyUser(companyId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteCompanyUserBody>({
    resolver: zodResolver(InviteCompanyUserBodySchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = (body: InviteCompanyUserBody) =>
    invite.mutate(body, {
      onSuccess: () => {
        notify.success(COMPANY_EDIT_MESSAGES.invited);
        reset(EMPTY);
      },
      // A server error field, when present, is shown instead (spec section 8).
      onError: (error) => notify.failure(COMPANY_EDIT_MESSAGES.inviteFailed, error, { reasonInstead: true }),
    });

  return (
    <Paper component="section" aria-labelledby="invite-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="invite-title">
              Invite a colleague
            </Title>
            <Text size="sm" c="gray.7">
              They get an e-mail with a temporary password and choose their own when they first sign in.
            </Text>
          </Stack>
          <NameFields register={register} errors={errors} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Send invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
