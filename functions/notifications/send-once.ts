import {
  claimEmailEvent,
  markEmailEventDone,
  releaseEmailEvent,
} from '@functions/core/data/notifications/email-claims';
import { sendEmail, type EmailMessage } from '@functions/platform/email';
import { countMetric } from '@functions/platform/metrics';

/**
 * Sends one event's e-mail to one recipient at most once although EventBridge delivers at
 * least once: a conditional put claims the e-mail event claim (access pattern N1) first; after the send
 * the claim is marked done. A failed send releases the claim and rethrows, so EventBridge's
 * retry (and finally the rule's dead-letter queue) gets the event again and may send it.
 * `prepare` runs after the claim and may answer null (switch off, quiet window): the claim is
 * then marked done, nothing is sent. `onFailure` gives back what `prepare` took.
 * Answers whether an e-mail went out.
 */
export async function sendOnce(
  eventId: string,
  recipient: string,
  prepare: () => Promise<EmailMessage | null>,
  onFailure: () => Promise<void> = async () => {},
): Promise<boolean> {
  if (!(await claimEmailEvent(eventId, recipient))) return false;
  try {
    const message = await prepare();
    if (message) await sendEmail(message);
    if (message) countMetric('emailsSent');
    await markEmailEventDone(eventId, recipient);
    return message !== null;
  } catch (error) {
    countMetric('emailsFailed');
    await onFailure();
    await releaseEmailEvent(eventId, recipient);
    throw error;
  }
}
