import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { eventually } from '@test/support/eventually';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { storedLocation, testLocation } from '@test/support/fixtures/locations';
import { pointAtStack } from '@test/support/point-at-stack';

/** Waits until the clock has passed `iso`, so a write from now on stamps a later updated_at. */
const clockPassed = (iso: string) =>
  eventually(
    () => Promise.resolve(Date.now()),
    (now) => now > Date.parse(iso),
    { intervalMs: 1 },
  );

/** Spaces around the address and city, which the API trims; overrides may be invalid on purpose. */
const location = (overrides: Record<string, unknown> = {}) => ({
  ...testLocation({ address: '  12 Oak Street ', city: ' Raleigh ', zip: '27601', unit_level_start: 1 }),
  ...overrides,
});

const createBody = (overrides: Record<string, unknown> = {}) => ({
  from_location: location(),
  to_location: location({ address: '9 Pine Road', city: 'Charleston', state: 'SC', zip: '29401', square_feet: null }),
  start_date: dayFromToday(10),
  end_date: dayFromToday(12),
  special_considerations: 'A piano',
  is_packing_required: true,
  // Open to every company, so the lead index tests below find it (the default, only chosen, is customer-chooses.test.ts's).
  only_chosen_companies: false,
  ...overrides,
});

const customer = () => createTestUser({ role: 'MOVER', profile: true });
const create = (user: TestUser, body: unknown = createBody()) =>
  callRoute(routes.createMoveRequest, { token: user.accessToken, body });
const update = (user: TestUser, id: string, body: unknown) =>
  callRoute(routes.updateMoveRequest, { token: user.accessToken, params: { id }, body });
const getById = (user: TestUser, id: string) =>
  callRoute(routes.getMoveRequest, { token: user.accessToken, params: { id } });
const getMine = (user: TestUser) => callRoute(routes.getMyMoveRequest, { token: user.accessToken });
const profileOf = async (user: TestUser) => (await callRoute(routes.getUser, { token: user.accessToken })).body;

/** The stored move requests of one customer, read through the lead index (no Scan). */
let storedRequestsOf: (userId: string, state: string, startDate: string) => Promise<unknown[]>;
let dataLayer: typeof import('@functions/core/data/move-request/move-request-writes');

beforeAll(async () => {
  pointAtStack();
  const { moveRequestEntity, leadIndexFields } = await import('@functions/core/data/move-request/move-requests');
  dataLayer = await import('@functions/core/data/move-request/move-request-writes');
  storedRequestsOf = async (userId, state, startDate) => {
    // The tests' moves are one day long: the length class of span 0.
    const { lead_partition } = leadIndexFields({ state, city: '', zip: '' }, { city: '' }, startDate, startDate);
    const { data } = await moveRequestEntity()
      .query.leads({ origin_state: state, lead_partition })
      .go({ pages: 'all' });
    return data.filter((item) => item.user_id === userId);
  };
});

describe('POST /api/move-request', () => {
  it('creates the request, records its id on the profile, and both GETs answer it with locations and user', async () => {
    const user = await customer();
    const answer = await create(user, { ...createBody(), user_id: user.sub });
    expect(answer.status).toBe(201);
    const request = answer.body;
    expect(request).toMatchObject({
      user_id: user.sub,
      date_range_start: dayFromToday(10),
      date_range_end: dayFromToday(12),
      special_considerations: 'A piano',
      is_packing_required: true,
      user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
      move_request_from: { address: '12 Oak Street', city: 'Raleigh', state: 'NC', zip: '27601', square_feet: 1200 },
      move_request_to: { address: '9 Pine Road', city: 'Charleston', state: 'SC', square_feet: null },
      // Raleigh to Charleston crosses a state line: the federal rules apply.
      move_regime: 'INTERSTATE',
    });
    expect(request.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(request.move_request_from.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(request.move_request_to.id).not.toBe(request.move_request_from.id);

    expect((await profileOf(user)).move_request_id).toBe(request.id);
    const mine = await getMine(user);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(request);
    const byId = await getById(user, request.id);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(request);
  });

  it('refuses a second request with 409 naming the existing one', async () => {
    const user = await customer();
    const first = await create(user);
    const second = await create(user, createBody({ special_considerations: 'Other' }));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'You already have a move request', move_request_id: first.body.id });
    expect((await getMine(user)).body!.special_considerations).toBe('A piano');
  });

  it('ends a race of parallel creates with exactly one request', async () => {
    const user = await customer();
    const start = dayFromToday(20);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        create(user, createBody({ start_date: start, end_date: start, special_considerations: `try ${i}` })),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 201)!.body;
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body.move_request_id).toBe(winner.id);
    expect((await profileOf(user)).move_request_id).toBe(winner.id);
    expect(await storedRequestsOf(user.sub, 'NC', start)).toHaveLength(1);
  });

  it("refuses a user_id that is not the caller's (403), storing nothing", async () => {
    const user = await customer();
    const other = await customer();
    const answer = await create(user, { ...createBody(), user_id: other.sub });
    expect(answer.status).toBe(403);
    expect((await getMine(user)).body).toBeNull();
    expect((await getMine(other)).body).toBeNull();
  });

  it('answers 401 without a profile (every call checks it)', async () => {
    const user = await createTestUser({ role: 'MOVER' });
    const answer = await create(user);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('Your account no longer exists. Please sign in again.');
  });
});

