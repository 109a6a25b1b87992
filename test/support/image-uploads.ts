import { expect } from 'vitest';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { routes } from '@schemas/routes';
import { localS3Client } from '@infra/local/s3-client';
import { callRoute } from './api';
import { currentStack } from './current-stack';
import type { TestUser } from './fixtures/users';

/* The two steps of an image upload (company image or message attachment) as the browser makes them (docs/images.md), and the bucket as tests see it. */

export type ImageKind = 'logo' | 'hero' | 'attachment';

/** Step 1: the presigned upload ticket for what the browser declares. */
export async function requestUpload(
  user: TestUser,
  kind: ImageKind,
  declared: { contentType?: string; size: number; fileName?: string },
) {
  const ticket = await callRoute(routes.createImageUpload, {
    token: user.accessToken,
    body: {
      kind,
      fileName: declared.fileName ?? `${kind}.png`,
      contentType: declared.contentType ?? 'image/png',
      size: declared.size,
    },
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  return ticket.body as { mediaId: string; uploadUrl: string; headers: Record<string, string> };
}

/** The browser's PUT to the ticket's URL, with the ticket's headers unless others are given. */
export async function putUpload(
  ticket: { uploadUrl: string; headers: Record<string, string> },
  bytes: Uint8Array,
  headers = ticket.headers,
) {
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
}

/** Step 1 and the browser's PUT; answers the media id. */
export async function upload(
  user: TestUser,
  kind: ImageKind,
  bytes: Uint8Array,
  options: { contentType?: string; declaredSize?: number; fileName?: string } = {},
): Promise<string> {
  const ticket = await requestUpload(user, kind, { ...options, size: options.declaredSize ?? bytes.length });
  await putUpload(ticket, bytes);
  return ticket.mediaId;
}

/** Step 2: the server's check of what was stored. */
export const accept = (user: TestUser, mediaId: string, kind: ImageKind) =>
  callRoute(routes.uploadImage, { token: user.accessToken, body: { mediaId, kind } });

export async function objectExists(key: string): Promise<boolean> {
  const { s3Port, imageBucket } = currentStack();
  try {
    await localS3Client(s3Port).send(new HeadObjectCommand({ Bucket: imageBucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** An anonymous GET of a key, as a browser would load it from the local image base URL. */
export function anonymousGet(key: string): Promise<Response> {
  const { s3Port, imageBucket } = currentStack();
  return fetch(`http://localhost:${s3Port}/${imageBucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
}
