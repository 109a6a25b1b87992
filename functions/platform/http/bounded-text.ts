/**
 * What an error answer may repeat of the request. A caller controls field names and values,
 * so a 1 MB key must not come back (twice) in a 400: every quoted piece is cut to
 * QUOTED_MAX characters and a whole message to MESSAGE_MAX.
 */
export const QUOTED_MAX = 60;
export const MESSAGE_MAX = 300;
/** Most fields named in one 400's `fields` map. */
export const FIELDS_MAX = 20;

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number = QUOTED_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
