import { Alert, Button, Stack, Text } from '@mantine/core';

interface LoadErrorAlertProps {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** A page's data failed to load: the server's message and 'Try again'. */
export function LoadErrorAlert({ title, error, retrying, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="sm" variant="white" color="red" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
