import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import type { LocationInput } from '@schemas/move-requests';
import { todayInCarolinas } from '@functions/core/move-dates';
import { callRoute } from './api';
import { createTestCompany, linkUserToCompany, pointAtStack } from './companies';
import { createTestUser, type TestUser } from './users';

/** The date `days` from today in the Carolinas (negative: in the past), YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date(`${todayInCarolinas()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface TestLeadInput {
  state?: string;
  city?: string;
  zip?: string;
  toCity?: string;
  toZip?: string;
  start: string;
  end: string;
  /** null: no square feet given. */
  squareFeet?: number | null;
  bedrooms?: number;
  levels?: number;
  packing?: boolean;
  userId?: string;
}

/**
 * Writes a move request straight through its entity (and so into the lead index): for past
 * dates the API refuses and for many moves without a customer each. Returns its id.
 */
export async function createTestLead(input: TestLeadInput): Promise<string> {
  pointAtStack();
  const { moveRequestEntity, writeFields } = await import('@functions/core/data/move-requests');
  const id = ulid();
  const location = (city: string, zip: string) => ({
    id: ulid(),
    address: '1 Main St',
    city,
    state: input.state ?? 'NC',
    zip,
    count_bedrooms: input.bedrooms ?? 2,
    is_elevator_required: false,
    is_stairs_required: false,
    unit_level_start: 0,
    unit_level_count: input.levels ?? 1,
    ...(input.squareFeet === null ? {} : { square_feet: input.squareFeet ?? 1200 }),
  });
  await moveRequestEntity()
    .create({
      id,
      user_id: input.userId ?? `customer-${id}`,
      ...writeFields({
        from_location: location(input.city ?? 'Durham', input.zip ?? '27701'),
        to_location: location(input.toCity ?? 'Cary', input.toZip ?? '27511'),
        start_date: input.start,
        end_date: input.end,
        special_considerations: '',
        is_packing_required: input.packing ?? false,
      }),
    })
    .go();
  return id;
}

/** A company's saved leads as stored (to prove what is, or is not, stored). */
export async function storedSavedLeads(companyId: string) {
  pointAtStack();
  const { listSavedLeads } = await import('@functions/core/data/saved-leads');
  return listSavedLeads(companyId);
}

/*
 * Company-side lead fixtures for integration and end-to-end tests: a company with a linked
 * user, a customer with a move request, and direct writes for states the API cannot reach
 * yet (a move in the past, a saved lead, a customer's booking).
 */

export const leadLocation = (overrides: Partial<LocationInput> = {}): LocationInput => ({
  address: '12 Oak St',
  city: 'Cary',
  state: 'NC',
  zip: '27511',
  square_feet: 1200,
  count_bedrooms: 2,
  is_elevator_required: false,
  is_stairs_required: true,
  unit_level_start: 0,
  unit_level_count: 2,
  ...overrides,
});

/** A verified NC company and a MOVING_COMPANY user linked to it. */
export async function companyWithUser(options: { name?: string; firstName?: string; lastName?: string } = {}) {
  const company = await createTestCompany({ name: options.name });
  const user = await createTestUser({
    role: 'MOVING_COMPANY',
    profile: true,
    firstName: options.firstName ?? 'Casey',
    lastName: options.lastName ?? 'Quoter',
  });
  await linkUserToCompany(user.sub, company.id);
  return { company, user };
}

/** A customer with a move request between the two dates. */
export async function customerWithMove(
  options: { start?: string; end?: string; firstName?: string; lastName?: string; email?: string } = {},
): Promise<{ customer: TestUser; moveId: string }> {
  const customer = await createTestUser({
    role: 'MOVER',
    profile: true,
    firstName: options.firstName,
    lastName: options.lastName,
    email: options.email,
  });
  const start = options.start ?? dayFromToday(400);
  const answer = await callRoute(routes.createMoveRequest, {
    token: customer.accessToken,
    body: {
      from_location: leadLocation(),
      to_location: leadLocation({ address: '9 Elm Ave', city: 'Durham', zip: '27701', is_elevator_required: true }),
      start_date: start,
      end_date: options.end ?? start,
      special_considerations: 'Piano on the ground floor',
      is_packing_required: true,
    },
  });
  if (answer.status !== 201) throw new Error(`create move answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { customer, moveId: answer.body.id as string };
}

/** Opens the company's calendar on the given days (quote requests need one free day). */
export async function makeAvailable(companyId: string, dates: string[], isAvailable = true) {
  pointAtStack();
  const { putAvailabilityDays } = await import('@functions/core/data/availability');
  await putAvailabilityDays(
    companyId,
    'NC',
    dates.map((date) => ({ date, is_available: isAvailable })),
  );
}

/** The customer asks the company for a quote (POST /quote), after opening its calendar on the move's first day. */
export async function requestQuoteFrom(customer: TestUser, moveId: string, companyId: string, day = dayFromToday(400)) {
  await makeAvailable(companyId, [day]);
  const answer = await callRoute(routes.requestQuote, {
    token: customer.accessToken,
    body: { move_request_id: moveId, moving_company_id: companyId },
  });
  if (answer.status !== 201) throw new Error(`request quote answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as { id: string };
}

/** A saved lead, written as the save-lead route does (that route belongs to lead search). */
export async function saveLead(companyId: string, moveId: string, userId: string) {
  pointAtStack();
  const { saveLeadOnce } = await import('@functions/core/data/saved-leads');
  await saveLeadOnce(companyId, moveId, userId);
}

/** Moves the stored move request into the past (the API refuses past dates), keeping its version. */
export async function moveIntoPast(moveId: string) {
  pointAtStack();
  const { moveRequestEntity, leadIndexFields } = await import('@functions/core/data/move-requests');
  const [past, end] = [dayFromToday(-30), dayFromToday(-29)];
  await moveRequestEntity()
    .patch({ id: moveId })
    .set({ start_date: past, end_date: end, ...leadIndexFields('NC', past, end) })
    .go();
}

/** Sets a stored quote's status (for states no route reaches yet, e.g. CANCELLED). */
export async function setQuoteStatus(moveId: string, companyId: string, status: 'QUOTED' | 'CANCELLED' | 'QUOTE_REQUESTED') {
  pointAtStack();
  const { quoteEntity } = await import('@functions/core/data/quotes');
  await quoteEntity().patch({ move_request_id: moveId, moving_company_id: companyId }).set({ status }).go();
}

/** A stored quote, read straight from the table. */
export async function storedQuote(moveId: string, companyId: string) {
  pointAtStack();
  const { quoteEntity } = await import('@functions/core/data/quotes');
  const { data } = await quoteEntity().get({ move_request_id: moveId, moving_company_id: companyId }).go({ consistent: true });
  return data ?? null;
}

/** The customer books the company's quote as POST /quote/{id}/book will (from QUOTED). */
export async function customerBooks(moveId: string, companyId: string, companyName: string) {
  pointAtStack();
  const { bookQuote } = await import('@functions/core/data/bookings');
  const quote = await storedQuote(moveId, companyId);
  if (!quote) throw new Error('No quote to book');
  return bookQuote(quote, companyName, ['QUOTED', 'INVITED_TO_BOOK']);
}

export const newId = () => ulid();
