import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@functions/core/aws/s3';
import { config } from '@functions/core/config';

/** S3 reads and writes of the image check: one place for the bucket and its error shapes. */

/** S3's 'no such object' in its several shapes (HEAD answers a bare 404). */
export const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Size and content type of a stored object, or null when there is none. */
export async function headObject(key: string): Promise<{ size: number; contentType: string | undefined } | null> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: config.imageBucket, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * At most `limit + 1` bytes of an object, or null when it is gone: one read whose bytes are
 * then both checked and written, so a later PUT to the upload URL cannot swap them.
 */
export async function readObject(key: string, limit: number): Promise<Uint8Array | null> {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: config.imageBucket, Key: key, Range: `bytes=0-${limit}` }));
    return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if (isNotFound(error)) return null;
    // A range of an empty object (replaced by an empty PUT since the HEAD): no bytes at all.
    if ((error as { name?: string }).name === 'InvalidRange') return new Uint8Array();
    throw error;
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
