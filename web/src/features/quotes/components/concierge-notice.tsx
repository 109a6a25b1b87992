import { Alert } from '@mantine/core';
import { conciergeNoticeText } from '@schemas/concierge';
import { useUser } from '@web/lib/api/get-user';

/**
 * Why the customer's last concierge checkout booked nothing: the quote changed after Book (the
 * checkout was cancelled, nothing charged) or the $99 was refunded (the booking could no longer
 * be made). From GET /user's concierge_notice, which the next Book clears.
 */
export function ConciergeNotice() {
  const notice = useUser().data?.concierge_notice;
  if (!notice) return null;
  const { title, text } = conciergeNoticeText(notice);
  return (
    <Alert color={notice.outcome === 'refunded' ? 'yellow' : 'blue'} variant="light" role="alert" title={title}>
      {text}
    </Alert>
  );
}
