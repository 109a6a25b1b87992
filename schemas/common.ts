import * as z from 'zod';

/** A body-less success answer. */
export const SuccessResponseSchema = z.object({ success: z.literal(true) });

export const EmailSchema = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** Ids are Cognito subs (users) or ULIDs (everything else). */
export const IdSchema = z
  .string()
  .trim()
  .min(1, 'Id is required')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Id is not valid');

export { NameSchema } from './person-name';

/** A media id (S3 object key) as upload-image answered it. */
export const MediaIdSchema = z
  .string({ error: 'mediaId is required' })
  .trim()
  .min(1, 'mediaId is required')
  .max(300, 'mediaId is not valid')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'mediaId is not valid');
