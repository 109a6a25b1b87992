import { Button, Menu, Text } from '@mantine/core';
import { QUICK_RESPONSE_NOTICE, QUICK_RESPONSES } from '@schemas/messaging';
import { MESSAGES_PAGE } from '../messages';

const QUICK_RESPONSE_LABELS: Record<keyof typeof QUICK_RESPONSES, string> = {
  scheduling: 'Decline: scheduling constraints',
  serviceArea: 'Decline: outside our service area',
};

/** Quick Response (pay-per-lead companies, spec section 2): the two fixed declines, with the notice. */
export function QuickResponseMenu({ disabled, onPick }: { disabled: boolean; onPick: (text: string) => void }) {
  return (
    <Menu position="top-start" width={320} withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" mt={6} disabled={disabled}>
          {MESSAGES_PAGE.quickResponse}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="green.8" data-testid="quick-response-notice">
            {QUICK_RESPONSE_NOTICE}
          </Text>
        </Menu.Label>
        {(Object.keys(QUICK_RESPONSES) as Array<keyof typeof QUICK_RESPONSES>).map((key) => (
          <Menu.Item key={key} onClick={() => onPick(QUICK_RESPONSES[key])}>
            {QUICK_RESPONSE_LABELS[key]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
