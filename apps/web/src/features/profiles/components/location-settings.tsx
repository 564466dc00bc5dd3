import type { ReactNode } from 'react';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { useSession } from '@/lib/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LocationPrivacy } from '@/features/profiles/components/location-privacy';

interface LocationSettingsProps {
  /** The control that changes the location (discovery's location chip). */
  chip: (profile: OwnProfile) => ReactNode;
}

/** Settings: where my location comes from, and who may see how far away I am. */
export function LocationSettings({ chip }: LocationSettingsProps) {
  const { me } = useSession();
  if (!me) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Location</h2>
        </CardTitle>
        <CardDescription>
          Others only ever see a rough distance, measured from the middle of the square of about a
          kilometre you are in, which everyone in that square shares.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-zinc-300">
            {me.profile.latitude == null
              ? 'Not set yet'
              : me.profile.locationSource === 'city'
                ? 'A city you picked'
                : 'From your device'}
          </span>
          {chip(me.profile)}
        </div>
        <LocationPrivacy profile={me.profile} />
      </CardContent>
    </Card>
  );
}
