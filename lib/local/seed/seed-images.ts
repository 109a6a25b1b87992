import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SEED_IMAGE_PREFIX } from '@functions/platform/images';
import type { SeedContext } from './seed-context';

/** S3 keys (and media ids) of a seed company's images. */
export function seedImageKeys(companyId: string): { logo: string; hero: string } {
  return { logo: `${SEED_IMAGE_PREFIX}${companyId}/logo.png`, hero: `${SEED_IMAGE_PREFIX}${companyId}/hero.png` };
}

async function objectExists(ctx: SeedContext, key: string): Promise<boolean> {
  try {
    await ctx.s3.send(new HeadObjectCommand({ Bucket: ctx.imageBucket, Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}

/** Uploads a PNG unless the key exists; renders it only when needed. True if uploaded. */
export async function ensurePng(ctx: SeedContext, key: string, render: () => Buffer): Promise<boolean> {
  if (await objectExists(ctx, key)) return false;
  await ctx.s3.send(
    new PutObjectCommand({ Bucket: ctx.imageBucket, Key: key, Body: render(), ContentType: 'image/png' }),
  );
  return true;
}