describe('GET /api/my-move-request', () => {
  it('answers null before the first request (an empty state, not a 404)', async () => {
    const user = await customer();
    const answer = await getMine(user);
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  });
});

describe('PUT /api/move-request/{id}', () => {
  it('changes only what is sent, keeps location ids, and moves updated_at', async () => {
    const user = await customer();
    const created = (await create(user)).body;
    await clockPassed(created.updated_at);

    const answer = await update(user, created.id, {
      start_date: dayFromToday(30),
      end_date: dayFromToday(31),
      from_location: location({ id: created.move_request_from.id, city: ' Durham ', square_feet: null, zip: '27701' }),
      special_considerations: '  Two sofas  ',
      is_packing_required: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: created.id,
      date_range_start: dayFromToday(30),
      date_range_end: dayFromToday(31),
      special_considerations: 'Two sofas',
      is_packing_required: false,
      move_request_from: { id: created.move_request_from.id, city: 'Durham', zip: '27701', square_feet: null },
      move_request_to: created.move_request_to,
      created_at: created.created_at,
    });
    expect(answer.body.updated_at > created.updated_at).toBe(true);
    expect((await getMine(user)).body).toEqual(answer.body);

    // A location sent without its id keeps the stored id too.
    const noId = await update(user, created.id, {
      to_location: location({ city: 'Columbia', state: 'SC', zip: '29201' }),
    });
    expect(noId.status).toBe(200);
    expect(noId.body.move_request_to).toMatchObject({ id: created.move_request_to.id, city: 'Columbia' });
    expect(noId.body.move_regime).toBe('INTERSTATE');

    // Both ends in North Carolina now: the NC Utilities Commission's rules, at once.
    const withinNc = await update(user, created.id, {
      to_location: location({ city: 'Chapel Hill', state: 'NC', zip: '27514' }),
    });
    expect(withinNc.body.move_regime).toBe('NC_INTRASTATE');
    expect((await getMine(user)).body?.move_regime).toBe('NC_INTRASTATE');
  });

  it('keeps both of two parallel saves of different fields (a save is merged, not overwritten)', async () => {
    const user = await customer();
    const created = (await create(user)).body;
    const [notes, packing, dates] = await Promise.all([
      update(user, created.id, { special_considerations: 'Crating' }),
      update(user, created.id, { is_packing_required: false }),
      update(user, created.id, { start_date: dayFromToday(15), end_date: dayFromToday(16) }),
    ]);
    expect([notes.status, packing.status, dates.status]).toEqual([200, 200, 200]);
    expect((await getMine(user)).body).toMatchObject({
      special_considerations: 'Crating',
      is_packing_required: false,
      date_range_start: dayFromToday(15),
      date_range_end: dayFromToday(16),
    });
  });

  it('writes nothing when nothing changed: updated_at stays', async () => {
    const user = await customer();
    const created = (await create(user)).body;
    await clockPassed(created.updated_at);
    const same = await update(user, created.id, {
      start_date: created.date_range_start,
      special_considerations: 'A piano ',
      from_location: { ...location(), id: created.move_request_from.id },
    });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(created);
    expect((await getMine(user)).body!.updated_at).toBe(created.updated_at);
  });

  it('re-checks dates on the merged request', async () => {
    const user = await customer();
    const created = (await create(user)).body;
    const endBefore = await update(user, created.id, { end_date: dayFromToday(5) });
    expect(endBefore.status).toBe(400);
    expect(endBefore.body.error).toBe('end_date: The end date cannot be before the start date');
    const past = await update(user, created.id, { start_date: dayFromToday(-1) });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('start_date: Past dates cannot be picked');
    expect((await getMine(user)).body).toEqual(created);
  });

  it("answers 404 for another customer's request and leaves it unchanged", async () => {
    const owner = await customer();
    const stranger = await customer();
    const created = (await create(owner)).body;
    const put = await update(stranger, created.id, { special_considerations: 'mine now' });
    expect(put.status).toBe(404);
    const get = await getById(stranger, created.id);
    expect(get.status).toBe(404);
    expect(get.body.error).toBe('Move request not found');
    expect((await getMine(owner)).body).toEqual(created);
  });
});

