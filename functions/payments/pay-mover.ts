import { eventHandler } from '@functions/platform/event-handler';
import { payMover } from './mover-transfers';

/** On MoverPayoutDue: the company is paid what is due of the booking (mover-transfers.ts). */
export const handler = eventHandler('MoverPayoutDue', async ({ quoteId }) => {
  await payMover(quoteId);
});
