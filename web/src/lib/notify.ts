import { notifications } from '@mantine/notifications';

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

export const notify = {
  success: (toast: string | Toast) => show('green', toast),
  error: (toast: string | Toast) => show('red', toast),
  info: (toast: string | Toast) => show('blue', toast),
};
