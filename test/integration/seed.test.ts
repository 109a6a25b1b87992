import type { PublicMovingCompany } from '@schemas/companies';
import type { BookedTerms } from '@schemas/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { localS3Client } from '@infra/local/s3-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { demoCompanyPaidMoves, demoTokensLeft } from '@infra/local/seed/demo-token-spend';
import { DEMO_COMPANY_ID, NEW_COMPANY_ID, SEED_COMPANIES } from '@infra/local/seed/companies';
import { COMPANIES_AWAITING_VETTING } from '@infra/local/seed/companies-awaiting-vetting';
import { DEMO_CUSTOMER_MOVE, DEMO_MOVES, demoMoveId, demoQuoteId } from '@infra/local/seed/demo-moves';
import { PAST_MOVES } from '@infra/local/seed/seed-past-moves';
import { DEMO_REVIEWS } from '@infra/local/seed/demo-reviews';
import type { ReviewCounters } from '@schemas/reviews';
import { addDays } from '@functions/platform/calendar-dates';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { allPages } from '@test/support/all-pages';
import { callRoute } from '@test/support/api';
import { expected } from '@test/support/expected';
import { currentStack } from '@test/support/current-stack';
import { signIn } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/** Runs the demo seed twice against the emulators, as `npm start` does on every start. */
let runs: Awaited<ReturnType<typeof import('@infra/local/seed/seed').seedDemoData>>[] = [];
/** The marketplace's review totals before the seed (other test files may have published reviews). */
let totalsBefore: ReviewCounters = {};

beforeAll(async () => {
  const stack = currentStack();
  pointAtStack(); // the data layer writes to the emulators, as the seed and handlers do
  const { seedDemoData } = await import('@infra/local/seed/seed');
  const ctx = {
    userPoolId: stack.userPoolId,
    cognito: localCognitoClient(stack.cognitoPort),
    s3: localS3Client(stack.s3Port),
    imageBucket: stack.imageBucket,
  };
  const { findMarketplaceReviewTotals } = await import('@functions/core/data/review/review-publication');
  totalsBefore = await findMarketplaceReviewTotals();
  runs = [await seedDemoData(ctx), await seedDemoData(ctx)];
}, 120_000); // two seed runs; the reviewed moves made the first one longer

