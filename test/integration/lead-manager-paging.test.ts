import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@schemas/constants';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { seedCompanyLeads, type ManyLeadsRow } from '@test/support/fixtures/many-leads';
import { storedSavedLeads } from '@test/support/fixtures/saved';
import type { TestUser } from '@test/support/fixtures/users';
import { itemsReadBy } from '@test/support/read-count';

/*
 * GET /my-company-quotes (the lead manager) and GET /my-saved-leads are paged (docs/security.md,
 * Lists are paged): quotes and saved leads merged by last interaction across pages, the next
 * page's cursor in x-next-cursor, no lead twice or missed, a forged cursor 400, and a page reads
 * at most 2 items per row it returns (plus a booked customer's profile) whatever the page.
 */

const COUNT = 45;
let user: TestUser;
let rows: ManyLeadsRow[];
let companyId: string;

type Lead = {
  type: string;
  move_request_id: string;
  is_saved: boolean;
  has_token: boolean;
  move_request: { user?: { firstName: string; lastName: string | null; email: string | null } };
};

const managerPage = (cursor?: string) =>
  callRoute(routes.listMyCompanyQuotes, { token: user.accessToken, query: cursor ? { cursor } : undefined });
const savedPage = (cursor?: string) =>
  callRoute(routes.listMySavedLeads, { token: user.accessToken, query: cursor ? { cursor } : undefined });

