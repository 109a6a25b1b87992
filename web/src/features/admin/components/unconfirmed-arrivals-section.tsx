import { AdminListFrame } from './admin-list-frame';
import { AttentionCard, AttentionList } from './attention-list';
import { useUnconfirmedArrivals } from '../api/unconfirmed-arrivals';
import { formatDateTime, formatDay } from '../model/format';

export const UNCONFIRMED_ARRIVALS_TEXT = {
  title: 'Unconfirmed arrivals',
  intro: 'Booked moves starting within 48 hours whose company has not confirmed the crew’s arrival window.',
  loading: 'Loading the unconfirmed arrivals',
  loadFailed: 'Failed to load the unconfirmed arrivals',
  none: 'Every move in the next 48 hours has its arrival window confirmed.',
  notReminded: 'not reminded yet',
} as const;

/** The admin's list of moves within 48 hours whose arrival window is not confirmed, soonest first. */
export function UnconfirmedArrivalsSection() {
  const list = useUnconfirmedArrivals();
  return (
    <AdminListFrame
      query={{ ...list, data: list.data?.items }}
      text={UNCONFIRMED_ARRIVALS_TEXT}
      emptyTestId="unconfirmed-arrivals-empty"
    >
      {(items) => (
        <AttentionList label={UNCONFIRMED_ARRIVALS_TEXT.title}>
          {items.map((item) => (
            <AttentionCard
              key={item.quote_id}
              testId="unconfirmed-arrival"
              title={`${item.company_name} · ${formatDay(item.move_day)}`}
              to={`/bookings/${item.quote_id}`}
              badge={{ label: 'Arrival unconfirmed', color: 'orange' }}
              details={`Arrival window ${item.arrival_window.label} · ${
                item.reminder_sent_at
                  ? `reminded ${formatDateTime(item.reminder_sent_at)}`
                  : UNCONFIRMED_ARRIVALS_TEXT.notReminded
              }`}
            />
          ))}
        </AttentionList>
      )}
    </AdminListFrame>
  );
}
