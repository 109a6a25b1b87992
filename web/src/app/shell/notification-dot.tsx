import { VisuallyHidden } from '@mantine/core';
import classes from './shell.module.css';

interface NotificationDotProps {
  /** Unread or new items; the dot shows when above 0. Undefined (not loaded yet) shows nothing. */
  count: number | undefined;
  /** What the count is, for screen readers, one and many: "1 unread message", "3 unread messages". */
  label: { one: string; many: string };
}

/**
 * The red dot on a nav item (spec section 2). Position it inside an element with
 * `position: relative`; it sits on that element's top-right corner.
 */
export function NotificationDot({ count, label }: NotificationDotProps) {
  if (!count || count <= 0) return null;
  return (
    <>
      <span className={classes.dot} data-testid="notification-dot" aria-hidden="true" />
      <VisuallyHidden>{`(${count} ${count === 1 ? label.one : label.many})`}</VisuallyHidden>
    </>
  );
}

/** Screen-reader wording per count, kept next to the dot. */
export const DOT_LABELS = {
  unreadMessages: { one: 'unread message', many: 'unread messages' },
  quoteNotifications: { one: 'quote update', many: 'quote updates' },
  leadNotifications: { one: 'lead update', many: 'lead updates' },
} as const;
