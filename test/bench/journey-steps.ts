import { ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { routes } from '@schemas/routes';
import type { RouteDef } from '@schemas/route';
import { callRoute, type ApiCall } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';
import { bindingEstimate, hourlyEstimate } from '@test/support/fixtures/estimates';
import { testLocation } from '@test/support/fixtures/locations';
import { TEST_PASSWORD, signIn, uniqueEmail, type TestUser } from '@test/support/fixtures/users';
import type { TestCompany } from '@test/support/fixtures/companies';
import { meteredHandler } from '@infra/local/runtime-meter';
import { scheduledJobs } from '@schemas/schedules';
import { moveDayPassed } from '@test/support/fixtures/booking-completion';
import { eventually } from '@test/support/eventually';
import { payCheckout, sessionIdOf, webhooksSettled } from '@test/support/fixtures/stripe';

/*
 * One marketplace journey as its people make it through the gateway: the calls the web app
 * makes on each page, in order. Each step is one entry (name, run); a step whose routes are not
 * in the contract yet says so and is skipped, never stood in for.
 */

export interface JourneyCompany {
  company: TestCompany;
  user: TestUser;
}

export interface Journey {
  companies: JourneyCompany[];
  /** The move's days: the customer's range, published as available by every company. */
  moveDays: string[];
  customer?: TestUser;
  moveId?: string;
  /** The customer's quote ids, in the order of `companies`. */
  quoteIds: string[];
  conversationId?: string;
}

export interface JourneyStep {
  name: string;
  /** Why the step cannot run yet (its route is missing), or undefined when it can. */
  missing?: () => string | undefined;
  run: (journey: Journey) => Promise<void>;
}

/** Calls a route as `user` and fails the bench unless it answers 2xx. */
async function call<R extends Pick<RouteDef, 'method' | 'path'>>(user: TestUser, route: R, options: ApiCall = {}) {
  const answer = await callRoute(route, { token: user.accessToken, ...options });
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${route.method} ${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the journey has no ${what} yet`);
  return value;
};

/** A route by name when the contract has it (steps built in parallel land later). */
const routeNamed = (name: string) => (routes as Record<string, RouteDef>)[name];
const missingRoutes =
  (...names: string[]) =>
  () => {
    const absent = names.filter((name) => !routeNamed(name));
    return absent.length > 0 ? `route ${absent.join(', ')} not in schemas/routes` : undefined;
  };

/** The Cognito user id in an access token. */
const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub;

async function signUp(journey: Journey) {
  const { cognitoPort, clientId } = currentStack();
  const cognito = localCognitoClient(cognitoPort);
  const email = uniqueEmail('journey');
  await cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { firstName: 'Jamie' },
    }),
  );
  const mail = await waitForEmail(email);
  const code = mail.body.html?.match(/code=(\d{6})/)?.[1];
  if (!code) throw new Error('the sign-up e-mail carries no code');
  await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }));
  const first = await signIn(email);
  const customer: TestUser = {
    email,
    password: TEST_PASSWORD,
    sub: subOf(first.accessToken),
    username: email,
    firstName: 'Jamie',
    lastName: 'Journey',
    ...first,
  };
  await call(customer, routes.createUser, {
    body: { firstName: customer.firstName, lastName: customer.lastName, email, auth_id: customer.sub },
  });
  // The new group is in the next token: the app refreshes its session after create-user.
  Object.assign(customer, await signIn(email));
  await call(customer, routes.getUser);
  journey.customer = customer;
}

async function createMove(journey: Journey) {
  const customer = need(journey.customer, 'customer');
  const move = await call(customer, routes.createMoveRequest, {
    body: {
      from_location: testLocation(),
      to_location: testLocation({ address: '9 Elm Ave', city: 'Durham', zip: '27701', is_elevator_required: true }),
      start_date: journey.moveDays[0],
      end_date: journey.moveDays.at(-1),
      special_considerations: 'Piano on the ground floor',
      is_packing_required: true,
    },
  });
  journey.moveId = move.id;
  await call(customer, routes.getMyMoveRequest);
}

async function requestQuotes(journey: Journey) {
  const customer = need(journey.customer, 'customer');
  const matches = await call(customer, routes.getMyMatches);
  const ids = journey.companies.map((c) => c.company.id);
  const matched = new Set(matches.moving_company_matches.map((m) => m.id));
  const unmatched = ids.filter((id) => !matched.has(id));
  if (unmatched.length > 0) throw new Error(`companies not among the matches: ${unmatched.join(', ')}`);
  const quotes = await call(customer, routes.requestQuotes, {
    body: { move_request_id: need(journey.moveId, 'move'), moving_company_ids: ids },
  });
  journey.quoteIds = ids.map((id) => quotes.find((q) => q.moving_company_id === id)!.id);
}

/** What each company sends: a binding and an hourly structured quote, the rest price only. */
const quoteBodies = [
  { estimate: bindingEstimate(), description: 'Binding: three movers, 26 ft truck' },
  { estimate: hourlyEstimate(), description: 'Two movers by the hour' },
  { price: 2400, top_price: null, description: 'Three movers and a truck' },
  { price: 2250, top_price: 2600, description: 'Crew of three' },
  { price: 2900, top_price: null, description: 'Full service with packing' },
];

async function sendQuotes(journey: Journey) {
  const moveId = need(journey.moveId, 'move');
  for (const [i, { company, user }] of journey.companies.entries()) {
    // /manage-leads, then the quote editor opening on the lead.
    await call(user, routes.getUser);
    await call(user, routes.listMyCompanyQuotes);
    await call(user, routes.findQuoteByMoveRequestId, { params: { id: moveId } });
    await call(user, routes.checkAvailability, { params: { move_request_id: moveId } });
    await call(user, routes.sendCompanyQuote, {
      body: {
        move_request_id: moveId,
        moving_company_id: company.id,
        status: 'QUOTED',
        quoted_by_user_id: user.sub,
        quoted_by_name: `${user.firstName} ${user.lastName}`,
        ...quoteBodies[i % quoteBodies.length],
      },
    });
  }
}

async function compareQuotes(journey: Journey) {
  const customer = need(journey.customer, 'customer');
  // The red dot, then /quotes with the compare grid (one list), which marks them seen.
  await call(customer, routes.getQuoteNotificationCount);
  const quotes = await call(customer, routes.listMyQuotes);
  if (quotes.filter((q) => q.status === 'QUOTED').length !== journey.companies.length)
    throw new Error(`expected ${journey.companies.length} quotes to compare, got ${JSON.stringify(quotes)}`);
  await call(customer, routes.markQuotesViewed);
}

async function messageEachWay(journey: Journey) {
  const customer = need(journey.customer, 'customer');
  const { company, user } = journey.companies[0];
  const moveId = need(journey.moveId, 'move');
  const conversation = await call(customer, routes.createConversation, {
    body: { mover_id: customer.sub, move_request_id: moveId, moving_company_id: company.id },
  });
  journey.conversationId = conversation.id;
  await call(customer, routes.sendMessage, {
    body: { conversation_id: conversation.id, content: 'Can you take the piano as well?' },
  });
  // The company opens /messages: its list, the conversation, marks it read and answers.
  await call(user, routes.getUnreadCount);
  await call(user, routes.listConversations);
  await call(user, routes.getConversation, { params: { id: conversation.id } });
  await call(user, routes.markConversationViewed, { params: { id: conversation.id } });
  await call(user, routes.sendMessage, {
    body: { conversation_id: conversation.id, content: 'Yes, the piano is in the quote.' },
  });
  await call(customer, routes.getConversation, { params: { id: conversation.id } });
  await call(customer, routes.markConversationViewed, { params: { id: conversation.id } });
}

async function book(journey: Journey) {
  const customer = need(journey.customer, 'customer');
  const quoteId = journey.quoteIds[0];
  // The booking dialog lists the days the company can still take, then books one.
  await call(customer, routes.getBookableDays, { params: { id: quoteId } });
  const booked = await call(customer, routes.bookQuote, {
    params: { id: quoteId },
    body: {
      move_day: journey.moveDays[1],
      arrival_window: 'MORNING',
      valuation: { option: 'FULL_VALUE' },
      acknowledged_documents: ['NCUC_MOVING_101', 'NC_COMPLAINTS'],
    },
  });
  if (booked.checkoutUrl) await payDeposit(customer, booked.checkoutUrl);
  // Both sides open the booking page (customer from /quotes, company from /manage-leads).
  await call(customer, routes.listMyQuotes);
  await call(customer, routes.getBooking, { params: { id: quoteId } });
  await call(journey.companies[0].user, routes.getBooking, { params: { id: quoteId } });
}

/**
 * Protected payment: the customer pays the deposit on Stripe's page (Stripe's side, not ours),
 * Stripe's webhook books it, and /quotes asks what became of the checkout until it is booked.
 */
async function payDeposit(customer: TestUser, checkoutUrl: string) {
  const sessionId = sessionIdOf(checkoutUrl);
  const paid = await payCheckout(sessionId);
  if (paid.status !== 200) throw new Error(`the deposit checkout answered ${paid.status}`);
  await webhooksSettled();
  await eventually(
    () => call(customer, routes.getDepositCheckout, { params: { sessionId } }),
    (view) => view.outcome === 'booked',
  );
}

const HOLD_JOB = 'bookings/hold-balances';
const HOUR_MS = 3_600_000;

/** Protected payment's job 2 days before the move, with the clock there: the balance held on the kept card. */
async function holdBalance(journey: Journey) {
  const { holdDueBalances } = await import('@functions/bookings/balance-holds');
  const { moveDayStartMs } = await import('@functions/bookings/views');
  const at = new Date(moveDayStartMs(journey.moveDays[1]) - 47 * HOUR_MS);
  const { held } = await meteredHandler(HOLD_JOB, () => holdDueBalances(at))();
  if (held !== 1) throw new Error(`the hold job held ${held} balances, expected this booking's`);
}

const REMINDER_JOB = 'bookings/send-booking-reminders';

/**
 * The hourly reminder job's run 72 hours before the move day (its code with the clock set there,
 * as the integration tests run it; timed as the job's Lambda), then the company confirms the
 * arrival window from the e-mail's link (the booking page, one click).
 */
async function remindAndConfirm(journey: Journey) {
  const quoteId = journey.quoteIds[0];
  const { sendDueBookingReminders } = await import('@functions/bookings/booking-reminders');
  const { moveDayStartMs } = await import('@functions/bookings/views');
  const at = new Date(moveDayStartMs(journey.moveDays[1]) - 72 * HOUR_MS);
  const run = meteredHandler(REMINDER_JOB, () => sendDueBookingReminders(at));
  const { reminded } = await run();
  if (reminded !== 1) throw new Error(`the reminder job reminded ${reminded} bookings, expected this one`);
  const { user } = journey.companies[0];
  await call(user, routes.getBooking, { params: { id: quoteId } });
  await call(user, routes.confirmArrival, { params: { id: quoteId } });
}

/**
 * After the move: the day comes (set through the data layer, as the seed writes past moves: no
 * bench waits for a day; one small write the bench adds), the company marks the move completed
 * at the agreed total from the booking page, and the customer confirms it there.
 */
async function completeAndConfirm(journey: Journey) {
  const customer = need(journey.customer, 'customer');
  const quoteId = journey.quoteIds[0];
  const { user } = journey.companies[0];
  await moveDayPassed(quoteId, 0);
  const booking = (await call(user, routes.getBooking, { params: { id: quoteId } })) as { agreed_total: number };
  await call(user, routes.completeBooking, { params: { id: quoteId }, body: { final_price: booking.agreed_total } });
  await call(customer, routes.getBooking, { params: { id: quoteId } });
  await call(customer, routes.confirmCompletion, { params: { id: quoteId } });
}

/** BENCH_PROTECTED=1: the booked company takes protected payment (deposit, hold, capture, transfer). */
export const protectedJourney = () => process.env.BENCH_PROTECTED === '1';

export const JOURNEY_STEPS: JourneyStep[] = [
  { name: 'customer sign-up', run: signUp },
  { name: 'move request', run: createMove },
  { name: 'matches, 5 quote requests', run: requestQuotes },
  { name: '5 companies quote', run: sendQuotes },
  { name: 'customer compares quotes', run: compareQuotes },
  { name: 'a message each way', run: messageEachWay },
  { name: 'booking', run: book },
  {
    name: '72-hour reminder and arrival confirmation',
    missing: () =>
      scheduledJobs.some((job) => job.handler === REMINDER_JOB)
        ? missingRoutes('confirmArrival')()
        : `scheduled job ${REMINDER_JOB} not in schemas/schedules`,
    run: remindAndConfirm,
  },
  {
    name: 'balance held 2 days before (protected)',
    missing: () => (protectedJourney() ? undefined : 'paid directly: BENCH_PROTECTED=1 measures protected payment'),
    run: holdBalance,
  },
  {
    name: 'completion and the customer’s confirmation',
    missing: missingRoutes('completeBooking', 'confirmCompletion'),
    run: completeAndConfirm,
  },
];
