import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminMovingCompany } from '@schemas/admin';
import { paths } from '@web/config/paths';
import { SidePanel } from './dashboard-sections';
import { InviteUserForm } from './invite-user-form';
import { VettingPanel } from './vetting-panel';

/** Beside the company form: its vetting, its subscription and inviting its people. */
export function CompanySidePanels({ selected }: { selected: AdminMovingCompany | null }) {
  return (
    <Stack gap="lg">
      <SidePanel id="vetting-title" title="Vetting">
        {selected ? (
          <VettingPanel key={selected.id} company={selected} />
        ) : (
          <Text size="sm" c="gray.7">
            Select a company to record its vetting and verify it.
          </Text>
        )}
      </SidePanel>
      <SidePanel id="stripe-title" title="Subscription">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="gray.7">
            Choose a plan and add a payment method for the selected company.
          </Text>
          {selected ? (
            <Button
              component={Link}
              to={`${paths.addStripe}?movingCompanyId=${encodeURIComponent(selected.id)}`}
              variant="light"
            >
              Connect to Stripe
            </Button>
          ) : (
            <Button disabled variant="light">
              Connect to Stripe
            </Button>
          )}
        </Stack>
      </SidePanel>
      <SidePanel id="invite-title" title="Invite a user">
        <InviteUserForm company={selected ? { id: selected.id, name: selected.name } : null} />
      </SidePanel>
    </Stack>
  );
}
