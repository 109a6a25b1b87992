import { formatInstantDay } from '@schemas/date-text';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { WaitingInvite } from '@schemas/company-profile';
import { notify } from '@web/lib/notify';
import { useWithdrawInvite } from '../api/company-invites';
import { COMPANY_EDIT_MESSAGES } from '../messages';

const day = (iso: string) => formatInstantDay(iso);

/** The company's colleague invites nobody accepted yet, each with Withdraw (docs/security.md, Invites and names). */
export function WaitingInvites({ companyId, invites }: { companyId: string; invites: WaitingInvite[] }) {
  const withdraw = useWithdrawInvite(companyId);

  const onWithdraw = (inviteId: string) =>
    withdraw.mutate(inviteId, {
      onSuccess: () => notify.success(COMPANY_EDIT_MESSAGES.inviteWithdrawn),
      onError: (error) => notify.failure(COMPANY_EDIT_MESSAGES.withdrawFailed, error, { reasonInstead: true }),
    });

  return (
    <Stack component="section" aria-labelledby="waiting-invites-title" gap="sm">
      <Stack gap={4}>
        <Title order={3} size="h5" id="waiting-invites-title">
          Waiting invites
        </Title>
        <Text size="sm" c="gray.7">
          {COMPANY_EDIT_MESSAGES.waitingInvitesHint}
        </Text>
      </Stack>
      {invites.length === 0 ? (
        <Text size="sm">{COMPANY_EDIT_MESSAGES.noWaitingInvites}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {invites.map((invite) => (
            <Group component="li" key={invite.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>
                  {invite.firstName} {invite.lastName}
                </Text>
                <Text size="sm" c="gray.7">
                  {invite.email} · invited {day(invite.invited_at)} · lapses {day(invite.expires_at)}
                </Text>
              </Stack>
              <Button
                variant="light"
                color="red"
                aria-label={`Withdraw the invite of ${invite.firstName} ${invite.lastName}`}
                loading={withdraw.isPending && withdraw.variables === invite.id}
                onClick={() => onWithdraw(invite.id)}
              >
                Withdraw
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
