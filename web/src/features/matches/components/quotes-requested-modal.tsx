import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

/**
 * After a successful request (spec section 2): what happens next, then on to /quotes. Closing
 * the modal continues too; the page shows the re-route notice and navigates.
 */
export function QuotesRequestedModal({
  opened,
  count,
  onContinue,
}: {
  opened: boolean;
  count: number;
  onContinue: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onContinue} title="Your quote requests are on their way" centered radius="lg">
      <Stack gap="md">
        <Text>We sent your move details to {count === 1 ? '1 moving company' : `${count} moving companies`}.</Text>
        <List spacing="xs">
          <List.Item>Your last name and contact info are not shared with the companies until after you book.</List.Item>
          <List.Item>Quotes arrive within minutes or days. We'll let you know when one comes in.</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onContinue} data-autofocus>
            Go to my quotes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
