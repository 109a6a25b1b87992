import * as z from 'zod';

/**
 * A PDF MoveMatch generates (the estimate, the bill of lading), answered as JSON like every other
 * route: its file name and its bytes in base64, which the page saves as a file.
 */
export const PdfFileSchema = z.object({
  filename: z.string(),
  content_type: z.literal('application/pdf'),
  data_base64: z.string(),
});
export type PdfFile = z.infer<typeof PdfFileSchema>;
