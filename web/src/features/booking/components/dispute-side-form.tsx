import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DISPUTE_REASON_MAX, DisputeStatementBodySchema, type DisputeStatementBody } from '@schemas/booking-completion';
import { formatDeadline } from '@web/components/booking/completion-summary';
import { notify } from '@web/lib/notify';
import { useStateDisputeSide } from '../api/completion';
import { COMPLETION_UI as M } from '../completion-messages';

/** The company's side of a disputed move, for the admin who decides it; it may be updated until then. */
export function DisputeSideForm({
  quoteId,
  statement,
}: {
  quoteId: string;
  statement: { text: string; at: string } | null;
}) {
  const state = useStateDisputeSide(quoteId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DisputeStatementBody>({
    defaultValues: { statement: statement?.text ?? '' },
    resolver: zodResolver(DisputeStatementBodySchema),
  });
  const submit = handleSubmit((body) =>
    state.mutate(body, {
      onSuccess: () => notify.success(M.sideSent),
      onError: (error) => notify.failure(M.sideFailed, error),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="dispute-side-form">
      <Stack gap="xs">
        <Text fw={600}>{M.sideTitle}</Text>
        <Text size="sm">{statement ? M.sideGiven(formatDeadline(statement.at)) : M.sideIntro}</Text>
        <Textarea
          label={M.sideLabel}
          description={M.sideHint}
          autosize
          minRows={3}
          maxLength={DISPUTE_REASON_MAX}
          error={errors.statement?.message}
          {...register('statement')}
        />
        <Group>
          <Button type="submit" variant="light" loading={state.isPending}>
            {statement ? M.updateSide : M.sendSide}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
