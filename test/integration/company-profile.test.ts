import { beforeAll, describe, expect, it } from 'vitest';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { IMAGE_MESSAGES, MyMovingCompanySchema } from '@schemas/company-profile';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { encodePng } from '@infra/local/seed/png';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { accept, objectExists, upload } from '@test/support/image-uploads';
import { waitForEmail } from '@test/support/inbox';
import { createTestCompany, type TestCompany } from '@test/support/fixtures/companies';
import { linkUserToCompany } from '@test/support/fixtures/company-users';
import { createTestUser, signIn, uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/**
 * The company's own profile: GET /my-moving-company, PATCH /moving-company/{id}, the two-step
 * image upload (presigned PUT, then the server's check) and the colleague invite.
 */
let owner: TestUser;
let customer: TestUser;
let admin: TestUser;
let orphan: TestUser;
let company: TestCompany;
let other: TestCompany;
let otherOwner: TestUser;

beforeAll(async () => {
  [owner, otherOwner, customer, admin, orphan] = await Promise.all([
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
    createTestUser({ role: 'MOVER', profile: true }),
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
  ]);
  [company, other] = await Promise.all([createTestCompany({ logo_mediaId: 'seed/x/logo.png' }), createTestCompany()]);
  await Promise.all([linkUserToCompany(owner.sub, company.id), linkUserToCompany(otherOwner.sub, other.id)]);
});

const png = (size: number) => encodePng(size, size, new Uint8Array(size * size * 3).fill(90));
const getMine = (user?: TestUser) => callRoute(routes.getMyMovingCompany, { token: user?.accessToken });
const patch = (user: TestUser | undefined, id: string, body: unknown) =>
  callRoute(routes.updateMovingCompany, { token: user?.accessToken, params: { id }, body });
const invite = (user: TestUser | undefined, id: string, body: unknown) =>
  callRoute(routes.inviteCompanyUser, { token: user?.accessToken, params: { id }, body });

describe('GET /my-moving-company', () => {
  it('answers the caller’s company with its e-mail and phone', async () => {
    const answer = await getMine(owner);
    expect(answer.status).toBe(200);
    expect(MyMovingCompanySchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({
      id: company.id,
      email: company.email,
      phone: '9195550100',
      logo_mediaId: 'seed/x/logo.png',
    });
  });

  it('refuses anonymous (401) and customers (403), and says 404 without a linked company', async () => {
    expect((await getMine()).status).toBe(401);
    expect((await getMine(customer)).status).toBe(403);
    const none = await getMine(orphan);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('No moving company found');
  });
});

describe('PATCH /moving-company/{id}', () => {
  it('saves the fields, drops empty ones, stores the year as a number', async () => {
    const answer = await patch(owner, company.id, {
      year_founded: '1999',
      phone: '919-555-0199',
      city: 'Durham',
      state: 'nc',
      zip: '27701',
      description: 'We move families across the Triangle.',
      billboard: 'Licensed\nInsured\nOn time',
      policies_link: 'https://example.com/policies',
      fee_list: 'Stairs: $50',
      logo_mediaId: '',
      hero_mediaId: null,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      year_founded: 1999,
      phone: '919-555-0199',
      city: 'Durham',
      state: 'NC',
      logo_mediaId: 'seed/x/logo.png',
      hero_mediaId: null,
    });
    expect(
      (await callRoute(routes.getMovingCompany, { token: customer.accessToken, params: { id: company.id } })).body,
    ).toMatchObject({
      city: 'Durham',
      year_founded: 1999,
    });
  });

  it('refuses anonymous 401, customers 403, another company 403, no company 404', async () => {
    expect((await patch(undefined, company.id, { city: 'X' })).status).toBe(401);
    expect((await patch(customer, company.id, { city: 'X' })).status).toBe(403);
    expect((await patch(otherOwner, company.id, { city: 'Hacked' })).status).toBe(403);
    expect((await patch(orphan, company.id, { city: 'X' })).status).toBe(404);
    expect((await getMine(owner)).body.city).not.toBe('Hacked');
  });

  it.each([
    [{ year_founded: '99' }, 'year_founded: Year must be exactly 4 digits.'],
    [{ year_founded: 19999 }, 'year_founded: Year must be exactly 4 digits.'],
    [{ dot_number: '1234567890' }, 'dot_number: DOT number must be 1 to 9 digits.'],
    [{ dot_number: '12 345' }, 'dot_number: DOT number must be 1 to 9 digits.'],
    [{ policies_link: 'not a url' }, 'policies_link: Please enter a valid URL.'],
    [{ policies_link: 'javascript:alert(1)' }, 'policies_link: Please enter a valid URL.'],
    [{ state: 'XX' }, 'state: Please pick a US state.'],
    [{ is_verified: true }, 'Invalid body: Unrecognized key: "is_verified" in body'],
  ])('answers 400 for %j and stores nothing', async (bad, message) => {
    const before = (await getMine(owner)).body;
    const answer = await patch(owner, company.id, { city: 'Changed', ...bad });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect((await getMine(owner)).body).toEqual(before);
  });
});

describe('images', () => {
  it('accepts a 400x400 PNG logo and a 2000x2000 hero, serves them, and saves them on the company', async () => {
    const logoId = await upload(owner, 'logo', png(400), { fileName: 'Our logo.png' });
    expect(logoId).toMatch(new RegExp(`^companies/${company.id}/\\d{13}-[0-9a-f]{8}-Our-logo\\.png$`));
    const logo = await accept(owner, logoId, 'logo');
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect(logo.body.file.mediaId).toBe(logoId);
    const served = await fetch(logo.body.file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await objectExists(`pending/${logoId}`)).toBe(false);
    // Accepting again answers the same file.
    expect((await accept(owner, logoId, 'logo')).body).toEqual(logo.body);

    const heroId = await upload(owner, 'hero', png(2000));
    expect((await accept(owner, heroId, 'hero')).status).toBe(200);

    const saved = await patch(owner, company.id, { logo_mediaId: logoId, hero_mediaId: heroId });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      logo_mediaId: logoId,
      hero_mediaId: heroId,
      logo_image_url: logo.body.file.url,
    });
  });

  it('accepts the same upload once when two checks run in parallel', async () => {
    const mediaId = await upload(owner, 'logo', png(400));
    const answers = await Promise.all([
      accept(owner, mediaId, 'logo'),
      accept(owner, mediaId, 'logo'),
      accept(owner, mediaId, 'logo'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.file.url)).size).toBe(1);
    expect(await objectExists(mediaId)).toBe(true);
    expect(await objectExists(`pending/${mediaId}`)).toBe(false);
  });

  it('refuses a too-small upload checked twice in parallel: one gives the reason, the other says it was refused', async () => {
    const mediaId = await upload(owner, 'logo', png(100));
    const answers = await Promise.all([accept(owner, mediaId, 'logo'), accept(owner, mediaId, 'logo')]);
    expect(answers.map((a) => a.status)).toEqual([400, 400]);
    const messages = answers.map((a) => a.body.error as string).sort();
    expect(messages).toEqual([IMAGE_MESSAGES.refusedMeanwhile, IMAGE_MESSAGES.tooSmall('logo', 100, 100)].sort());
    expect(await objectExists(mediaId)).toBe(false);
    expect(await objectExists(`pending/${mediaId}`)).toBe(false);
  });

  it('refuses and deletes a logo under 400x400, with the reason', async () => {
    const mediaId = await upload(owner, 'logo', png(300));
    const answer = await accept(owner, mediaId, 'logo');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('The logo must be at least 400x400 pixels (this one is 300x300)');
    expect(await objectExists(`pending/${mediaId}`)).toBe(false);
    expect(await objectExists(mediaId)).toBe(false);
    expect((await patch(owner, company.id, { logo_mediaId: mediaId })).status).toBe(400);
  });

  it('refuses a 400x400 image as a hero', async () => {
    const mediaId = await upload(owner, 'hero', png(400));
    const answer = await accept(owner, mediaId, 'hero');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^The hero must be at least 2000x2000 pixels/);
  });

  it('refuses a file that is not JPEG or PNG whatever it claims to be, up front and after upload', async () => {
    const declared = await callRoute(routes.createImageUpload, {
      token: owner.accessToken,
      body: { kind: 'logo', fileName: 'x.gif', contentType: 'image/gif', size: 100 },
    });
    expect(declared.status).toBe(400);
    expect(declared.body.error).toBe('contentType: Only JPEG and PNG images are allowed');

    const mediaId = await upload(
      owner,
      'logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.padEnd(2000)),
    );
    const answer = await accept(owner, mediaId, 'logo');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Only JPEG and PNG images are allowed');
    expect(await objectExists(`pending/${mediaId}`)).toBe(false);
  });

  it('refuses a file over 10 MB, up front and when the stored object is larger than declared', async () => {
    const tooBig = 10 * 1024 * 1024 + 1;
    const declared = await callRoute(routes.createImageUpload, {
      token: owner.accessToken,
      body: { kind: 'hero', fileName: 'big.png', contentType: 'image/png', size: tooBig },
    });
    expect(declared.status).toBe(400);
    expect(declared.body.error).toBe('size: The image must be at most 10 MB');

    const header = png(2000);
    const big = Buffer.concat([header, Buffer.alloc(tooBig - header.length + 10, 7)]);
    const mediaId = await upload(owner, 'hero', big, { declaredSize: 1000 });
    const answer = await accept(owner, mediaId, 'hero');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('The image must be at most 10 MB');
    expect(await objectExists(`pending/${mediaId}`)).toBe(false);
  });

  it('does not save unaccepted, unknown or another company’s media ids, nor a logo as a hero', async () => {
    const pending = await upload(owner, 'logo', png(400));
    expect((await patch(owner, company.id, { logo_mediaId: pending })).body.error).toMatch(
      /^logo_mediaId: this image was not uploaded/,
    );
    expect((await patch(owner, company.id, { logo_mediaId: 'companies/x/1-a-b.png' })).status).toBe(400);
    expect((await accept(owner, pending, 'logo')).status).toBe(200);
    expect((await patch(owner, company.id, { hero_mediaId: pending })).status).toBe(400);

    const theirs = await upload(otherOwner, 'logo', png(400));
    expect((await accept(otherOwner, theirs, 'logo')).status).toBe(200);
    expect((await accept(owner, theirs, 'logo')).body.error).toBe('Unknown mediaId');
    expect((await patch(owner, company.id, { logo_mediaId: theirs })).status).toBe(400);
    expect((await getMine(owner)).body.logo_mediaId).not.toBe(theirs);
  });

  it('answers 400 for an id that was never uploaded to, and refuses customers and anonymous callers', async () => {
    const ticket = await callRoute(routes.createImageUpload, {
      token: owner.accessToken,
      body: { kind: 'logo', fileName: 'x.png', contentType: 'image/png', size: 100 },
    });
    const answer = await accept(owner, ticket.body.mediaId, 'logo');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('No uploaded file was found for this mediaId');
    const body = { kind: 'logo', fileName: 'x.png', contentType: 'image/png', size: 100 };
    expect((await callRoute(routes.createImageUpload, { body })).status).toBe(401);
    expect((await callRoute(routes.createImageUpload, { token: customer.accessToken, body })).status).toBe(403);
    expect((await callRoute(routes.createImageUpload, { token: orphan.accessToken, body })).status).toBe(404);
  });
});

