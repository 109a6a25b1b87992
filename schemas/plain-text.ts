/**
 * The one rule for free text that reaches e-mails, calendar files or other people (names have
 * their own, stricter rule: person-name.ts). Checked before trimming, so a trailing CR or NUL
 * is refused rather than silently cut:
 * - one line (labels, addresses, a company's own window, an adjustment's line): no control or
 *   format characters at all (CR, LF, NUL, ESC, tabs, bidi overrides, line separators), so the
 *   text cannot break an e-mail header or a calendar file's line;
 * - several lines (reasons, notes, descriptions, messages): line breaks and tabs are allowed,
 *   every other control character and the bidi overrides that reorder what a reader sees are not.
 */
export const PLAIN_TEXT_MESSAGES = {
  oneLine: (label: string) => `${label} cannot contain line breaks or control characters`,
  multiLine: (label: string) => `${label} cannot contain control characters`,
} as const;

// Bidi embeddings, overrides and isolates: they make text read differently than it is stored.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const ONE_LINE_FORBIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
// Every control character except tab, LF and CR.
const MULTI_LINE_FORBIDDEN = /(?![\n\r\t])\p{Cc}|[\u2028\u2029]/u;

/** True when the text is one plain line. */
export const isOneLine = (text: string) => !ONE_LINE_FORBIDDEN.test(text);

/** True when the text is plain lines: breaks and tabs only. */
export const isPlainLines = (text: string) => !MULTI_LINE_FORBIDDEN.test(text) && !BIDI_CONTROLS.test(text);
