import type { CurrentUser } from '@web/lib/api/get-user';

/** The two e-mail switches of /profile/email-notifications (spec sections 2 and 3). */
export type NotificationField = keyof Pick<CurrentUser, 'new_message_notifications' | 'status_change_notifications'>;

export interface NotificationSetting {
  field: NotificationField;
  label: string;
  description: string;
  /** For sentences: 'E-mails about {topic} are off.' */
  topic: string;
}

export const NOTIFICATION_SETTINGS: readonly NotificationSetting[] = [
  {
    field: 'new_message_notifications',
    label: 'New messages',
    description: 'An e-mail when someone sends you a message.',
    topic: 'new messages',
  },
  {
    field: 'status_change_notifications',
    label: 'Status changes',
    description: 'An e-mail when one of your quotes or bookings changes status.',
    topic: 'status changes',
  },
];
