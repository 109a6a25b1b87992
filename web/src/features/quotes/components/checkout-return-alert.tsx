import { Alert, CloseButton, Group, Loader, Text } from '@mantine/core';

/**
 * How /quotes says what became of a checkout the customer came back from: a waiting line while
 * it is confirmed, then the outcome, which they may dismiss.
 */
export function CheckoutReturnAlert({
  testId,
  text,
  color,
  onClose,
}: {
  testId: string;
  text: string;
  /** Null while it is still being confirmed (no dismiss then). */
  color: 'green' | 'yellow' | 'blue' | 'red' | null;
  onClose: () => void;
}) {
  if (color === null)
    return (
      <Alert color="blue" variant="light" role="status" icon={<Loader size="xs" />} data-testid={testId}>
        {text}
      </Alert>
    );
  return (
    <Alert color={color} variant="light" role="status" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <CloseButton aria-label="Dismiss" onClick={onClose} />
      </Group>
    </Alert>
  );
}
