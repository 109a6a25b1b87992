import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyMember } from '@schemas/company-profile';
import { COMPANY_EDIT_MESSAGES } from '../messages';

/** The company's members: name ('(you)' for the caller), e-mail and a badge when deactivated. */
export function CompanyMembers({ members }: { members: CompanyMember[] }) {
  return (
    <Stack component="section" aria-labelledby="members-title" gap="sm">
      <Stack gap={4}>
        <Title order={3} size="h5" id="members-title">
          Members
        </Title>
        <Text size="sm" c="gray.7">
          {COMPANY_EDIT_MESSAGES.membersHint}
        </Text>
      </Stack>
      {members.length === 0 ? (
        <Text size="sm">{COMPANY_EDIT_MESSAGES.noMembers}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {members.map((member) => (
            // The e-mail is unique per account, so it keys the row (members carry no id).
            <Stack component="li" key={member.email} gap={0}>
              <Group gap="xs">
                <Text fw={600}>
                  {member.firstName} {member.lastName}
                  {member.you && ' (you)'}
                </Text>
                {member.account_status === 'DISABLED' && (
                  <Badge variant="light" color="gray">
                    {COMPANY_EDIT_MESSAGES.deactivated}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="gray.7">
                {member.email}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
