import { useState } from 'react';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { formatDollars } from '@schemas/money';
import { useSetMaxPrice } from '@web/lib/api/concierge';
import { notify } from '@web/lib/notify';

export const MAX_PRICE_TEXT = {
  label: 'Maximum price (USD)',
  description: 'We book only within it, unless you accept a higher price.',
  invalid: 'Enter a whole number of dollars above $0',
  saved: 'Your maximum price is saved',
  failed: 'We could not save your maximum price',
} as const;

/**
 * A concierge customer's maximum price (whole dollars, stored on their move request): on
 * /move-info and in the concierge card. The server checks it too.
 */
export function MaxPriceForm({ current }: { current: number | null }) {
  const save = useSetMaxPrice();
  const [value, setValue] = useState<string | number>(current ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const amount = value === '' ? null : Number(value);
    if (amount !== null && (!Number.isInteger(amount) || amount <= 0)) {
      setError(MAX_PRICE_TEXT.invalid);
      return;
    }
    setError(null);
    save.mutate(amount, {
      onSuccess: () => notify.success(MAX_PRICE_TEXT.saved),
      onError: (failure) => notify.failure(MAX_PRICE_TEXT.failed, failure),
    });
  }

  return (
    <form onSubmit={submit} aria-label="Maximum price" noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={MAX_PRICE_TEXT.label}
          description={MAX_PRICE_TEXT.description}
          value={value}
          onChange={setValue}
          error={error}
          prefix="$"
          thousandSeparator=","
          allowNegative={false}
          hideControls
          w={{ base: '100%', xs: 260 }}
        />
        <Button type="submit" loading={save.isPending}>
          Save maximum
        </Button>
      </Group>
      {current !== null && (
        <Text size="sm" c="gray.7" mt={4} data-testid="max-price-current">
          Your maximum: {formatDollars(current)}
        </Text>
      )}
    </form>
  );
}
