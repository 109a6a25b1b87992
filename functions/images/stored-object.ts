import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@functions/platform/aws/s3';
import { config } from '@functions/platform/config';

/** S3 reads and writes of the image check: one place for the bucket and its error shapes. */

/** S3's 'no such object' in its several shapes (HEAD answers a bare 404). */
export const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

export interface StoredObject {
  size: number;
  contentType: string | undefined;
  etag: string | undefined;
}

/** Size, content type and ETag of a stored object, or null when there is none. */
export async function headObject(key: string): Promise<StoredObject | null> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: config.imageBucket, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType, etag: head.ETag };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The bytes read, or why there are none: the object went, was replaced since its HEAD, or
 * its transfer broke off (the emulator cuts a download when the file is overwritten).
 */
export type ReadOutcome = { bytes: Uint8Array } | 'gone' | 'changed' | 'interrupted';

/**
 * At most `limit + 1` bytes of the object the HEAD saw (If-Match its ETag): one read whose
 * bytes are then both checked and written, so a later PUT to the upload URL cannot swap them.
 */
export async function readObject(key: string, limit: number, seen: StoredObject): Promise<ReadOutcome> {
  let body: { transformToByteArray(): Promise<Uint8Array> } | undefined;
  try {
    const answer = await s3Client().send(
      new GetObjectCommand({ Bucket: config.imageBucket, Key: key, Range: `bytes=0-${limit}`, IfMatch: seen.etag }),
    );
    body = answer.Body;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (isNotFound(error)) return 'gone';
    if (e.name === 'PreconditionFailed' || e.$metadata?.httpStatusCode === 412) return 'changed';
    // A range of an empty object: replaced by an empty PUT since the HEAD.
    if (e.name === 'InvalidRange') return 'changed';
    throw error;
  }
  try {
    return { bytes: body ? await body.transformToByteArray() : new Uint8Array() };
  } catch {
    return 'interrupted';
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config.imageBucket, Key: key }));
}

/** Writes the checked bytes to the served key, with the content type they proved. */
export async function putImage(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: config.imageBucket,
      Key: key,
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
}
