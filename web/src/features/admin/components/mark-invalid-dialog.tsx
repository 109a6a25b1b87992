import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { AdminMoveRequestRow } from '@schemas/admin-queues';
import { formatCalendarRange as moveDatesText } from '@schemas/date-text';
import { AppModal } from '@web/components/app-modal';
import { useMarkMoveRequestInvalid } from '../api/invalid-move-request';
import {
  EMPTY_INVALID_MOVE_REQUEST,
  invalidMoveRequestResolver,
  markedInvalidText,
  type InvalidMoveRequestFormValues,
} from '../model/invalid-move-request-form';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

interface MarkInvalidDialogProps {
  move: AdminMoveRequestRow | null;
  onClose: () => void;
  /** The outcome line for the list, once marked. */
  onMarked: (text: string) => void;
}

/** Asks why, then marks the chosen move request invalid (companies lose it, tokens come back). */
export function MarkInvalidDialog({ move, onClose, onMarked }: MarkInvalidDialogProps) {
  return (
    <AppModal opened={move !== null} onClose={onClose} title="Mark this move request invalid?" size="sm">
      {move && <ReasonForm move={move} onClose={onClose} onMarked={onMarked} />}
    </AppModal>
  );
}

function ReasonForm({ move, onClose, onMarked }: MarkInvalidDialogProps & { move: AdminMoveRequestRow }) {
  const mark = useMarkMoveRequestInvalid();
  const failure = useOutcomeLine();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InvalidMoveRequestFormValues>({
    resolver: invalidMoveRequestResolver,
    defaultValues: EMPTY_INVALID_MOVE_REQUEST,
  });
  const onValid = ({ reason }: InvalidMoveRequestFormValues) =>
    mark.mutate(
      { id: move.id, reason },
      {
        onSuccess: ({ tokens_refunded: refunded }) => {
          onMarked(markedInvalidText(refunded));
          onClose();
        },
        onError: (error) => failure.fail('Failed to mark the move request invalid', error),
      },
    );
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate aria-label="Mark a move request invalid">
      <Stack gap="sm">
        <Text size="sm">
          {move.customer ? `${move.customer.name}'s move` : 'The move'} from {move.from.city}, {move.from.state} to{' '}
          {move.to.city}, {move.to.state} ({moveDatesText(move.start_date, move.end_date)}). Companies stop seeing it
          and every lead token spent on it comes back.
        </Text>
        <Textarea
          label="Reason"
          autosize
          minRows={2}
          withAsterisk
          error={errors.reason?.message}
          {...register('reason')}
        />
        <TimedMessageAlert message={failure.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" color="red.8" loading={mark.isPending}>
            Mark invalid
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
