import { useState } from 'react';
import type { CurrentUser } from '@web/lib/api/get-user';
import { useUpdateUser } from '@web/lib/api/update-user';
import { notify } from '@web/lib/notify';
import { NOTIFICATION_SETTINGS, type NotificationField, type NotificationSetting } from './notification-settings';

/**
 * The switches' behaviour (spec section 4): on saves at once, off asks first. The value
 * shown while saving is the one being saved; a failure falls back to the cached profile,
 * which only a successful save changes. One save at a time, so answers cannot cross.
 */
export function useNotificationSwitches(user: CurrentUser) {
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState<NotificationSetting | null>(null);
  const saving = update.isPending ? update.variables.changes : {};

  function valueOf(field: NotificationField): boolean {
    return saving[field] ?? user[field];
  }

  function save(setting: NotificationSetting, on: boolean) {
    update.mutate(
      { id: user.id, changes: { [setting.field]: on } },
      {
        onSuccess: () => notify.success(`E-mails about ${setting.topic} are ${on ? 'on' : 'off'}.`),
        onError: (error) => {
          console.error('Saving a notification switch failed', error);
          notify.failure("We couldn't save your change. Please try again.");
        },
      },
    );
  }

  function request(field: NotificationField, on: boolean) {
    const setting = NOTIFICATION_SETTINGS.find((s) => s.field === field)!;
    if (update.isPending || on === valueOf(field)) return;
    if (on) save(setting, true);
    else setConfirming(setting);
  }

  return {
    valueOf,
    isSaving: (field: NotificationField) => field in saving,
    request,
    confirming,
    confirmTurnOff: () => {
      if (confirming) save(confirming, false);
      setConfirming(null);
    },
    leaveOn: () => setConfirming(null),
  };
}
