import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { floorText } from '@schemas/floor-text';
import { MOVE_REGIME_LABELS, type MoveRegime } from '@schemas/move-regime';
import type { Location } from '@schemas/move-requests';

function sizeText(location: Location): string {
  const parts = [
    `${location.count_bedrooms} ${location.count_bedrooms === 1 ? 'bedroom' : 'bedrooms'}`,
    location.square_feet !== null ? `${location.square_feet.toLocaleString('en-US')} sq ft` : null,
    floorText(location.unit_level_start),
    `${location.unit_level_count} ${location.unit_level_count === 1 ? 'level' : 'levels'}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** One address of a move with its size and the stairs and elevator flags (lead and booking views). */
export function AddressBlock({ label, location }: { label: string; location: Location }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700} c="gray.7">
        {label}
      </Text>
      <Text>
        {[location.address, location.city].filter(Boolean).join(', ')}, {location.state} {location.zip}
      </Text>
      <Text size="sm" c="gray.7">
        {sizeText(location)}
      </Text>
      <Group gap={6} mt={2}>
        <Badge variant="light" color={location.is_stairs_required ? 'orange' : 'gray'} radius="sm">
          {location.is_stairs_required ? 'Stairs' : 'No stairs'}
        </Badge>
        <Badge variant="light" color={location.is_elevator_required ? 'orange' : 'gray'} radius="sm">
          {location.is_elevator_required ? 'Elevator' : 'No elevator'}
        </Badge>
      </Group>
    </Stack>
  );
}

/** A labelled value in the details modals and the booking page. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700} c="gray.7">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{children}</Text>
    </Stack>
  );
}

/** Which rules the move falls under (interstate, or within one state), from its two addresses. */
export function MoveRegimeDetail({ regime }: { regime: MoveRegime | undefined }) {
  if (!regime) return null;
  return (
    <Stack gap={2} data-testid="move-regime">
      <Text size="sm" fw={700} c="gray.7">
        Rules that apply
      </Text>
      <Text>{MOVE_REGIME_LABELS[regime]}</Text>
    </Stack>
  );
}