describe('POST /moving-company/{id}/invite-user', () => {
  const cognito = () => localCognitoClient(currentStack().cognitoPort);

  it('creates the account in the MOVING_COMPANY group with a profile linked to the company, and e-mails the temporary password', async () => {
    const email = uniqueEmail('colleague');
    const answer = await invite(owner, company.id, {
      firstName: 'Cole',
      lastName: 'League',
      email: email.toUpperCase(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.user).toMatchObject({ email, firstName: 'Cole', moving_company_id: company.id });

    const { userPoolId } = currentStack();
    const account = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    expect(account.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const groups = await cognito().send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: account.Username! }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['MOVING_COMPANY']);

    const mail = await waitForEmail(email, (m) => m.subject === 'You have been invited to MoveMatch');
    expect(mail.body.html).toContain('Hi Cole,');
    expect(mail.body.html).toContain(`${currentStack().webUrl}/login`);
    const temporaryPassword = mail.body.html!.match(/temporary password <b>([^<]+)<\/b>/)![1];
    expect(temporaryPassword).toHaveLength(12);

    // The temporary password works and forces a new one (signIn fails without tokens).
    await expect(signIn(email, temporaryPassword)).rejects.toThrow();
  });

  it('lets an admin invite into any company', async () => {
    const email = uniqueEmail('admininvite');
    const answer = await invite(admin, other.id, { firstName: 'Ada', lastName: 'Min', email });
    expect(answer.status).toBe(201);
    expect(answer.body.user.moving_company_id).toBe(other.id);
  });

  it('answers 409 for an e-mail that already has an account, and changes nothing', async () => {
    const answer = await invite(owner, company.id, { firstName: 'Dup', lastName: 'Licate', email: customer.email });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('A user with this e-mail address already exists');
    expect((await callRoute(routes.getUser, { token: customer.accessToken })).body).toMatchObject({
      role: 'MOVER',
      moving_company_id: null,
    });
  });

  it('refuses anonymous 401, customers 403, another company 403, no company 404, and bad input 400 without creating anyone', async () => {
    const body = { firstName: 'No', lastName: 'Body', email: uniqueEmail('refused') };
    expect((await invite(undefined, company.id, body)).status).toBe(401);
    expect((await invite(customer, company.id, body)).status).toBe(403);
    expect((await invite(otherOwner, company.id, body)).status).toBe(403);
    expect((await invite(orphan, company.id, body)).status).toBe(404);
    expect((await invite(admin, '01JDNOSUCHCOMPANY000000000', body)).status).toBe(404);
    const bad = await invite(owner, company.id, { ...body, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('email: Please enter a valid email address.');
    expect((await invite(owner, company.id, { ...body, firstName: '' })).status).toBe(400);
    expect((await invite(owner, company.id, { ...body, role: 'ADMIN' })).status).toBe(400);
    const { userPoolId } = currentStack();
    await expect(
      cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: body.email })),
    ).rejects.toThrow();
  });
});
