import { notify } from '@web/lib/notify';

/** A dashboard action failed: logged, and toasted with the spec's line and the server's reason. */
export function failureToast(line: string, error: unknown) {
  console.error(line, error);
  notify.failure(line, error);
}
