import { Alert } from '@mantine/core';

/** An error or notice above a form, announced to screen readers when it appears. */
export function FormAlert({
  message,
  tone = 'error',
  title,
}: {
  message: string | null;
  tone?: 'error' | 'success' | 'info';
  title?: string;
}) {
  if (!message) return null;
  const color = { error: 'red', success: 'brand', info: 'blue' }[tone];
  return (
    <Alert
      color={color}
      variant="light"
      title={title}
      role={tone === 'error' ? 'alert' : 'status'}
      styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {message}
    </Alert>
  );
}