async function walk<T>(
  page: (cursor?: string) => Promise<{ status: number; body: T[]; headers: Headers }>,
): Promise<{ leads: T[]; sizes: number[] }> {
  const leads: T[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  do {
    const answer = await page(cursor);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    sizes.push(answer.body.length);
    leads.push(...answer.body);
    cursor = answer.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor && sizes.length < 12);
  expect(cursor).toBeUndefined();
  return { leads, sizes };
}

const FORGED = [
  'not a cursor!',
  'AAAA',
  Buffer.from('{"at":"x"}').toString('base64url'),
  Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url'),
  Buffer.from('["", "x", "QUOTE"]').toString('base64url'),
  Buffer.from('[1, 2, 3]').toString('base64url'),
];

beforeAll(async () => {
  const x = await companyWithUser({ name: 'Paged Lead Movers' });
  user = x.user;
  companyId = x.company.id;
  rows = await seedCompanyLeads(companyId, COUNT);
});

describe('GET /my-company-quotes pages', () => {
  it('walks quotes and saved leads by last interaction without duplicates or misses, each lead once', async () => {
    const { leads } = await walk(managerPage);
    expect(leads.map((l) => `${l.type}:${l.move_request_id}`)).toEqual(rows.map((r) => `${r.kind}:${r.moveId}`));
    for (const [i, lead] of leads.entries()) {
      const row = rows[i];
      expect(lead.is_saved, `lead ${i} saved`).toBe(row.kind === 'saved' || row.alsoSaved);
      expect(lead.has_token, `lead ${i} paid`).toBe(row.paid);
      expect(lead.move_request.user).toEqual({
        firstName: `Customer${i}`,
        lastName: row.booked ? `Last${i}` : null,
        email: row.booked ? `${row.customerId}@leads.example` : null,
      });
    }
    // A second walk (the saved leads already quoted are folded into their quotes) gives full pages.
    const again = await walk(managerPage);
    expect(again.sizes.slice(0, 2)).toEqual([LIMITS.leadManagerPageSize, LIMITS.leadManagerPageSize]);
    expect(again.leads.map((l) => l.move_request_id)).toEqual(rows.map((r) => r.moveId));
  });

  it('refuses a cursor it did not give with a clear 400', async () => {
    for (const cursor of [...FORGED, Buffer.from('["2026-01-01T00:00:00.000Z","x","OTHER"]').toString('base64url')]) {
      const answer = await managerPage(cursor);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });

  it('reads at most 2 items per lead returned (plus a booked customer), on the first page and deep ones', async () => {
    await walk(managerPage);
    const { listMyCompanyQuotes } = await import('@functions/company-quotes/list-my-company-quotes');
    const auth = {
      userId: user.sub,
      username: user.username,
      role: 'MOVING_COMPANY' as const,
      groups: ['MOVING_COMPANY'],
    };
    const run = (who: typeof auth, cursor?: string) =>
      listMyCompanyQuotes({
        auth: who,
        query: cursor ? { cursor } : {},
        profile: null,
        params: undefined,
        body: undefined,
        event: {} as never,
        requestId: 'paging-test',
      }) as Promise<{ body: Lead[]; headers: Record<string, string> }>;
    // The fixed reads of every request (the caller's profile, company, plan) on an empty list.
    const idle = await companyWithUser({ name: 'Quiet Lead Movers' });
    const fixed = (await itemsReadBy(() => run({ ...auth, userId: idle.user.sub, username: idle.user.username })))
      .itemsRead;

    const first = await itemsReadBy(() => run(auth));
    const second = await itemsReadBy(() => run(auth, first.result.headers[NEXT_CURSOR_HEADER]));
    const third = await itemsReadBy(() => run(auth, second.result.headers[NEXT_CURSOR_HEADER]));
    const booked = (leads: Lead[]) => leads.filter((l) => l.move_request.user?.lastName).length;
    for (const { result, itemsRead } of [first, second, third]) {
      expect(result.body.length).toBeGreaterThan(0);
      expect(itemsRead - fixed - booked(result.body)).toBeLessThanOrEqual(2 * result.body.length);
    }
    expect(third.result.body).toHaveLength(COUNT - 2 * LIMITS.leadManagerPageSize);
  });

  it("unsaving a quoted lead clears the quote row's saved mark", async () => {
    await walk(managerPage);
    const row = rows.find((r) => r.alsoSaved)!;
    const removed = await callRoute(routes.deleteSavedLead, {
      token: user.accessToken,
      params: { id: row.moveId },
      body: { move_request_id: row.moveId },
    });
    expect(removed.status).toBe(200);
    const { leads } = await walk(managerPage);
    expect(leads.find((l) => l.move_request_id === row.moveId)?.is_saved).toBe(false);
    expect(leads).toHaveLength(COUNT);
  });
});

describe('GET /my-saved-leads pages', () => {
  it('walks the saved leads newest first without duplicates or misses, and refuses forged cursors', async () => {
    const { leads, sizes } = await walk(savedPage);
    const stored = await storedSavedLeads(companyId);
    expect(stored.length).toBeGreaterThan(LIMITS.savedLeadsPageSize);
    expect(sizes[0]).toBe(LIMITS.savedLeadsPageSize);
    expect(leads.map((l) => l.move_request_id)).toEqual(stored.map((s) => s.move_request_id));
    for (const cursor of FORGED.slice(0, 4)) {
      const answer = await savedPage(cursor);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });

  it('reads at most 2 items per saved lead returned on a deep page (plus a record saved before the copied first name)', async () => {
    const { listMySavedLeads } = await import('@functions/leads/list-my-saved-leads');
    const auth = {
      userId: user.sub,
      username: user.username,
      role: 'MOVING_COMPANY' as const,
      groups: ['MOVING_COMPANY'],
    };
    const run = (cursor?: string) =>
      listMySavedLeads({
        auth,
        query: cursor ? { cursor } : {},
        profile: null,
        params: undefined,
        body: undefined,
        event: {} as never,
        requestId: 'paging-test',
      }) as unknown as Promise<{ body: Lead[]; headers: Record<string, string> }>;
    const idle = await companyWithUser({ name: 'Quiet Saved Movers' });
    const fixed = (
      await itemsReadBy(() =>
        listMySavedLeads({
          auth: { ...auth, userId: idle.user.sub, username: idle.user.username },
          query: {},
          profile: null,
          event: {} as never,
          requestId: 'paging-test',
        } as never),
      )
    ).itemsRead;
    const unnamed = new Set(rows.filter((r) => !r.named).map((r) => r.moveId));
    const first = await itemsReadBy(() => run());
    const second = await itemsReadBy(() => run(first.result.headers[NEXT_CURSOR_HEADER]));
    for (const { result, itemsRead } of [first, second]) {
      expect(result.body.length).toBeGreaterThan(0);
      const older = result.body.filter((l) => unnamed.has(l.move_request_id)).length;
      expect(itemsRead - fixed - older).toBeLessThanOrEqual(2 * result.body.length);
    }
  });
});
