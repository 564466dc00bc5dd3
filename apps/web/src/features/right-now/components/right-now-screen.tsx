import type { ReactNode } from 'react';
import { useSession } from '@/lib/auth';
import { friendlyMessage } from '@/lib/api-client';
import { useEntitlements } from '@/lib/entitlements';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyRightNow } from '@/features/right-now/api/get-my-right-now';
import { MyRightNow } from '@/features/right-now/components/my-right-now';
import { RightNowForm, type PhotoPickerSlot } from '@/features/right-now/components/right-now-form';
import { RightNowList } from '@/features/right-now/components/right-now-list';

/** My part: my live post with its countdown, else the form (or the offer when none is left). */
function Mine({ photoPicker }: { photoPicker: PhotoPickerSlot }) {
  const mine = useMyRightNow();
  const entitlements = useEntitlements();
  if (mine.error || entitlements.error)
    return (
      <p role="alert" className="text-sm text-red-300">
        {friendlyMessage(mine.error ?? entitlements.error)}
      </p>
    );
  if (!mine.data || !entitlements.data) return <Skeleton className="h-64 rounded-2xl" />;
  return mine.data.post ? (
    <MyRightNow post={mine.data.post} />
  ) : (
    <RightNowForm allowance={entitlements.data.rightNow} photoPicker={photoPicker} />
  );
}

/**
 * /app/right-now (issue 15): say I'm available now (60 minutes), and see who is available near me.
 * Without a location there is nothing to show by place: the discovery feature's location setup, passed
 * in by the route.
 */
export function RightNowScreen({
  photoPicker,
  locationSetup,
}: {
  photoPicker: PhotoPickerSlot;
  locationSetup: ReactNode;
}) {
  const { me } = useSession();
  const profile = me?.profile;
  if (!profile) return null;
  const located = profile.latitude != null;
  return (
    <div className="flex flex-col gap-5 px-4 pt-4 pb-8">
      <header>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Right Now</h1>
        <p className="text-sm text-zinc-400">
          Who's available now near you, and when you are: live for an hour.
        </p>
      </header>
      {located ? (
        <>
          {profile.locationVisible ? null : (
            <p className="rounded-xl bg-amber-400/10 p-3 text-sm text-amber-200">
              Your location is hidden, so your Right Now is not listed for anyone nearby. Show your
              location in Settings to be found.
            </p>
          )}
          <Mine photoPicker={photoPicker} />
          <RightNowList />
        </>
      ) : (
        locationSetup
      )}
    </div>
  );
}
