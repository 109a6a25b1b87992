import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useMarkMoveRequestInvalid } from '../api/invalid-move-request';
import { firstError } from '../model/first-error';
import {
  EMPTY_INVALID_MOVE_REQUEST,
  invalidMoveRequestResolver,
  markedInvalidText,
  type InvalidMoveRequestFormValues,
} from '../model/invalid-move-request-form';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

/**
 * A move request a company reported as fake or unworkable: the admin marks it invalid (once),
 * it leaves every company's leads and the tokens spent on it come back (fair tokens).
 */
export function InvalidMoveRequestForm() {
  const mark = useMarkMoveRequestInvalid();
  const outcome = useOutcomeLine();
  const { register, handleSubmit, reset } = useForm<InvalidMoveRequestFormValues>({
    resolver: invalidMoveRequestResolver,
    defaultValues: EMPTY_INVALID_MOVE_REQUEST,
  });

  const onValid = (values: InvalidMoveRequestFormValues) =>
    mark.mutate(values, {
      onSuccess: (result) => {
        outcome.show('success', markedInvalidText(result.tokens_refunded));
        reset(EMPTY_INVALID_MOVE_REQUEST);
      },
      onError: (error) => outcome.fail('Failed to mark the move request invalid', error),
    });

  return (
    <form
      onSubmit={handleSubmit(onValid, (errors) => outcome.show('error', firstError(errors) ?? ''))}
      noValidate
      aria-label="Mark a move request invalid"
    >
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          For a request a company reported as fake or unworkable. Companies stop seeing it and every lead token spent on
          it comes back.
        </Text>
        <TextInput label="Move request id" autoComplete="off" withAsterisk {...register('id')} />
        <Textarea label="Reason" autosize minRows={2} withAsterisk {...register('reason')} />
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
