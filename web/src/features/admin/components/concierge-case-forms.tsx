import { useState } from 'react';
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import type { ConciergeCase } from '@schemas/concierge-desk';
import { CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import { notify } from '@web/lib/notify';
import { useAddConciergeNote, useRecommendQuote } from '../api/concierge-queue';

const BOOKABLE: readonly string[] = CUSTOMER_BOOKABLE_STATUSES;

/** Recommend one quoted quote to the customer, with the reason they will read. */
export function RecommendForm({ item }: { item: ConciergeCase }) {
  const recommend = useRecommendQuote();
  const quoted = item.quotes.filter((q) => q.price !== null && BOOKABLE.includes(q.status));
  const [quoteId, setQuoteId] = useState('');
  const [reason, setReason] = useState('');
  if (quoted.length === 0 || item.recommendation?.status === 'APPROVED') return null;
  return (
    <Stack gap="xs">
      <Radio.Group label="Quote to recommend" value={quoteId} onChange={setQuoteId}>
        <Stack gap={6} mt={6}>
          {quoted.map((q) => (
            <Radio key={q.id} value={q.id} label={q.company_name} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label="Why this quote"
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button
        w="fit-content"
        disabled={!quoteId || reason.trim() === ''}
        loading={recommend.isPending}
        onClick={() =>
          recommend.mutate(
            { customerId: item.customer.id, vars: { quote_id: quoteId, reason } },
            {
              onSuccess: () => {
                setReason('');
                notify.success('Recommendation sent to the customer');
              },
              onError: (error) => notify.failure('We could not send the recommendation', error),
            },
          )
        }
      >
        Recommend
      </Button>
    </Stack>
  );
}

/** A note on the case: what was said or done, recorded with who and when. */
export function ConciergeNoteForm({ customerId }: { customerId: string }) {
  const add = useAddConciergeNote();
  const [text, setText] = useState('');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Textarea
        label="Add a note"
        autosize
        minRows={1}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
      <Button
        variant="light"
        disabled={text.trim() === ''}
        loading={add.isPending}
        onClick={() =>
          add.mutate(
            { customerId, vars: text },
            {
              onSuccess: () => setText(''),
              onError: (error) => notify.failure('We could not save the note', error),
            },
          )
        }
      >
        Save note
      </Button>
    </Group>
  );
}
