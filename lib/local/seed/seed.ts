import { SEED_COMPANIES } from './companies';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedAvailability } from './seed-availability';
import { seedCompanies } from './seed-companies';
import { seedPlans } from './seed-plans';
import { seedPayouts } from './seed-payouts';
import type { SeedContext, SeedSummary } from './seed-context';
import { seedUsers } from './seed-users';
import { findUserByEmail } from '@functions/core/data/user/users';
import { DEMO_MOVES } from './demo-moves';
import { seedDemoCustomer } from './seed-demo-customer';
import { seedConciergeCustomer } from './seed-concierge-customer';
import { seedDemoMoves } from './seed-moves';
import { seedPastMoves, seedPendingChange } from './seed-past-moves';
import { seedClaims } from './seed-claims';
import { seedProtectedPayments } from './seed-protected-payments';
import { seedVetting } from './seed-vetting';
import { seedUserIndex } from './seed-user-index';
import { seedInviteLapseIndex } from './seed-invite-lapse-index';
import { seedCompanyNameIndex } from './seed-company-name-index';
import { seedMoveRequestCityIndex } from './seed-move-request-city-index';
import { seedVerifiedDirectory } from './seed-verified-directory';
import { backfillLeadManagerIndex } from '@functions/core/data/lead-manager/lead-manager-backfill';
import { backfillBookedMoveRequests } from '@functions/core/data/move-request/booked-mark-backfill';
import { seedMarketplaceStats } from './seed-marketplace-stats';
import { seedReviews } from './seed-reviews';
import { seedPriceGuide } from './seed-price-guide';
import { seedLeadReport } from './seed-lead-report';
import { seedInventories } from './seed-inventories';
import { seedSignedMoveDayRecord } from './seed-move-day-record';

export type { SeedContext, SeedSummary } from './seed-context';

/**
 * Seeds local mode's demo data: the demo accounts (Cognito + profiles), the seed companies
 * with their images, 90 days of availability, the demo company's pay-per-lead plan, 30 demo
 * customers with move requests over the next 90 days (some asked Tar Heel Moving Co., which
 * quoted a few), customer@example.com's move with two conversations, past moves in every stage
 * after a booking, published reviews of four companies (each on its own completed move), and the
 * admin's vetting (three companies awaiting it, a record for every verified company) and one open
 * invalid-lead report in the admin's queue. Idempotent: a rerun creates no duplicates,
 * keeps edits made in the app, and only writes what is missing.
 */
export async function seedDemoData(ctx: SeedContext): Promise<SeedSummary> {
  const users = await seedUsers(ctx, DEMO_ACCOUNTS);
  const { created, imagesUploaded } = await seedCompanies(ctx, SEED_COMPANIES);
  const availabilityDays = await seedAvailability(SEED_COMPANIES.map((c) => c.id));
  ctx.log?.(`availability: ${availabilityDays} days written`);
  const tokensCredited = await seedPlans();
  ctx.log?.(`plans: ${tokensCredited} tokens credited`);
  if (await seedPayouts())
    ctx.log?.('payouts: Queen City Relocation takes protected payment (deposit checkout at booking)');
  const demoStaff = await findUserByEmail('company@example.com');
  // Before the demo moves: the reviewed moves are months old, so their quotes sort below the
  // live leads in Tar Heel's lead manager (last activity first).
  const reviewsCreated = await seedReviews({
    companyStaff: demoStaff,
    admin: await findUserByEmail('admin@example.com'),
  });
  ctx.log?.(`reviews: ${reviewsCreated} written`);
  const moves = await seedDemoMoves(DEMO_MOVES, demoStaff);
  ctx.log?.(
    `demo customers: ${moves.customersCreated} created, ${moves.movesCreated} move requests, ${moves.quotesCreated} quotes`,
  );
  const pastMoves = await seedPastMoves();
  const pendingChange = await seedPendingChange();
  ctx.log?.(`past moves: ${pastMoves} created${pendingChange ? ', a change proposal waiting on demo move 11' : ''}`);
  const protectedMoves = await seedProtectedPayments();
  if (protectedMoves > 0)
    ctx.log?.(
      `protected payment: ${protectedMoves} of Queen City's past moves paid through MoveMatch (one paid out, one held)`,
    );
  const claims = await seedClaims();
  if (claims > 0) ctx.log?.(`claims: ${claims} filed on Tar Heel's past moves (one settled, one waiting)`);
  if (await seedSignedMoveDayRecord(demoStaff?.id))
    ctx.log?.('move-day record: past move 41 (Harper Lane) signed at loading and delivery');
  const own = await seedDemoCustomer(ctx, demoStaff);
  const inventories = await seedInventories(ctx, (await findUserByEmail('customer@example.com'))?.id);
  if (inventories.written > 0)
    ctx.log?.(
      `inventories: ${inventories.written} written with ${inventories.photosUploaded} room photos (customer@example.com and three of Tar Heel's leads)`,
    );
  const vetting = await seedVetting(ctx);
  if (await seedConciergeCustomer()) ctx.log?.('concierge@example.com: a recommendation waiting for an answer');
  ctx.log?.(
    `customer@example.com: ${own.moveCreated ? 'move created, ' : ''}${own.conversationsCreated} conversations created`,
  );
  await seedUserIndex(ctx);
  await seedInviteLapseIndex(ctx);
  await seedCompanyNameIndex(ctx);
  await seedVerifiedDirectory(ctx);
  await seedMoveRequestCityIndex(ctx);
  // The demo's bookings are written without the booking transaction: their moves are marked here.
  const bookedMarks = await backfillBookedMoveRequests();
  if (bookedMarks.marked) ctx.log?.(`booked moves: ${bookedMarks.marked} move requests marked booked`);
  const leadIndex = await backfillLeadManagerIndex();
  ctx.log?.(`lead manager index: ${leadIndex.quotes} quotes and ${leadIndex.savedLeads} saved leads filed`);
  if (await seedMarketplaceStats()) ctx.log?.('marketplace stats: demo history filed on the day counters');
  const pricesFiled = await seedPriceGuide();
  if (pricesFiled > 0) ctx.log?.(`price guide: ${pricesFiled} past prices filed`);
  if (await seedLeadReport()) ctx.log?.('lead reports: one open report filed for the admin');
  return {
    users,
    companies: SEED_COMPANIES.length,
    companiesCreated: created,
    companiesAwaitingVettingCreated: vetting.companiesCreated,
    vettingRecordsCreated: vetting.vettingRecordsCreated,
    availabilityDays: availabilityDays + vetting.availabilityDays,
    imagesUploaded: imagesUploaded + own.imagesUploaded + vetting.imagesUploaded + inventories.photosUploaded,
    inventoryPhotosUploaded: inventories.photosUploaded,
    tokensCredited,
    demoMovesCreated: moves.movesCreated + Number(own.moveCreated),
    demoQuotesCreated: moves.quotesCreated,
    conversationsCreated: own.conversationsCreated,
    reviewsCreated,
  };
}
