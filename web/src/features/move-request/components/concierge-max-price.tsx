import { Paper, Stack, Text, Title } from '@mantine/core';
import { MaxPriceForm } from '@web/components/concierge/max-price-form';
import { useMyConcierge } from '@web/lib/api/concierge';
import { useUser } from '@web/lib/api/get-user';

/** /move-info: a concierge customer's maximum price, beside the request it is stored on. */
export function ConciergeMaxPrice() {
  const user = useUser();
  const isConcierge = user.data?.role === 'MOVER' && user.data.is_concierge;
  const desk = useMyConcierge(isConcierge);
  if (!isConcierge || !desk.data?.move_request_id) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="concierge-max-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="concierge-max-title">
          Concierge: your maximum price
        </Title>
        <Text c="gray.8" size="sm">
          We compare quotes for you and recommend the best one within it.
        </Text>
        <MaxPriceForm current={desk.data.max_price} />
      </Stack>
    </Paper>
  );
}
