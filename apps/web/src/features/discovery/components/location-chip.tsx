import { useState } from 'react';
import { MapPin } from 'lucide-react';
import type { OwnProfile } from '@blaze/contracts/profiles';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { LocationChoices } from '@/features/discovery/components/location-setup';

/** Where the lists are measured from ('Berlin'), and the way to change it. */
export function LocationChip({ profile }: { profile: OwnProfile }) {
  const [open, setOpen] = useState(false);
  const place = profile.city ?? 'Somewhere';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Location: ${place}${profile.locationSource === 'city' ? ' (picked)' : ''}. Change`}
        className="inline-flex h-9 max-w-40 cursor-pointer items-center gap-1.5 rounded-full border border-zinc-800 bg-zinc-900 px-3 text-sm font-medium text-zinc-200 transition-colors hover:border-zinc-700"
      >
        <MapPin aria-hidden className="size-4 shrink-0 text-brand-text" />
        <span className="truncate">{place}</span>
      </button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="bottom">
          <SheetHeader>
            <SheetTitle>Your location</SheetTitle>
            <SheetDescription>
              {profile.locationSource === 'city'
                ? `You picked ${place}. Share your location to see who is really nearby.`
                : `Measured from ${place}. Others only ever see a rough distance.`}
            </SheetDescription>
          </SheetHeader>
          <div className="px-5 pb-6">
            <LocationChoices onDone={() => setOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
