import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_ANSWER_MAX, ReviewAnswerBodySchema } from '@schemas/reviews';
import { notify } from '@web/lib/notify';
import { useAnswerReview } from '../api/reviews';
import { REVIEW_UI as M } from '../review-messages';

const answerResolver = zodResolver(ReviewAnswerBodySchema);

/** The company's one public answer under the customer's review. */
export function ReviewAnswerForm({ quoteId }: { quoteId: string }) {
  const answer = useAnswerReview(quoteId);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ text: string }>({ defaultValues: { text: '' }, resolver: answerResolver });
  const length = watch('text').trim().length;
  const submit = handleSubmit(({ text }) =>
    answer.mutate(text, {
      onSuccess: () => notify.success(M.answered),
      onError: (error) => notify.failure(M.answerFailed, error),
    }),
  );
  return (
    <form noValidate aria-label={M.answerTitle} onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Textarea
          label={M.answerLabel}
          description={`${M.answerHint} · ${M.answerCounter(length)}`}
          autosize
          minRows={3}
          maxLength={REVIEW_ANSWER_MAX}
          error={errors.text?.message}
          {...register('text')}
        />
        <Button type="submit" loading={answer.isPending} style={{ alignSelf: 'flex-start' }}>
          {M.sendAnswer}
        </Button>
      </Stack>
    </form>
  );
}
