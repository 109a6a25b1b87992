import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMarkMoveRequestInvalid } from '../api/invalid-move-request';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A move request a company reported as fake or unworkable: the admin marks it invalid (once),
 * it leaves every company's leads and the tokens spent on it come back (fair tokens).
 */
export function InvalidMoveRequestForm() {
  const mark = useMarkMoveRequestInvalid();
  const outcome = useOutcomeLine();
  const [id, setId] = useState('');
  const [reason, setReason] = useState('');

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const moveId = id.trim();
    if (!ID_PATTERN.test(moveId)) return outcome.show('error', 'Please enter the move request id.');
    if (reason.trim().length < 3) return outcome.show('error', 'Please say why this move request is invalid');
    mark.mutate(
      { id: moveId, reason: reason.trim() },
      {
        onSuccess: (result) => {
          const refunded = result.tokens_refunded;
          outcome.show(
            'success',
            refunded > 0
              ? `Marked invalid. ${refunded} lead ${refunded === 1 ? 'token' : 'tokens'} went back to the companies that paid.`
              : 'Marked invalid. No tokens were due back.',
          );
          setId('');
          setReason('');
        },
        onError: (error) => outcome.fail('Failed to mark the move request invalid', error),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Mark a move request invalid">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          For a request a company reported as fake or unworkable. Companies stop seeing it and every lead token spent on it
          comes back.
        </Text>
        <TextInput
          label="Move request id"
          autoComplete="off"
          withAsterisk
          value={id}
          onChange={(event) => setId(event.currentTarget.value)}
        />
        <Textarea
          label="Reason"
          autosize
          minRows={2}
          withAsterisk
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <TimedMessageAlert message={outcome.message} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" color="red" loading={mark.isPending}>
            Mark invalid
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
