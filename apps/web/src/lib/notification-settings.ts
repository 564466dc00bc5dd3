import { queryOptions } from '@tanstack/react-query';
import type {
  NotificationKind,
  NotificationSettings,
  NotificationSettingsPatch,
} from '@blaze/contracts/notifications';
import { api } from '@/lib/api-client';

/**
 * The member's notification settings (issue 18): read by Settings > Notifications, and by the in-app
 * alerts of other features (a kind switched off in-app stays quiet), so the query lives in shared code.
 */

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get<NotificationSettings>('/api/me/notification-settings', { signal });
}

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.settings(),
  queryFn: ({ signal }) => getNotificationSettings(signal),
  // They change only from Settings, which writes the cache itself.
  staleTime: 5 * 60_000,
});

/** The settings with a change applied, as the server will answer (for the switch to move at once). */
export function applyNotificationPatch(
  settings: NotificationSettings,
  patch: NotificationSettingsPatch,
): NotificationSettings {
  const kinds = { ...settings.kinds };
  for (const [kind, change] of Object.entries(patch.kinds ?? {}) as [
    NotificationKind,
    Partial<NotificationSettings['kinds'][NotificationKind]> | undefined,
  ][]) {
    if (change) kinds[kind] = { ...kinds[kind], ...change };
  }
  return {
    kinds,
    preview: patch.preview ?? settings.preview,
    quietHours: { ...settings.quietHours, ...patch.quietHours },
    stealth: patch.stealth ?? settings.stealth,
  };
}

/**
 * Whether an in-app alert of this kind may show. Unknown settings (not loaded, or refused) alert:
 * staying silent by mistake is worse than one toast too many.
 */
export function inAppAlertAllowed(
  settings: NotificationSettings | undefined,
  kind: NotificationKind,
): boolean {
  return settings?.kinds[kind]?.inApp ?? true;
}
