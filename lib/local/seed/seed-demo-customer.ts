import { findUserByEmail, type UserItem } from '@functions/core/data/user/users';
import { addDays } from '@functions/platform/calendar-dates';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { DEMO_CUSTOMER_MOVE, DEMO_QUOTE_VALID_DAYS } from './demo-moves';
import type { SeedContext } from './seed-context';
import { labelPng, seedConversation } from './seed-conversations';
import { estimatorFor } from './company-estimators';
import { ensureMoveRequest, ensureQuote } from './seed-moves';

/** Bull City Movers has no demo account: its side of the thread is this stand-in. */
const BULL_CITY_STAFF = { id: 'seed-staff-bull-city', firstName: 'Riley', lastName: 'Morgan' };

/**
 * customer@example.com's move (Raleigh → Charlotte in three weeks), an hourly quote from Tar
 * Heel Moving Co., a binding and a not-to-exceed quote from two more companies, a request to
 * Bull City Movers, a quote Cary Family Movers sent unasked ('Reached out to you'), and a
 * conversation with Tar Heel and Bull City: Tar Heel waits for the company's answer (its red
 * dot), Bull City's latest message has a photo and is unread by the customer (theirs). Only on
 * the customer's own seeded move.
 */
export async function seedDemoCustomer(ctx: SeedContext, demoStaff: UserItem | null) {
  const customer = await findUserByEmail('customer@example.com');
  if (!customer) return { moveCreated: false, conversationsCreated: 0, imagesUploaded: 0 };
  const move = DEMO_CUSTOMER_MOVE;
  const moveCreated = await ensureMoveRequest({ customerId: customer.id, ...move, bedrooms: 2 });
  const owned = moveCreated || customer.move_request_id === move.moveId;
  if (!owned) return { moveCreated, conversationsCreated: 0, imagesUploaded: 0 };

  const validUntil = addDays(todayInCarolinas(), DEMO_QUOTE_VALID_DAYS);
  for (const { estimate, ...quote } of [...move.quotes, ...move.moreQuotes]) {
    await ensureQuote({
      ...quote,
      ...(estimate ? { estimate: { ...estimate, valid_until: validUntil } } : {}),
      moveId: move.moveId,
      customerId: customer.id,
      // Each company's quote is prepared by its own people.
      quotedBy: estimatorFor(quote.companyId, demoStaff),
    });
  }
  await ensureQuote({
    ...move.reachedOutQuote,
    quotedBy: estimatorFor(move.reachedOutQuote.companyId, demoStaff),
    reachedOut: true,
    moveId: move.moveId,
    customerId: customer.id,
  });
  const place = { customer, moveId: move.moveId, fromCity: move.from.city, fromState: move.from.state };
  const tarHeel = await seedConversation(ctx, {
    ...place,
    companyId: move.quotes[0].companyId,
    companySender: demoStaff ?? { id: 'seed-staff-tar-heel', firstName: 'Casey', lastName: 'Carter' },
    messages: [
      {
        side: 'mover',
        minutesAgo: 2 * 24 * 60,
        content: 'Hi! Do you have a crew free on the first day? Our sofa has to go down a narrow stairwell.',
      },
      {
        side: 'moving_company',
        minutesAgo: 2 * 24 * 60 - 45,
        content:
          'Hi Jordan, yes, the first day works. Our crews handle tight stairwells all the time; we bring straps and a stair dolly. Padding and floor protection are in the quote.',
      },
      { side: 'mover', minutesAgo: 180, content: 'Great, thank you! Could the crew start at 8 am?' },
    ],
  });
  const bullCity = await seedConversation(ctx, {
    ...place,
    companyId: move.quotes[1].companyId,
    companySender: BULL_CITY_STAFF,
    messages: [
      {
        side: 'mover',
        minutesAgo: 26 * 60,
        content: 'Hello, I asked you for a quote for my move to Charlotte. What size truck would you send?',
      },
      {
        side: 'moving_company',
        minutesAgo: 40,
        content: 'Hi Jordan, this is the 20 ft truck we would send for a two-bedroom move. Your quote follows today.',
        image: { name: 'truck.png', render: labelPng('Twenty Foot', '#C84B31', '#F2C14E') },
      },
    ],
  });
  return {
    moveCreated,
    conversationsCreated: Number(tarHeel.created) + Number(bullCity.created),
    imagesUploaded: tarHeel.imagesUploaded + bullCity.imagesUploaded,
  };
}
