import { ulid } from 'ulid';
import { todayInCarolinas } from '../../functions/move-requests/dates';
import { pointAtStack } from './companies';

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
  const { moveRequestEntity, writeFields } = await import('../../functions/core/data/move-requests');
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
  const { listSavedLeads } = await import('../../functions/core/data/saved-leads');
  return listSavedLeads(companyId);
}
