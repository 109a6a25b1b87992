import { notifications } from '@mantine/notifications';
import { isApiError } from './api-error';

/*
 * The app's toasts: green when something worked, red when it failed, blue for a heads-up.
 * Where they show and how long they stay (3 s, spec section 9) is set once on <Notifications>
 * in app/providers.tsx; the words are the spec's, kept in each feature's messages.ts.
 */

export interface Toast {
  message: string;
  /** A heading above the message, e.g. the spec's failure line above the server's reason. */
  title?: string;
  /** Only for a toast that must stay longer than the app's default. */
  autoClose?: number;
}

function show(color: 'green' | 'red' | 'blue', toast: string | Toast) {
  notifications.show({ color, ...(typeof toast === 'string' ? { message: toast } : toast) });
}

/**
 * The server's reason for refusing a request (a 4xx `error` text), worth showing to the person;
 * a 5xx or a network failure has none they can act on.
 */
export function refusalReason(error: unknown, { withServerErrors = false } = {}): string | undefined {
  if (!isApiError(error) || error.status < 400 || (error.status >= 500 && !withServerErrors)) return undefined;
  return error.message.trim() === '' ? undefined : error.message;
}

/**
 * The words of a failure: the spec's line, or the server's reason instead when it gave one
 * (spec section 8: "A server error field, when present, is shown instead").
 */
export function failureText(line: string, error: unknown): string {
  return refusalReason(error) ?? line;
}

export interface FailureOptions {
  /** The server's reason replaces the line rather than showing beneath it. */
  reasonInstead?: boolean;
  /** A 5xx's text shows too: the payment provider's own words ('Stripe is unavailable'). */
  withServerErrors?: boolean;
  autoClose?: number;
}

/**
 * The one way an action reports that it failed: a red toast with the spec's line. Given the
 * error, a server's 4xx reason shows beneath the line (the spec's "plus the server error text"),
 * or instead of it with `reasonInstead`; a 5xx or network failure shows the line alone.
 */
function failure(
  line: string,
  error?: unknown,
  { reasonInstead = false, withServerErrors, autoClose }: FailureOptions = {},
) {
  const reason = refusalReason(error, { withServerErrors });
  const words: Toast = reason && !reasonInstead ? { title: line, message: reason } : { message: reason ?? line };
  show('red', autoClose === undefined ? words : { ...words, autoClose });
}

export const notify = {
  success: (toast: string | Toast) => show('green', toast),
  error: (toast: string | Toast) => show('red', toast),
  info: (toast: string | Toast) => show('blue', toast),
  failure,
};
