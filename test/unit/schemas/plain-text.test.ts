import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ChangeProposalBodySchema } from '@schemas/booking-changes';
import { AdjustmentSchema } from '@schemas/booking-completion-view';
import { DisputeBookingBodySchema } from '@schemas/booking-completion';
import { CalendarSettingsSchema } from '@schemas/bookings';
import { MarkMoveRequestInvalidBodySchema } from '@schemas/admin';
import { SendMessageBodySchema } from '@schemas/messaging';
import { isOneLine, isPlainLines } from '@schemas/plain-text';

const NUL = '\u0000';
const ESC = '\u001b';
const RLO = '\u202e';

describe('the plain-text rule', () => {
  it('one line refuses every control and format character; several lines allow breaks and tabs only', () => {
    expect(isOneLine('7–9 am, café')).toBe(true);
    for (const bad of ['a\nb', 'a\rb', `a${NUL}`, `a${ESC}[31m`, `a${RLO}b`, 'a\u2028b', 'a\tb'])
      expect(isOneLine(bad)).toBe(false);
    expect(isPlainLines('First line\r\nSecond\tline')).toBe(true);
    for (const bad of [`a${NUL}`, `a${ESC}[31m`, `a${RLO}b`, 'a\u2028b']) expect(isPlainLines(bad)).toBe(false);
  });
});

/** A valid body, and the field of it that carries free text. */
const FIELDS: Array<[string, z.ZodType, Record<string, string | number>, string, 'one' | 'several']> = [
  [
    'own arrival window',
    CalendarSettingsSchema,
    { crews_per_day: 1, own_arrival_window: '7–9 am' },
    'own_arrival_window',
    'one',
  ],
  [
    'change proposal reason',
    ChangeProposalBodySchema,
    { move_day: '2027-01-04', reason: 'The truck is in repair' },
    'reason',
    'several',
  ],
  ['adjustment line', AdjustmentSchema, { line: 'Moving charge', amount: -10, reason: 'Early finish' }, 'line', 'one'],
  [
    'adjustment reason',
    AdjustmentSchema,
    { line: 'Moving charge', amount: -10, reason: 'Early finish' },
    'reason',
    'one',
  ],
  [
    'dispute reason',
    DisputeBookingBodySchema,
    { reason: 'The crew came four hours late and charged for it.' },
    'reason',
    'several',
  ],
  ['invalid move reason', MarkMoveRequestInvalidBodySchema, { reason: 'Test post, not a move' }, 'reason', 'several'],
  [
    'message',
    SendMessageBodySchema,
    { conversation_id: '01JDSEEDC00000000000000009', content: 'Hello there' },
    'content',
    'several',
  ],
];

describe.each(FIELDS)('%s', (_name, schema, body, field, lines) => {
  it('accepts plain text and refuses NUL, ESC and bidi overrides with a 400-style message', () => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const bad of [`${body[field]}${NUL}`, `${ESC}[2J${body[field]}`, `${RLO}${body[field]}`]) {
      const parsed = schema.safeParse({ ...body, [field]: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/control characters/);
    }
  });

  it(lines === 'one' ? 'refuses line breaks' : 'keeps line breaks', () => {
    const parsed = schema.safeParse({ ...body, [field]: `${body[field]}\r\nBcc: x@example.com and more` });
    expect(parsed.success).toBe(lines === 'several');
  });
});
