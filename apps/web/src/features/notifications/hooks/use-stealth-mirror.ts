import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStealthMode } from '@/lib/flags';
import { notificationSettingsQueryOptions } from '@/lib/notification-settings';
import { useUpdateNotificationSettings } from '@/features/notifications/api/update-notification-settings';

/**
 * Stealth mode is this device's switch (lib/flags); the server keeps a copy so his push notifications
 * read neutrally too. While he is signed in, the device's choice is sent whenever the two differ (the
 * device he last used decides).
 */
export function useStealthMirror(): void {
  const stealth = useStealthMode();
  const settings = useQuery(notificationSettingsQueryOptions);
  const save = useUpdateNotificationSettings();
  const serverStealth = settings.data?.stealth;
  const { mutate, isPending } = save;
  useEffect(() => {
    if (serverStealth === undefined || serverStealth === stealth || isPending) return;
    mutate({ stealth });
  }, [serverStealth, stealth, isPending, mutate]);
}
