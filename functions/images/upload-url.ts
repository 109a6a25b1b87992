import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '@functions/platform/aws/s3';
import { config } from '@functions/platform/config';

/** The presigned PUT is good for this long. */
export const UPLOAD_URL_TTL_SECONDS = 300;

/**
 * A presigned PUT whose signature covers the content type and the length: S3 refuses any
 * other type or size (the presigner leaves both unsigned unless told). The browser sets
 * Content-Length itself from the file, so only the content type is a header to send.
 */
export async function presignUpload(
  key: string,
  contentType: string,
  size: number,
): Promise<{ url: string; headers: Record<string, string> }> {
  const url = await getSignedUrl(
    s3Client(),
    new PutObjectCommand({ Bucket: config.imageBucket, Key: key, ContentType: contentType, ContentLength: size }),
    { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { url, headers: { 'content-type': contentType } };
}
