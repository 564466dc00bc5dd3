import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStealthMode } from '@/lib/flags';
import { notificationSettingsQueryOptions } from '@/lib/notification-settings';
import { useUpdateNotificationSettings } from '@/features/notifications/api/update-notification-settings';

/**
 * Stealth mode is this device's switch (lib/flags); the server keeps a copy so his push notifications
 * read neutrally too. While he is signed in, the device's choice is sent whenever the two differ (the
 * device he last used decides), once per choice, so a refusal is not retried in a loop.
 */
export function useStealthMirror(): void {
  const stealth = useStealthMode();
  const settings = useQuery(notificationSettingsQueryOptions);
  const { mutate } = useUpdateNotificationSettings();
  const serverStealth = settings.data?.stealth;
  const sent = useRef<boolean | null>(null);
  useEffect(() => {
    if (serverStealth === undefined || serverStealth === stealth || sent.current === stealth)
      return;
    sent.current = stealth;
    mutate({ stealth });
  }, [serverStealth, stealth, mutate]);
}
