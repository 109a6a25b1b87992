import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@schemas/company-profile';
import { encodePng } from '@infra/local/seed/png';
import { createTestCompany } from '@test/support/fixtures/companies';
import { linkUserToCompany } from '@test/support/fixtures/company-users';
import { headerOnlyPng, validJpeg } from '@test/support/fixtures/images';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { accept, anonymousGet, objectExists, putUpload, requestUpload, upload } from '@test/support/image-uploads';

/**
 * What an attacker can make the image upload store and serve. In
 * local mode s3rver checks no signature, so these prove the server's own checks and the
 * local read gate; the signed type and length are proved in test/unit/functions/upload-url.test.ts
 * and CloudFront's refusal of pending/ in test/infra/image-uploads.test.ts.
 */
let owner: TestUser;

beforeAll(async () => {
  owner = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
  const company = await createTestCompany();
  await linkUserToCompany(owner.sub, company.id);
});

const png = (size: number) => encodePng(size, size, new Uint8Array(size * size * 3).fill(90));
/** An HTML page of exactly `size` bytes: what a browser would run if it were served from the app's origin. */
const htmlPage = (size: number) =>
  Buffer.from('<html><script>alert(localStorage.length)</script></html>'.padEnd(size, ' '));

describe('an upload is stored and served only as what was announced', () => {
  it('never serves pending/ uploads, nor lists the bucket, to an anonymous browser', async () => {
    const ticket = await requestUpload(owner, 'logo', { size: 600 });
    await putUpload(ticket, htmlPage(600), { 'content-type': 'text/html' });
    const pending = await anonymousGet(`pending/${ticket.mediaId}`);
    expect(pending.status).toBe(403);
    expect(pending.headers.get('content-type')).not.toContain('text/html');
    expect((await anonymousGet('')).status).toBe(403);
    expect((await anonymousGet('pending/')).status).toBe(403);
  });

  it('refuses and deletes at once an upload stored with another content type than the signed one (an HTML file)', async () => {
    const ticket = await requestUpload(owner, 'logo', { size: 600 });
    await putUpload(ticket, htmlPage(600), { 'content-type': 'text/html' });
    const answer = await accept(owner, ticket.mediaId, 'logo');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(IMAGE_MESSAGES.notAsDeclared);
    expect(await objectExists(`pending/${ticket.mediaId}`)).toBe(false);
    expect(await objectExists(ticket.mediaId)).toBe(false);
    expect((await accept(owner, ticket.mediaId, 'logo')).body.error).toBe(IMAGE_MESSAGES.unknownMedia);
  });

  it('refuses and deletes a valid image whose length is not the signed one', async () => {
    const bytes = png(400);
    const mediaId = await upload(owner, 'logo', bytes, { declaredSize: bytes.length + 1 });
    const answer = await accept(owner, mediaId, 'logo');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(IMAGE_MESSAGES.notAsDeclared);
    expect(await objectExists(`pending/${mediaId}`)).toBe(false);
  });

  it('serves an accepted image anonymously with the type its bytes proved', async () => {
    const mediaId = await upload(owner, 'logo', png(400));
    expect((await accept(owner, mediaId, 'logo')).status).toBe(200);
    const served = await anonymousGet(mediaId);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

describe('a PUT racing the check never becomes the served image', () => {
  /** A paced racer once swapped 3 times in 30 tries; the racer here PUTs without pause, so a swap comes sooner. */
  const ATTEMPTS = 12;

  it('serves exactly the checked bytes, or nothing, while the upload URL is PUT again during the check', async () => {
    const good = png(400);
    const evil = htmlPage(good.length); // same type and length: it passes the HEAD, only the bytes differ
    const outcomes = { accepted: 0, refused: 0, retry: 0 };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const ticket = await requestUpload(owner, 'logo', { size: good.length });
      await putUpload(ticket, good);
      let racing = true;
      // The attacker swaps the stored bytes back and forth for as long as the check runs.
      const racer = (async () => {
        for (let i = 0; racing; i++) {
          await fetch(ticket.uploadUrl, {
            method: 'PUT',
            headers: ticket.headers,
            body: new Uint8Array(i % 2 ? good : evil),
          });
        }
      })();
      const answer = await accept(owner, ticket.mediaId, 'logo');
      racing = false;
      await racer;
      if (answer.status !== 200) {
        // Refused (400), or the read was cut by a PUT and the browser may ask again (409, or 503
        // when S3 itself stumbled under the racing PUTs): never served.
        expect([400, 409, 503], JSON.stringify(answer.body)).toContain(answer.status);
        outcomes[answer.status === 400 ? 'refused' : 'retry']++;
        expect(await objectExists(ticket.mediaId)).toBe(false);
        continue;
      }
      outcomes.accepted++;
      const served = await anonymousGet(ticket.mediaId);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await served.arrayBuffer()).equals(good),
        `attempt ${attempt}: the served logo is not the checked PNG`,
      ).toBe(true);
    }
    expect(outcomes.accepted + outcomes.refused + outcomes.retry).toBe(ATTEMPTS);
  }, 120_000);
});

describe('the image must decode, within 8000 px a side', () => {
  it.each([
    ['a header-only PNG claiming 60000x60000', headerOnlyPng(60000, 60000), IMAGE_MESSAGES.tooManyPixels(60000, 60000)],
    [
      'a header-only PNG claiming 4294967295 square',
      headerOnlyPng(4294967295, 4294967295),
      IMAGE_MESSAGES.tooManyPixels(4294967295, 4294967295),
    ],
    ['a header-only PNG claiming 2000x2000', headerOnlyPng(2000, 2000), IMAGE_MESSAGES.unreadable],
    ['a JPEG frame of 9000x9000', validJpeg(9000, 9000), IMAGE_MESSAGES.tooManyPixels(9000, 9000)],
    [
      'a 2000x2000 PNG with a script after IEND',
      Buffer.concat([png(2000), Buffer.from('<script>alert(1)</script>')]),
      IMAGE_MESSAGES.unreadable,
    ],
  ])('refuses %s as a hero, with a clear 400, and deletes it', async (_name, bytes, message) => {
    const mediaId = await upload(owner, 'hero', bytes);
    const answer = await accept(owner, mediaId, 'hero');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(await objectExists(`pending/${mediaId}`)).toBe(false);
    expect(await objectExists(mediaId)).toBe(false);
  });

  it('accepts a well-formed JPEG hero and serves it as image/jpeg', async () => {
    const mediaId = await upload(owner, 'hero', validJpeg(2400, 2000), {
      contentType: 'image/jpeg',
      fileName: 'hero.jpg',
    });
    const answer = await accept(owner, mediaId, 'hero');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await anonymousGet(mediaId)).headers.get('content-type')).toBe('image/jpeg');
  });
});
