import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
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

/** The first `count` bytes of an object (a ranged GET: the image header, not the image). */
export async function readObjectStart(key: string, count: number): Promise<Uint8Array> {
  const answer = await s3Client().send(
    new GetObjectCommand({ Bucket: config.imageBucket, Key: key, Range: `bytes=0-${count - 1}` }),
  );
  return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config.imageBucket, Key: key }));
}

/** Copies an object to its final key with the content type its bytes proved. */
export async function copyObject(from: string, to: string, contentType: string): Promise<void> {
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: config.imageBucket,
      CopySource: `${config.imageBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      Key: to,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
      MetadataDirective: 'REPLACE',
    }),
  );
}