describe('roles', () => {
  it('refuses companies and admins on the customer routes (403); an admin reads by id', async () => {
    const owner = await customer();
    const created = (await create(owner)).body;
    for (const role of ['MOVING_COMPANY', 'ADMIN'] as const) {
      const user = await createTestUser({ role, profile: true });
      expect((await create(user)).status, role).toBe(403);
      expect((await update(user, created.id, { is_packing_required: false })).status, role).toBe(403);
      expect((await getMine(user)).status, role).toBe(403);
    }
    const company = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    expect((await getById(company, created.id)).status).toBe(404);
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const byAdmin = await getById(admin, created.id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual(created);
  });
});

/** Every location message of spec section 5, with the input that must produce it. */
const LOCATION_CASES: Array<[string, Record<string, unknown>, string, string]> = [
  ['address', { address: '   ' }, 'address', 'Address is required'],
  ['address', { address: undefined }, 'address', 'Address is required'],
  ['city', { city: '' }, 'city', 'City is required'],
  ['state', { state: undefined }, 'state', 'State is required'],
  ['state', { state: 'XX' }, 'state', 'State is required'],
  ['zip', { zip: ' ' }, 'zip', 'Zip code is required'],
  ['zip', { zip: '2760' }, 'zip', 'Zip code must be 5 digits'],
  ['bedrooms', { count_bedrooms: undefined }, 'count_bedrooms', 'Number of bedrooms is required'],
  ['bedrooms', { count_bedrooms: -1 }, 'count_bedrooms', 'Number of bedrooms must be a positive number'],
  ['starting level', { unit_level_start: undefined }, 'unit_level_start', 'Starting level is required'],
  ['starting level', { unit_level_start: -1 }, 'unit_level_start', 'Starting level must be a positive number'],
  ['levels', { unit_level_count: undefined }, 'unit_level_count', 'Number of levels is required'],
  ['levels', { unit_level_count: 0 }, 'unit_level_count', 'Number of levels must be greater than 0'],
  ['square feet', { square_feet: -5 }, 'square_feet', 'Square feet must be a positive number'],
];

describe('bad input: 400 naming the field, nothing stored', () => {
  let user: TestUser;
  let created: { id: string };
  let fresh: TestUser;
  beforeAll(async () => {
    user = await customer();
    created = (await create(user)).body;
    fresh = await customer();
  });

  it.each(LOCATION_CASES)('location %s: %s', async (_label, change, field, message) => {
    for (const side of ['from_location', 'to_location'] as const) {
      const posted = await create(fresh, createBody({ [side]: location(change) }));
      expect(posted.status, side).toBe(400);
      expect(posted.body.error).toBe(`${side}.${field}: ${message}`);
      expect(posted.body.fields![`${side}.${field}`]).toBe(message);

      const put = await update(user, created.id, { [side]: location(change) });
      expect(put.status, side).toBe(400);
      expect(put.body.error).toBe(`${side}.${field}: ${message}`);
    }
    expect((await getMine(fresh)).body).toBeNull();
    expect((await profileOf(fresh)).move_request_id).toBeNull();
    expect((await getMine(user)).body).toEqual(created);
  });

  it.each([
    [
      'a past start',
      { start_date: dayFromToday(-1), end_date: dayFromToday(3) },
      'start_date: Past dates cannot be picked',
    ],
    [
      'an end before the start',
      { end_date: dayFromToday(9) },
      'end_date: The end date cannot be before the start date',
    ],
    ['no end date', { end_date: undefined }, 'end_date: Use a date like 2026-12-31'],
    ['an impossible date', { start_date: '2027-02-30' }, 'start_date: Use a date like 2026-12-31'],
    ['no from location', { from_location: undefined }, /^from_location: /],
    ['packing not a boolean', { is_packing_required: 'yes' }, 'is_packing_required: Packing must be yes or no'],
    ['an unknown key', { budget: 100 }, /budget/],
    ['an unknown location key', { to_location: location({ floors: 3 }) }, /to_location.*floors|floors/],
  ])('POST with %s', async (_label, change, message) => {
    const answer = await create(fresh, createBody(change));
    expect(answer.status).toBe(400);
    if (typeof message === 'string') expect(answer.body.error).toBe(message);
    else expect(answer.body.error).toMatch(message);
    expect((await getMine(fresh)).body).toBeNull();
  });

  it.each([
    ['nothing', {}, /Nothing to update/],
    ['an unknown key', { user_id: 'someone' }, /user_id/],
    [
      'dates in the wrong order',
      { start_date: dayFromToday(8), end_date: dayFromToday(7) },
      /^end_date: The end date cannot be before the start date$/,
    ],
    ['a past end date', { end_date: dayFromToday(-2) }, /^end_date: Past dates cannot be picked$/],
    [
      "another location's id",
      { from_location: location({ id: '01JNOTTHELOCATION000000000' }) },
      /^from_location\.id: /,
    ],
    [
      'special considerations too long',
      { special_considerations: 'x'.repeat(2001) },
      /special_considerations: Special considerations are too long/,
    ],
  ])('PUT with %s', async (_label, body, message) => {
    const answer = await update(user, created.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect((await getMine(user)).body).toEqual(created);
  });

  it('refuses an id that is not valid (400) and answers 404 for an unknown one', async () => {
    expect((await getById(user, 'not valid!')).status).toBe(400);
    expect((await update(user, 'not valid!', { is_packing_required: false })).status).toBe(400);
    const unknown = await getById(user, '01JUNKNOWN0000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Move request not found');
    expect((await update(user, '01JUNKNOWN0000000000000000', { is_packing_required: false })).status).toBe(404);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await callRoute(routes.createMoveRequest, { token: fresh.accessToken, rawBody: '{nope' });
    expect(answer.status).toBe(400);
    expect((await getMine(fresh)).body).toBeNull();
  });
});

describe('lead index keys', () => {
  it('files the request under its origin state and length class, and moves it when they change', async () => {
    const user = await customer();
    const start = dayFromToday(3);
    const created = (await create(user, createBody({ start_date: start, end_date: start }))).body;
    expect(await storedRequestsOf(user.sub, 'NC', start)).toHaveLength(1);

    const later = dayFromToday(45);
    const moved = await update(user, created.id, {
      start_date: later,
      end_date: later,
      from_location: location({ state: 'SC', city: 'Greenville', zip: '29601' }),
    });
    expect(moved.status).toBe(200);
    expect(await storedRequestsOf(user.sub, 'NC', start)).toHaveLength(0);
    expect(await storedRequestsOf(user.sub, 'SC', later)).toEqual([
      expect.objectContaining({
        id: created.id,
        origin_state: 'SC',
        lead_partition: 'D0',
        lead_from_city: 'greenville',
        lead_from_zip: '296',
        start_date: later,
      }),
    ]);
  });
});

describe('create transaction (data layer, without the pre-check of the handler)', () => {
  it('commits at most one of several parallel creates for one profile', async () => {
    const user = await customer();
    const start = dayFromToday(60);
    const stored = (id: string) =>
      storedLocation(id, { address: '12 Oak Street', city: 'Raleigh', zip: '27601', unit_level_start: 1 });
    const fields = {
      from_location: stored('01JFROM0000000000000000000'),
      to_location: stored('01JTO000000000000000000000'),
      start_date: start,
      end_date: start,
      special_considerations: '',
      is_packing_required: false,
    };
    const ids = Array.from(
      { length: 4 },
      (_, i) => `01JRACE${user.sub.replace(/-/g, '').slice(0, 18).toUpperCase()}${i}`,
    );
    const outcomes = await Promise.all(ids.map((id) => dataLayer.createMoveRequestForUser(user.sub, id, fields)));
    const winners = outcomes.filter((o) => o.ok);
    expect(winners).toHaveLength(1);
    const winnerId = winners[0].ok ? winners[0].item.id : '';
    expect((await profileOf(user)).move_request_id).toBe(winnerId);
    expect(await storedRequestsOf(user.sub, 'NC', start)).toEqual([expect.objectContaining({ id: winnerId })]);
  });

  it('fails when the profile does not exist, creating nothing', async () => {
    const user = await createTestUser({ role: 'MOVER' });
    const start = dayFromToday(61);
    const loc = storedLocation('01JLOC0000000000000000000', {
      address: 'a',
      city: 'b',
      zip: '27601',
      unit_level_start: 1,
    });
    const outcome = await dataLayer.createMoveRequestForUser(user.sub, `01JNOPROFILE${Date.now()}`, {
      from_location: loc,
      to_location: loc,
      start_date: start,
      end_date: start,
      special_considerations: '',
      is_packing_required: false,
    });
    expect(outcome).toEqual({ ok: false, reason: 'condition' });
    expect(await storedRequestsOf(user.sub, 'NC', start)).toHaveLength(0);
    expect((await callRoute(routes.getUser, { token: user.accessToken })).status).toBe(404);
  });
});

describe('anonymous callers', () => {
  it('answers 401 on every move request route', async () => {
    const id = '01JDUMMY0000000000000000';
    expect((await callRoute(routes.createMoveRequest, { body: createBody() })).status).toBe(401);
    expect(
      (await callRoute(routes.updateMoveRequest, { params: { id }, body: { is_packing_required: true } })).status,
    ).toBe(401);
    expect((await callRoute(routes.getMyMoveRequest)).status).toBe(401);
    expect((await callRoute(routes.getMoveRequest, { params: { id } })).status).toBe(401);
  });
});
