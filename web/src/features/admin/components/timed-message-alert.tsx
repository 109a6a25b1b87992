import { Alert } from '@mantine/core';
import type { OutcomeLine } from './use-outcome-line';

/** The outcome line of an admin form: green when it worked, red when it failed (read aloud). */
export function TimedMessageAlert({ message }: { message: OutcomeLine | null }) {
  if (!message) return null;
  const failed = message.tone === 'error';
  return (
    <Alert color={failed ? 'red' : 'green'} variant="light" role={failed ? 'alert' : 'status'} py="xs">
      {message.text}
    </Alert>
  );
}
