import { Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import type { CurrentUser } from '@web/lib/api/get-user';
import { NOTIFICATION_SETTINGS } from './notification-settings';
import { TurnOffDialog } from './turn-off-dialog';
import { useNotificationSwitches } from './use-notification-switches';

export function NotificationSwitches({ user }: { user: CurrentUser }) {
  const switches = useNotificationSwitches(user);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        {NOTIFICATION_SETTINGS.map((setting) => (
          <Stack key={setting.field} gap={6}>
            <Switch
              size="md"
              label={setting.label}
              description={setting.description}
              checked={switches.valueOf(setting.field)}
              onChange={(event) => switches.request(setting.field, event.currentTarget.checked)}
              aria-busy={switches.isSaving(setting.field)}
              styles={{ label: { fontWeight: 600 }, description: { color: 'var(--mantine-color-gray-7)' } }}
            />
            {/* Lined up under the label; announced politely while the change saves. */}
            <Group gap={6} pl={58} mih={20} aria-live="polite">
              {switches.isSaving(setting.field) && (
                <>
                  <Loader size="xs" aria-hidden="true" />
                  <Text size="sm" c="gray.7">
                    Saving…
                  </Text>
                </>
              )}
            </Group>
          </Stack>
        ))}
      </Stack>
      <TurnOffDialog setting={switches.confirming} onTurnOff={switches.confirmTurnOff} onLeaveOn={switches.leaveOn} />
    </Paper>
  );
}
