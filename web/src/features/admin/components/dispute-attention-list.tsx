import { AdminListFrame } from './admin-list-frame';
import { AttentionCard, AttentionList } from './attention-list';
import { useBookingQueue } from '../api/booking-queue';
import { formatDay } from '../model/format';

export const DISPUTE_ATTENTION_TEXT = {
  title: 'Disputed moves',
  intro: 'The customer disputed the final price. Read both sides and resolve it in the booking queue below.',
  loading: 'Loading the disputed moves',
  loadFailed: 'Failed to load the disputed moves',
  none: 'No move is disputed.',
} as const;

/** The disputed moves, each opening its booking; the resolution form is in the booking queue. */
export function DisputeAttentionList() {
  const queue = useBookingQueue('disputed');
  return (
    <AdminListFrame
      query={{ ...queue, data: queue.data?.rows }}
      text={DISPUTE_ATTENTION_TEXT}
      emptyTestId="disputes-empty"
    >
      {(rows) => (
        <AttentionList label={DISPUTE_ATTENTION_TEXT.title}>
          {rows.map((row) => (
            <AttentionCard
              key={row.quote_id}
              testId="dispute-attention"
              title={`${row.company.name} · move day ${formatDay(row.move_day)}`}
              to={`/bookings/${encodeURIComponent(row.quote_id)}`}
              badge={{ label: 'Disputed', color: 'red' }}
              details={`Customer: ${row.customer ? row.customer.name : 'account deleted'}`}
            />
          ))}
        </AttentionList>
      )}
    </AdminListFrame>
  );
}
