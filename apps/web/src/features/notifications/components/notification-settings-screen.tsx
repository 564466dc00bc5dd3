import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BellOff, ChevronLeft } from 'lucide-react';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notificationSettingsQueryOptions } from '@/lib/notification-settings';
import { LoadFailed } from '@/components/load-failed';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePushDevice } from '@/features/notifications/hooks/use-push-device';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';
import { PushDeviceCard } from '@/features/notifications/components/push-device-card';

/** /app/settings/notifications: this device's push, each kind in app and push, preview, quiet hours. */
export function NotificationSettingsScreen() {
  const settings = useQuery(notificationSettingsQueryOptions);
  const device = usePushDevice();
  const deviceCard = (
    <PushDeviceCard
      state={device.state}
      busy={device.busy}
      onTurnOn={device.turnOn}
      onTurnOff={device.turnOff}
    />
  );
  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-6">
      <title>Notifications · Blaze</title>
      <div>
        <Link
          to={paths.settings.to()}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-zinc-400 hover:text-zinc-100"
        >
          <ChevronLeft aria-hidden className="size-4" />
          Settings
        </Link>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Notifications</h1>
        <p className="mt-1 text-sm text-zinc-400">Changes save as you make them.</p>
      </div>
      {settings.isPending ? (
        <div className="flex flex-col gap-5" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your notification settings...
          </span>
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : settings.isError ? (
        settings.error instanceof ApiError && settings.error.status === 404 ? (
          // A server without push (an older version still running): say so, not "try again".
          <EmptyState icon={<BellOff aria-hidden />} title="Notifications aren't available yet">
            This server can&rsquo;t send notifications yet. Your other settings work as usual.
          </EmptyState>
        ) : (
          <LoadFailed
            icon={<BellOff aria-hidden />}
            title="Your notification settings didn't load"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        )
      ) : (
        <NotificationSettingsForm settings={settings.data} device={deviceCard} />
      )}
    </div>
  );
}
