import { Badge, Group, List, SimpleGrid, Image, Stack, Text } from '@mantine/core';
import { formatInstantDay } from '@schemas/date-text';
import { ITEM_CONDITION_LABELS, type MoveDayStageView } from '@schemas/move-day-record';
import { itemLabel } from '../model/move-day-draft';

/** A stage of the record as it stands: each line with its check and condition, the exceptions and the signature. */
export function MoveDayStageSummary({ stage }: { stage: MoveDayStageView }) {
  if (!stage.started) return <Text size="sm">Not recorded yet.</Text>;
  return (
    <Stack gap="xs" data-testid={`move-day-summary-${stage.stage.toLowerCase()}`}>
      <List size="sm" spacing={4} listStyleType="none">
        {stage.items.map((item, index) => (
          <List.Item key={index}>
            <Group gap="xs" wrap="wrap">
              <Text span size="sm">
                {item.checked ? '✓' : '○'} {itemLabel(item)}
              </Text>
              <Badge variant="light" radius="sm" color={item.condition === 'GOOD' ? 'green' : 'red'}>
                {ITEM_CONDITION_LABELS[item.condition]}
              </Badge>
              {item.note && (
                <Text span size="sm" c="gray.7">
                  {item.note}
                </Text>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {stage.exceptions && (
        <Text size="sm">
          <Text span fw={700}>
            Exceptions:{' '}
          </Text>
          {stage.exceptions}
        </Text>
      )}
      {stage.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {stage.photos.map((photo, index) => (
            <Image
              key={photo.media_id}
              src={photo.url}
              alt={`Move-day photo ${index + 1}`}
              h={80}
              fit="cover"
              radius="sm"
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="sm" fw={600} data-testid="move-day-signature">
        {stage.signed_at ? `Signed by ${stage.signed_name} on ${formatInstantDay(stage.signed_at)}` : 'Not signed yet.'}
      </Text>
    </Stack>
  );
}
