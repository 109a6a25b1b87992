import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  CustomerReviewBodySchema,
  ReportReviewBodySchema,
  ReviewAnswerBodySchema,
  ReviewBodySchema,
} from '@schemas/reviews';

const ratings = { overall: 5, on_time: 5, care: 4, communication: 5, price_as_quoted: 5 };
const text = 'The crew was careful with the piano.\nThey arrived\tright on time.';

describe('review texts are plain text', () => {
  it('keeps line breaks and tabs, and trims', () => {
    const parsed = ReviewBodySchema.parse({ ratings, text: `  ${text}  ` });
    expect(parsed.text).toBe(text);
    expect(parsed.photo_media_ids).toEqual([]);
  });

  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001B[31m'],
    ['a C1 control', '\u0085'],
  ])('refuses %s in every free-text field', (_, control) => {
    const messages = [
      ReviewBodySchema.safeParse({ ratings, text: `${text}${control}` }),
      ReviewAnswerBodySchema.safeParse({ text: `Thank you${control}` }),
      CustomerReviewBodySchema.safeParse({
        inventory_as_described: 5,
        access_as_described: 5,
        communication: 5,
        note: `Ready${control}`,
      }),
      ReportReviewBodySchema.safeParse({ reason: 'OTHER', note: `Spam${control}` }),
    ].map((result) => (result.success ? null : result.error.issues[0].message));
    expect(messages).toEqual(Array(4).fill(CONTROL_CHARACTERS_MESSAGE));
  });

  it('keeps the length rules with their messages', () => {
    const short = ReviewBodySchema.safeParse({ ratings, text: 'Too short' });
    expect(short.success ? null : short.error.issues[0].message).toBe('Write 20 to 2000 characters about the move');
    const empty = ReviewAnswerBodySchema.safeParse({ text: '   ' });
    expect(empty.success).toBe(false);
  });
});
