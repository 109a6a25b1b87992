import { isApiError } from '@web/lib/api-error';

/** Spec section 8: the server's `error` field when it sent one, else the spec's message. */
export function serverErrorOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.body && typeof error.body === 'object') {
    const text = (error.body as { error?: unknown }).error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return fallback;
}
