import { useState } from 'react';
import { ActionIcon, Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarRange } from '@schemas/date-text';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { routes } from '@schemas/routes';
import { BackIcon } from '@web/components/icons';
import { LoadingState } from '@web/components/loading-state';
import { apiRequest } from '@web/lib/api-client';
import { companyInitial } from '@web/lib/company-display';
import { queryKeys } from '@web/lib/query-keys';
import type { ConversationSummary } from '@web/lib/messaging/messaging-api';
import { counterpartName, counterpartPlace, type Side } from '../model/conversation-display';
import { MESSAGES_PAGE } from '../messages';
import classes from './messaging.module.css';

interface ConversationHeaderProps {
  conversation: ConversationSummary;
  side: Side;
  /** Mobile: back to the list. */
  onBack?: () => void;
}

/**
 * The right pane's header (spec section 2): the customer sees the company's name, logo and
 * city/state; the company sees the customer, their from-city and the 'Move Request Info' bar.
 */
export function ConversationHeader({ conversation, side, onBack }: ConversationHeaderProps) {
  const name = counterpartName(conversation, side);
  return (
    <>
      <Group className={classes.paneHeader} gap="sm" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" size="lg" aria-label={MESSAGES_PAGE.back} onClick={onBack}>
            <BackIcon size={22} />
          </ActionIcon>
        )}
        <Avatar
          src={side === 'customer' ? conversation.moving_company.logo_image_url : null}
          radius="xl"
          color="brand"
          alt=""
        >
          {companyInitial(name)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate data-testid="pane-name">
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {counterpartPlace(conversation, side)}
          </Text>
        </Stack>
      </Group>
      {side === 'company' && <MoveRequestInfoBar moveRequestId={conversation.move_request_id} />}
    </>
  );
}

function MoveRequestInfoBar({ moveRequestId }: { moveRequestId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Group className={classes.infoBar} justify="space-between">
      <Text size="sm" fw={600}>
        {MESSAGES_PAGE.moveRequestInfo}
      </Text>
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
        {MESSAGES_PAGE.view}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={MESSAGES_PAGE.moveDetailsTitle} centered>
        {open && <MoveRequestDetails id={moveRequestId} />}
      </Modal>
    </Group>
  );
}

/** GET /move-request/{id} in the company view (no last name, contact or street before booking). */
function MoveRequestDetails({ id }: { id: string }) {
  const moveRequest = useQuery({
    queryKey: queryKeys.moveRequest(id),
    queryFn: ({ signal }) => apiRequest(routes.getMoveRequest, { params: { id }, signal }),
  });
  if (moveRequest.isPending) return <LoadingState label="Loading the move request" />;
  if (moveRequest.isError) return <Text c="red">{MESSAGING_MESSAGES.viewMoveRequest}</Text>;
  const move = moveRequest.data;
  const place = (location: typeof move.move_request_from) => `${location.city}, ${location.state}`;
  return (
    <Stack gap="xs" data-testid="move-request-details">
      <Row label="From" value={place(move.move_request_from)} />
      <Row label="To" value={place(move.move_request_to)} />
      <Row label="Dates" value={formatCalendarRange(move.date_range_start, move.date_range_end)} />
      <Row label="Bedrooms" value={String(move.move_request_from.count_bedrooms)} />
      <Row label="Packing" value={move.is_packing_required ? 'Yes' : 'No'} />
      <Row label="Special considerations" value={move.special_considerations?.trim() || 'No special considerations'} />
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" fw={700} w={170} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}