describe('demo seed', () => {
  it('creates at least 12 companies with images and 90 days of availability, idempotently', async () => {
    expect(SEED_COMPANIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_COMPANIES.map((c) => c.state))).toEqual(new Set(['NC', 'SC']));
    expect(runs[0].companiesCreated).toBe(SEED_COMPANIES.length);
    const all = SEED_COMPANIES.length + COMPANIES_AWAITING_VETTING.length;
    // Two images per company, the photo in customer@example.com's conversation, the inventories' room photos.
    expect(runs[0].inventoryPhotosUploaded).toBeGreaterThanOrEqual(8);
    expect(runs[0].imagesUploaded).toBe(all * 2 + 1 + runs[0].inventoryPhotosUploaded);
    expect(runs[0].availabilityDays).toBe(all * 90);
    expect(runs[1]).toMatchObject({
      companiesCreated: 0,
      companiesAwaitingVettingCreated: 0,
      vettingRecordsCreated: 0,
      imagesUploaded: 0,
      inventoryPhotosUploaded: 0,
      availabilityDays: 0,
      tokensCredited: 0,
      demoMovesCreated: 0,
      demoQuotesCreated: 0,
      conversationsCreated: 0,
      reviewsCreated: 0,
    });
    const stack = currentStack();
    const objects = await localS3Client(stack.s3Port).send(
      new ListObjectsV2Command({ Bucket: stack.imageBucket, Prefix: 'seed/' }),
    );
    expect(objects.KeyCount).toBe(runs[0].imagesUploaded);
  });

  it('leaves three complete companies waiting for vetting, and gives every verified company a record and its public facts', async () => {
    expect(runs[0].companiesAwaitingVettingCreated).toBe(3);
    expect(runs[0].vettingRecordsCreated).toBe(SEED_COMPANIES.length + 1);
    const admin = await signIn('admin@example.com', DEMO_PASSWORD);
    const list = await allPages(routes.listMovingCompanies, { token: admin.accessToken, query: { limit: '100' } });
    const waiting = (list.body as Array<{ id: string; is_verified: boolean; logo_image_url: string | null }>).filter(
      (c) => COMPANIES_AWAITING_VETTING.some((q) => q.id === c.id),
    );
    expect(waiting).toHaveLength(3);
    for (const company of waiting) {
      expect(company.is_verified).toBe(false);
      expect(company.logo_image_url).not.toBeNull();
    }
    const begun = await callRoute(routes.getAdminMovingCompany, {
      token: admin.accessToken,
      params: { id: COMPANIES_AWAITING_VETTING[0].id },
    });
    expect(begun.body.vetting).toMatchObject({ meets_bar: false, vetted_by: { name: 'Avery Admin' } });
    const demo = await callRoute(routes.getAdminMovingCompany, {
      token: admin.accessToken,
      params: { id: DEMO_COMPANY_ID },
    });
    expect(demo.body).toMatchObject({ is_verified: true, vetting: { meets_bar: true } });
    const customer = await signIn('customer@example.com', DEMO_PASSWORD);
    const page = await callRoute(routes.getMovingCompany, {
      token: customer.accessToken,
      params: { id: DEMO_COMPANY_ID },
    });
    expect(page.body.vetting).toEqual({
      vetted_on: demo.body.vetting!.vetted_on,
      hours_spent: demo.body.vetting!.hours_spent,
      rating: demo.body.vetting!.rating,
      mc_number: demo.body.vetting!.mc_number,
      authority_status: 'ACTIVE',
      ncuc_certificate: demo.body.vetting!.ncuc_certificate,
      sc_class_e_certificate: null,
      cargo_insurance_amount: demo.body.vetting!.cargo_insurance_amount,
      liability_insurance_amount: demo.body.vetting!.liability_insurance_amount,
      insurance_expires_on: [
        demo.body.vetting!.cargo_insurance_expires_on!,
        demo.body.vetting!.liability_insurance_expires_on!,
      ].sort()[0],
    });
    expect(demo.body.vetting!.mc_number).toMatch(/^\d{1,8}$/);
    // Every verified company holds the licences of its state (docs/compliance.md, Licences): an NC
    // company the NCUC certificate, an SC company Class E, the two on the state line both.
    const companies = await allPages(routes.listMovingCompanies, {
      token: customer.accessToken,
      query: { limit: '100' },
    });
    for (const company of companies.body as PublicMovingCompany[]) {
      if (!SEED_COMPANIES.some((seeded) => seeded.id === company.id)) continue;
      const vetting = company.vetting!;
      if (company.state === 'NC') expect(vetting.ncuc_certificate, company.name).toMatch(/^\d{1,5}$/);
      if (company.state === 'SC') expect(vetting.sc_class_e_certificate, company.name).toMatch(/^\d{1,6}$/);
      expect(vetting.authority_status, company.name).toBe(vetting.mc_number ? 'ACTIVE' : 'NONE');
    }
    // On first start the admin's 'Needs attention' list has one certificate expiring and one expired.
    const attention = await callRoute(routes.listNeedsAttention, { token: admin.accessToken });
    expect(attention.body.companies.map((c) => [c.name, c.expired])).toEqual(
      expect.arrayContaining([
        ['Cape Fear Coastal Movers', true],
        ['Queen City Relocation', false],
      ]),
    );
  });

  it('gives Queen City Relocation payouts on the local Stripe, so its page says Protected payment and its demo quote takes a deposit', async () => {
    const { PROTECTED_DEMO_COMPANY_ID } = await import('@infra/local/seed/seed-payouts');
    const customer = await signIn('customer@example.com', DEMO_PASSWORD);
    const page = await callRoute(routes.getMovingCompany, {
      token: customer.accessToken,
      params: { id: PROTECTED_DEMO_COMPANY_ID },
    });
    expect((page.body as PublicMovingCompany).protected_payment).toBe(true);
    const quoted = DEMO_CUSTOMER_MOVE.moreQuotes.find((quote) => quote.companyId === PROTECTED_DEMO_COMPANY_ID);
    expect(quoted?.estimate?.deposit).toBeGreaterThan(0);
    const { findPayoutAccount } = await import('@functions/core/data/payments/payout-accounts');
    const filed = await findPayoutAccount(PROTECTED_DEMO_COMPANY_ID);
    expect(filed?.status).toBe('ENABLED');
    // The account exists on the local Stripe and can take transfers, so a completed move is paid out.
    const stripe = await (await import('@functions/platform/stripe')).stripeClient();
    const account = await stripe.accounts.retrieve(filed!.stripe_account_id);
    expect(account.capabilities?.transfers).toBe('active');
  });

  it("pays two of Queen City's past moves through MoveMatch: one paid out less the fee, one held; the ledger agrees with Stripe", async () => {
    const admin = await signIn('admin@example.com', DEMO_PASSWORD);
    const { PROTECTED_DEMO_COMPANY_ID } = await import('@infra/local/seed/seed-payouts');
    const { findBookedMove, bookingPaymentOf } = await import('@functions/core/data/quote/booked-moves');
    const paidOut = await findBookedMove(demoQuoteId(demoMoveId(47), PROTECTED_DEMO_COMPANY_ID));
    const held = await findBookedMove(demoQuoteId(demoMoveId(48), PROTECTED_DEMO_COMPANY_ID));
    expect(paidOut?.stage).toBe('COMPLETED');
    expect(held?.stage).toBe('COMPLETED_PENDING');
    const ledgerOf = async (quoteId: string) =>
      (await callRoute(routes.getBookingLedger, { token: admin.accessToken, params: { id: quoteId } })).body;
    const paid = await ledgerOf(paidOut!.quote_id);
    expect(paid.entries.filter((e) => e.kind === 'transfer')).toHaveLength(2);
    expect(paid.figures.held).toBe(0);
    const waiting = await ledgerOf(held!.quote_id);
    expect(waiting.figures.held).toBe(waiting.figures.captured);
    expect(waiting.figures.captured).toBeGreaterThan(0);
    // Each booking's ledger agrees with the local Stripe's objects, and the admin sees a run.
    const { differencesOf } = await import('@functions/payments/money-reconciliation');
    const stripe = await (await import('@functions/platform/stripe')).stripeClient();
    for (const move of [paidOut!, held!])
      expect(await differencesOf(stripe, bookingPaymentOf(move)!.booking_id)).toEqual([]);
    const money = await callRoute(routes.getAdminMoney, { token: admin.accessToken });
    expect(money.body.reconciliation?.bookings_checked).toBeGreaterThanOrEqual(2);
  });

  it('seeds 30 demo move requests across NC and SC over the next 90 days, once', async () => {
    expect(runs[0].demoMovesCreated).toBe(DEMO_MOVES.length + 1);
    expect(DEMO_MOVES).toHaveLength(30);
    const { findMoveRequests } = await import('@functions/core/data/move-request/move-requests');
    const stored = [...(await findMoveRequests(DEMO_MOVES.map((m) => m.moveId))).values()];
    expect(stored).toHaveLength(30);
    expect(new Set(stored.map((m) => m.from_location.state))).toEqual(new Set(['NC', 'SC']));
    const today = todayInCarolinas();
    for (const move of stored) {
      expect(move.start_date > today).toBe(true);
      expect(move.start_date <= addDays(today, 90)).toBe(true);
    }
  });

  it('gives company@example.com leads on /find-leads at once, and a lead manager with requested, quoted and booked quotes', async () => {
    const demo = await signIn('company@example.com', DEMO_PASSWORD);
    const search = await callRoute(routes.searchMoveRequests, { token: demo.accessToken, body: {} });
    expect(search.status).toBe(200);
    const seededIds = new Set(DEMO_MOVES.map((m) => m.moveId));
    expect(search.body.results.filter((r: { id: string }) => seededIds.has(r.id)).length).toBeGreaterThan(0);

    const leads = await callRoute(routes.listMyCompanyQuotes, { token: demo.accessToken });
    expect(leads.status).toBe(200);
    const statuses = (leads.body as Array<{ status: string }>).map((q) => q.status);
    expect(statuses).toEqual(expect.arrayContaining(['QUOTE_REQUESTED', 'QUOTED', 'BOOKED']));
    expect(runs[0].demoQuotesCreated).toBe(DEMO_MOVES.filter((m) => m.demoCompanyQuote).length);
  });

  it("gives customer@example.com and three of Tar Heel's leads an inventory Tar Heel can read, once", async () => {
    const customer = await signIn('customer@example.com', DEMO_PASSWORD);
    const own = await callRoute(routes.getInventory, {
      token: customer.accessToken,
      params: { id: DEMO_CUSTOMER_MOVE.moveId },
    });
    // The second seeding run wrote no second version.
    expect(own.body).toMatchObject({ version: 1 });
    expect(own.body!.rooms.some((room) => room.lines.some((line) => line.catalogue_id === 'piano-upright'))).toBe(true);
    // The living room, kitchen and bedrooms each have a photo the app can show.
    const photographed = own.body!.rooms.filter((room) => room.photos.length > 0);
    expect(photographed.map((room) => room.kind)).toEqual(expect.arrayContaining(['living_room', 'bedroom']));
    const photo = await fetch(photographed[0].photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toContain('image/png');
    const demo = await signIn('company@example.com', DEMO_PASSWORD);
    const leads = DEMO_MOVES.filter((m) => m.demoCompanyQuote && m.demoCompanyQuote.status !== 'BOOKED').slice(0, 3);
    for (const lead of leads) {
      const seen = await callRoute(routes.getInventory, { token: demo.accessToken, params: { id: lead.moveId } });
      expect(seen.status, lead.moveId).toBe(200);
      expect(seen.body!.totals.cubic_feet).toBeGreaterThan(300);
    }
    // The customers listed their goods before the companies quoted: no card says 'earlier inventory'.
    const cards = (await callRoute(routes.listMyCompanyQuotes, { token: demo.accessToken })).body;
    for (const lead of leads) {
      const card = cards.find((c) => c.move_request_id === lead.moveId);
      expect(card?.move_request.inventory?.version, lead.moveId).toBe(1);
      expect(card?.inventory_changed_since_quoted, lead.moveId).toBe(false);
    }
    const mine = (await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body;
    for (const quote of mine.filter((q) => q.status !== 'QUOTE_REQUESTED'))
      expect(quote.inventory_version, quote.id).toBe(1);
  });

  it('files two claims on Tar Heel’s past moves (one settled, one waiting) and books with valuation and documents', async () => {
    const demo = await signIn('company@example.com', DEMO_PASSWORD);
    const claimOf = async (n: number) =>
      (
        await callRoute(routes.getClaim, {
          token: demo.accessToken,
          params: { id: demoQuoteId(demoMoveId(n), DEMO_COMPANY_ID) },
        })
      ).body;
    expect(await claimOf(41)).toMatchObject({ status: 'SETTLED', decision: { type: 'PAY', amount: 180 } });
    expect(await claimOf(43)).toMatchObject({ status: 'FILED', total_claimed: 415 });
    // An NC booking (past move 41) and an interstate one (46, Columbia to Charlotte), each with its regime's documents.
    for (const [n, regimeDocument] of [
      [41, 'NCUC_MOVING_101'],
      [46, 'FMCSA_RIGHTS_AND_RESPONSIBILITIES'],
    ] as const) {
      const booking = await callRoute(routes.getBooking, {
        token: demo.accessToken,
        params: { id: demoQuoteId(demoMoveId(n), DEMO_COMPANY_ID) },
      });
      expect(booking.body.terms.valuation?.option, `move ${n}`).toBe('FULL_VALUE');
      expect(
        booking.body.terms.acknowledgements?.map((doc) => doc.id),
        `move ${n}`,
      ).toContain(regimeDocument);
    }
  });

  it('gives one past move of Tar Heel a move-day record signed at loading and delivery, once', async () => {
    const { demoMoveId, demoQuoteId } = await import('@infra/local/seed/demo-moves');
    const { DEMO_COMPANY_ID } = await import('@infra/local/seed/companies');
    const demo = await signIn('company@example.com', DEMO_PASSWORD);
    const quoteId = demoQuoteId(demoMoveId(41), DEMO_COMPANY_ID);
    const record = await callRoute(routes.getMoveDayRecord, { token: demo.accessToken, params: { id: quoteId } });
    expect(record.status).toBe(200);
    expect(record.body.inventory_version).toBe(1);
    for (const stage of [record.body.loading, record.body.delivery]) {
      expect(stage.signed_name).toBe('Harper Lane');
      expect(stage.items.length).toBeGreaterThan(10);
      expect(stage.items.every((item) => item.checked)).toBe(true);
    }
    expect(record.body.loading.items.some((item) => item.condition === 'DAMAGED')).toBe(true);
    const booking = await callRoute(routes.getBooking, { token: demo.accessToken, params: { id: quoteId } });
    expect(booking.body.terms.inventory?.version).toBe(1);
    // The loading signature counted once in Tar Heel's inventory accuracy (the rerun wrote nothing).
    const metrics = await callRoute(routes.getPerformanceMetrics, {
      token: demo.accessToken,
      query: { filter: 'all_time' },
    });
    expect(metrics.body.inventoryAccuracy).toMatchObject({ moves: 1, within_tolerance: 1 });
  });

  it("files price history so customer@example.com sees moves like theirs and Tar Heel's own range, once", async () => {
    const customer = await signIn('customer@example.com', DEMO_PASSWORD);
    const guide = await callRoute(routes.getMyPriceGuide, { token: customer.accessToken });
    expect(guide.status).toBe(200);
    expect(guide.body.market.quotes).toBeGreaterThanOrEqual(5);
    expect(guide.body.market.range).not.toBeNull();
    // The customer listed an inventory, and past moves of its size were quoted: compared by volume.
    expect(guide.body.basis.kind).toBe('VOLUME');
    const tarHeel = guide.body.companies.find((c) => c.moving_company_id === DEMO_COMPANY_ID);
    expect(tarHeel?.quotes).toBeGreaterThanOrEqual(3);
    const demo = await signIn('company@example.com', DEMO_PASSWORD);
    const lead = await callRoute(routes.getLeadPriceGuide, {
      token: demo.accessToken,
      params: { move_request_id: DEMO_CUSTOMER_MOVE.moveId },
    });
    expect(lead.status).toBe(200);
    expect(lead.body.completed_median).not.toBeNull();
    // The rerun found every past price filed: the counts did not move.
    const { seedPriceGuide } = await import('@infra/local/seed/seed-price-guide');
    expect(await seedPriceGuide()).toBe(0);
  });

  it("files one open invalid-lead report for the admin's queue, once", async () => {
    const { SEEDED_LEAD_REPORT, seedLeadReport } = await import('@infra/local/seed/seed-lead-report');
    const admin = await signIn('admin@example.com', DEMO_PASSWORD);
    const queue = await callRoute(routes.listOpenLeadReports, { token: admin.accessToken });
    expect(queue.status).toBe(200);
    const seeded = queue.body.items.filter((item) => item.move_request_id === SEEDED_LEAD_REPORT.move_request_id);
    expect(seeded).toEqual([
      expect.objectContaining({
        moving_company_id: DEMO_COMPANY_ID,
        company_name: 'Tar Heel Moving Co.',
        reason: 'NOT_A_REAL_MOVE',
        note: SEEDED_LEAD_REPORT.note,
        move: expected.objectContaining({ from_city: 'Chapel Hill', invalidated: false }),
      }),
    ]);
    expect(await seedLeadReport()).toBe(false);
  });

  it("dates past moves' quotes before their move, so Tar Heel's analytics chart spans several months", async () => {
    const demo = await signIn('company@example.com', DEMO_PASSWORD);
    const metrics = await callRoute(routes.getPerformanceMetrics, { token: demo.accessToken, query: {} });
    expect(metrics.status).toBe(200);
    expect(metrics.body.timelineUnit).toBe('month');
    const monthsWithQuotes = metrics.body.timeline.filter((point) => point.quotesSent > 0);
    expect(monthsWithQuotes.length).toBeGreaterThanOrEqual(2);
  });

  it("shows customer@example.com a quote a company sent unasked ('Reached out to you')", async () => {
    const customer = await signIn('customer@example.com', DEMO_PASSWORD);
    const quotes = (await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body;
    const reachedOut = quotes.filter((q) => q.origin === 'REACHED_OUT');
    expect(reachedOut.map((q) => [q.moving_company_id, q.status, q.price])).toEqual([
      [DEMO_CUSTOMER_MOVE.reachedOutQuote.companyId, 'QUOTED', DEMO_CUSTOMER_MOVE.reachedOutQuote.price],
    ]);
    expect(quotes.filter((q) => q.origin === 'ASKED')).toHaveLength(
      DEMO_CUSTOMER_MOVE.quotes.length + DEMO_CUSTOMER_MOVE.moreQuotes.length,
    );
    // Each company's quote is prepared by its own people, never the demo company's staff.
    const demoStaff = 'Casey C.';
    const others = quotes.filter((q) => q.moving_company_id !== DEMO_COMPANY_ID && q.price !== null);
    expect(others.length).toBeGreaterThan(0);
    for (const quote of others) {
      expect(quote.quoted_by_name).not.toBeNull();
      expect(quote.quoted_by_name).not.toBe(demoStaff);
    }
    expect(quotes.find((q) => q.moving_company_id === DEMO_COMPANY_ID)?.quoted_by_name).toBe(demoStaff);
  });

  it('opens two conversations for customer@example.com, one with an image', async () => {
    expect(runs[0].conversationsCreated).toBe(2);
    const { findUserByEmail } = await import('@functions/core/data/user/users');
    const { conversationsOfMover } = await import('@functions/core/data/conversation/conversations');
    const { messagesOf } = await import('@functions/core/data/conversation/messages');
    const customer = (await findUserByEmail('customer@example.com'))!;
    expect(customer.move_request_id).toBe(DEMO_CUSTOMER_MOVE.moveId);
    const conversations = await conversationsOfMover(customer.id);
    expect(conversations.map((c) => c.moving_company_id).sort()).toEqual(
      DEMO_CUSTOMER_MOVE.quotes.map((q) => q.companyId).sort(),
    );
    const messages = (await Promise.all(conversations.map((c) => messagesOf(c.id)))).flat();
    expect(messages).toHaveLength(5);
    // Unread only where the other side wrote last: Bull City's photo for the customer, the
    // customer's question for Tar Heel.
    const demo = await signIn('company@example.com', DEMO_PASSWORD);
    const customerSide = await signIn('customer@example.com', DEMO_PASSWORD);
    const unreadFor = async (token: string) => (await callRoute(routes.getUnreadCount, { token })).body.unread_count;
    expect(await unreadFor(customerSide.accessToken)).toBe(1);
    expect(await unreadFor(demo.accessToken)).toBeGreaterThanOrEqual(1);
    const withImage = messages.filter((m) => (m.attachment_media_ids?.length ?? 0) > 0);
    expect(withImage).toHaveLength(1);
    const stack = currentStack();
    const image = await fetch(
      `http://127.0.0.1:${stack.s3Port}/${stack.imageBucket}/${withImage[0].attachment_media_ids![0]}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('shows customer@example.com one structured quote of each estimate type, priced from its parts', async () => {
    const customer = await signIn(
      'customer@example.com',
      DEMO_ACCOUNTS.find((a) => a.email === 'customer@example.com')!.password,
    );
    const quotes = (await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body;
    const structured = quotes.filter((quote) => quote.estimate);
    expect(structured.map((quote) => quote.estimate!.type).sort()).toEqual([
      'BINDING',
      'NON_BINDING_HOURLY',
      'NOT_TO_EXCEED',
    ]);
    const hourly = structured.find((quote) => quote.estimate!.type === 'NON_BINDING_HOURLY')!;
    expect([hourly.price, hourly.top_price]).toEqual([1450, 1800]);
    expect(structured.find((quote) => quote.estimate!.type === 'BINDING')!.price).toBe(2105);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
    '%s signs in and GET /api/user answers its profile',
    async (_, account) => {
      const tokens = await signIn(account.email, account.password);
      const answer = await callRoute(routes.getUser, { token: tokens.accessToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ email: account.email, role: account.role, firstName: account.firstName });
      if (account.role === 'MOVING_COMPANY') expect(answer.body.moving_company_id).toBe(account.movingCompanyId);
    },
  );

  it('starts the demo company on pay-per-lead with 20 tokens, once, each seeded quote paid for; Fresh Start Movers has no plan', async () => {
    expect(runs[0].tokensCredited).toBe(20);
    const paidMoves = demoCompanyPaidMoves();
    expect(paidMoves.length).toBeGreaterThan(0);
    const demo = await signIn('company@example.com', DEMO_ACCOUNTS[0].password);
    const details = await callRoute(routes.getSubscriptionDetails, {
      token: demo.accessToken,
      params: { id: DEMO_COMPANY_ID },
    });
    expect(details.body).toMatchObject({
      planType: 'pay_per_lead_subscription_start',
      status: 'active',
      tokensRemaining: demoTokensLeft(),
    });
    // Each sent quote's lead is paid, so the company's first message on it spends nothing.
    const { findPaidLead } = await import('@functions/core/data/lead-tokens/lead-tokens');
    for (const moveId of paidMoves) expect(await findPaidLead(DEMO_COMPANY_ID, moveId)).not.toBeNull();
    const fresh = await signIn('newcompany@example.com', DEMO_ACCOUNTS[0].password);
    const user = await callRoute(routes.getUser, { token: fresh.accessToken });
    expect(user.body).toMatchObject({
      moving_company_id: NEW_COMPANY_ID,
      stripe_subscription_status: 'freeTrialEligible',
    });
    const none = await callRoute(routes.getSubscriptionDetails, {
      token: fresh.accessToken,
      params: { id: NEW_COMPANY_ID },
    });
    expect(none.body).toMatchObject({ planType: null, tokensRemaining: null });
  });

  it('shows every stage after a booking: completed (matching, lower, within 110 %), pending, disputed, awaiting, and a change proposal', async () => {
    const { findBookedMove } = await import('@functions/core/data/quote/booked-moves');
    const stages = await Promise.all(
      PAST_MOVES.map(async (m) => (await findBookedMove(demoQuoteId(demoMoveId(m.n), m.companyId)))?.stage),
    );
    expect(stages).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED_PENDING', 'DISPUTED', 'UPCOMING']);
    const lower = await findBookedMove(demoQuoteId(demoMoveId(42), DEMO_COMPANY_ID));
    expect(lower).toMatchObject({ final_price: 1480, auto_confirmed: true });
    // The disputed move has both sides for the admin: the customer's fair price and the company's statement.
    const disputed = PAST_MOVES.find((m) => m.outcome.kind === 'disputed')!;
    const dispute = await findBookedMove(demoQuoteId(demoMoveId(disputed.n), disputed.companyId));
    expect(dispute).toMatchObject({ dispute_fair_price: 1650 });
    expect(dispute?.dispute_statement).toContain('signed the delivery record');

    const customer = await signIn('customer@example.com', DEMO_PASSWORD);
    const company = await callRoute(routes.getMovingCompany, {
      token: customer.accessToken,
      params: { id: DEMO_COMPANY_ID },
    });
    // Tar Heel's cards show its price accuracy: 2 of its 3 completed past moves at or under the quote,
    // and every reviewed move (completed too) by its own final price.
    const reviewed = DEMO_REVIEWS.find((c) => c.companyId === DEMO_COMPANY_ID)!.reviews;
    expect(company.body.price_accuracy).toMatchObject({
      completed_moves: 3 + reviewed.length,
      matched_moves: 2 + reviewed.filter((r) => (r.final?.price ?? r.price) <= r.price).length,
    });

    const upcoming = await findBookedMove(demoQuoteId(demoMoveId(11), DEMO_COMPANY_ID));
    expect(upcoming?.change_proposal).toMatchObject({ after: { arrival_window: { code: 'AFTERNOON' } } });
    // The upcoming booking rests on the customer's list: version 1, which the quote priced too.
    expect(upcoming?.terms).toMatchObject({
      inventory: { version: 1, quoted_version: 1, cubic_feet: expect.any(Number) as number },
    });
    expect((upcoming?.terms as BookedTerms).inventory?.cubic_feet).toBeGreaterThan(0);
  });

  it('shows concierge@example.com a recommendation waiting for their answer, once', async () => {
    const customer = await signIn('concierge@example.com', DEMO_PASSWORD);
    const desk = (await callRoute(routes.getMyConcierge, { token: customer.accessToken })).body;
    expect(desk).toMatchObject({
      is_concierge: true,
      has_booking: false,
      max_price: 2500,
      recommendation: { company_name: 'Bull City Movers', price: 2400, status: 'PENDING', above_max: false },
    });
    // In the order it happened: the upgrade first, the recommendation last.
    expect(desk.timeline.map((entry) => entry.text)).toEqual([
      'You upgraded to Concierge',
      'Asked 3 companies for a quote',
      '2 companies quoted',
      'Recommendation: Bull City Movers, $2,400, because the best-reviewed crew of the three, and within your maximum',
    ]);
    const admin = await signIn('admin@example.com', DEMO_PASSWORD);
    const queue = (await callRoute(routes.listConciergeQueue, { token: admin.accessToken })).body.items;
    const seeded = queue.filter((item) => item.customer.email === 'concierge@example.com');
    expect(seeded).toHaveLength(1);
    expect(seeded[0].notes).toHaveLength(1);
  });

  it('puts each demo account in exactly its role group', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { accessToken } = await signIn(account.email, account.password);
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as {
        'cognito:groups'?: string[];
      };
      expect(claims['cognito:groups']).toEqual([account.role]);
    }
  });
});

describe('demo reviews', () => {
  const seeded = DEMO_REVIEWS.flatMap(({ companyId, reviews }) => reviews.map((review) => ({ companyId, review })));
  const quoteIdOf = (companyId: string, n: number) => demoQuoteId(demoMoveId(n), companyId);

  it('are valid reviews: 5 to 25 a company, 20 to 2000 characters, mostly 4 or 5 stars', async () => {
    const { ReviewBodySchema, CustomerReviewBodySchema } = await import('@schemas/reviews');
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(3);
    for (const { reviews } of DEMO_REVIEWS) {
      expect(reviews.filter((r) => !r.blind).length).toBeGreaterThanOrEqual(5);
      expect(reviews.length).toBeLessThanOrEqual(25);
    }
    for (const { review } of seeded) {
      const [overall, on_time, care, communication] = review.stars;
      const body = { ratings: { overall, on_time, care, communication, price_as_quoted: 5 }, text: review.text };
      expect(ReviewBodySchema.safeParse(body).success, `review of demo customer ${review.n}`).toBe(true);
      if (review.customerRating) {
        const { inventory, access, note } = review.customerRating;
        const rating = { inventory_as_described: inventory, access_as_described: access, communication, note };
        expect(CustomerReviewBodySchema.safeParse(rating).success).toBe(true);
      }
    }
    const overall = seeded.map(({ review }) => review.stars[0]);
    expect(overall.filter((stars) => stars >= 4).length).toBeGreaterThan(overall.length * 0.7);
    expect(overall.filter((stars) => stars <= 3).length).toBeGreaterThan(0);
    expect(runs[0].reviewsCreated).toBe(seeded.length);
  });

  it("keeps each company's counters equal to its published reviews, hidden ones out, and the marketplace's equal to their sum", async () => {
    const { companyReviewsPage } = await import('@functions/core/data/review/company-reviews');
    const { findMarketplaceReviewTotals } = await import('@functions/core/data/review/review-publication');
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    const { reviewCounterAdds, reviewSummaryOf, MARKETPLACE_REVIEWS_MIN } = await import('@schemas/reviews');
    const sum = (counters: ReviewCounters[]) => {
      const total: Record<string, number> = {};
      for (const c of counters) for (const [k, v] of Object.entries(c)) total[k] = (total[k] ?? 0) + (v as number);
      return total as Required<ReviewCounters>;
    };
    const counterKeys = Object.keys(
      reviewCounterAdds({ overall: 1, on_time: 1, care: 1, communication: 1, price_as_quoted: 1 }),
    );
    const countersOf = (item: Record<string, unknown>) => Object.fromEntries(counterKeys.map((k) => [k, item[k] ?? 0]));
    const customer = await signIn('customer@example.com', DEMO_PASSWORD);
    const companyCounters: ReviewCounters[] = [];

    for (const { companyId, reviews } of DEMO_REVIEWS) {
      // The company page's list: both orders hold every published and hidden review, never the blind one.
      const listed = (await companyReviewsPage(companyId, 'newest', 100)).reviews;
      expect(listed.map((r) => r.quote_id).sort()).toEqual(
        reviews
          .filter((r) => !r.blind)
          .map((r) => quoteIdOf(companyId, r.n))
          .sort(),
      );
      expect((await companyReviewsPage(companyId, 'lowest', 100)).reviews).toHaveLength(listed.length);
      const published = listed.filter((r) => r.status === 'PUBLISHED');
      const recomputed = sum(published.map((r) => reviewCounterAdds(r.ratings)));
      const company = (await findCompany(companyId))!;
      expect(countersOf(company)).toEqual(countersOf(recomputed));
      expect(published.length).toBe(reviews.filter((r) => !r.blind && !r.hidden).length);
      companyCounters.push(recomputed);
      // Every company view carries the summary of those counters.
      const view = await callRoute(routes.getMovingCompany, { token: customer.accessToken, params: { id: companyId } });
      expect(view.body.reviews).toEqual(reviewSummaryOf(recomputed));
    }

    // The marketplace's totals moved by exactly the seeded companies' counters: enough for the home page.
    const after = await findMarketplaceReviewTotals();
    const seededTotals = sum(companyCounters);
    for (const key of counterKeys) {
      const k = key as keyof ReviewCounters;
      expect((after[k] ?? 0) - (totalsBefore[k] ?? 0), key).toBe(seededTotals[k]);
    }
    expect(seededTotals.review_count).toBeGreaterThanOrEqual(MARKETPLACE_REVIEWS_MIN);
  });

  it("shows an answered review, one hidden with its reason, one still blind, and Tar Heel's private ratings of customers", async () => {
    const { findReview } = await import('@functions/core/data/review/company-reviews');
    const { findCustomerRating } = await import('@functions/core/data/review/customer-ratings');
    const { findUserByEmail } = await import('@functions/core/data/user/users');
    const staff = (await findUserByEmail('company@example.com'))!;
    const admin = (await findUserByEmail('admin@example.com'))!;
    const stored = await Promise.all(
      seeded.map(async ({ companyId, review }) => ({
        review,
        item: (await findReview(quoteIdOf(companyId, review.n)))!,
      })),
    );

    const answered = stored.filter(({ review }) => review.answer);
    expect(answered.length).toBeGreaterThan(0);
    for (const { review, item } of answered)
      expect(item).toMatchObject({ status: 'PUBLISHED', answer_text: review.answer, answered_by: staff.id });
    // A critical review is answered, not buried.
    expect(answered.some(({ review }) => review.stars[0] <= 2)).toBe(true);

    const hidden = stored.filter(({ review }) => review.hidden);
    expect(hidden).toHaveLength(1);
    expect(hidden[0].item).toMatchObject({ status: 'HIDDEN', hidden_reason: 'PERSONAL_DATA', hidden_by: admin.id });
    expect(hidden[0].review.stars[0]).toBe(5);

    const blind = stored.filter(({ review }) => review.blind);
    expect(blind).toHaveLength(1);
    const blindItem = blind[0].item;
    expect(blindItem).toMatchObject({ status: 'SUBMITTED', moving_company_id: DEMO_COMPANY_ID });
    expect(blindItem.reveal_key).toBe('REVIEWREVEAL#PENDING');
    expect(blindItem.newest_key).toBeUndefined();
    expect(new Date(blindItem.reveal_due).getTime()).toBeGreaterThan(Date.now());
    expect(await findCustomerRating(blindItem.quote_id)).toBeNull();

    // The company rated these customers first, so their reviews went out as they were written.
    const rated = stored.filter(({ review }) => review.customerRating);
    expect(rated.length).toBeGreaterThan(0);
    for (const { item } of rated) {
      const rating = await findCustomerRating(item.quote_id);
      expect(rating).toMatchObject({ rated_by: staff.id, customer_id: item.customer_id });
      expect(rating!.submitted_at < item.published_at!).toBe(true);
      expect(item.published_at).toBe(item.submitted_at);
    }
    // The others were written after the blind period, within the review window, on completed moves.
    const { findBookedMove } = await import('@functions/core/data/quote/booked-moves');
    for (const { review, item } of stored) {
      const move = await findBookedMove(item.quote_id);
      expect(move?.stage).toBe('COMPLETED');
      expect(item.completed_at).toBe(move!.completion_confirmed_at);
      const daysAfter = (Date.parse(item.submitted_at) - Date.parse(item.completed_at)) / 86_400_000;
      expect(daysAfter).toBeLessThanOrEqual(30);
      if (!review.customerRating && !review.blind) expect(item.submitted_at >= item.reveal_due).toBe(true);
    }
  });
});
