import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LogOut, MapPinCheck, MapPinOff } from 'lucide-react';
import {
  CHECK_IN_HOURS,
  CHECK_IN_RADIUS_M,
  CHECK_IN_VISIBILITIES,
  CHECK_IN_VISIBILITY_LABELS,
  type CheckInVisibility,
} from '@blaze/contracts/places';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RadioList } from '@/components/ui/radio-list';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useCheckIn,
  useCheckInVenues,
  useCheckOut,
  useMyCheckIn,
} from '@/features/places/api/check-ins';
import { timeLeft, venueDistance } from '@/features/places/lib/venue-text';
import { useNow } from '@/features/places/lib/use-now';

const VISIBILITY_OPTIONS = CHECK_IN_VISIBILITIES.map((value) => ({
  value,
  label: CHECK_IN_VISIBILITY_LABELS[value],
}));

/** Who sees my check-in: one choice, shared by the check-in list and a venue's own button. */
export function VisibilityChoice({
  value,
  onChange,
}: {
  value: CheckInVisibility;
  onChange: (v: CheckInVisibility) => void;
}) {
  const name = useId();
  return (
    <RadioList
      legend="Who sees that you're here?"
      name={name}
      options={VISIBILITY_OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}

/** My live check-in: where, how long it lasts, and Check out. */
export function MyCheckInCard() {
  const mine = useMyCheckIn();
  const checkOut = useCheckOut();
  const now = useNow();
  const checkIn = mine.data?.checkIn;
  if (!checkIn) return null;
  return (
    <section
      aria-label="Your check-in"
      className="flex items-center gap-3 rounded-2xl bg-emerald-400/10 p-3 ring-1 ring-emerald-400/30"
    >
      <MapPinCheck aria-hidden className="size-6 shrink-0 text-emerald-300" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-bold text-zinc-50">
          Checked in at{' '}
          <Link to={paths.venue.to(checkIn.venueId)} className="underline underline-offset-2">
            {checkIn.venueName}
          </Link>
        </p>
        <p className="text-xs text-zinc-300">
          Time left: {timeLeft(checkIn.endsAt, now)} ·{' '}
          {CHECK_IN_VISIBILITY_LABELS[checkIn.visibility]}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={checkOut.isPending}
        onClick={() => checkOut.mutate()}
      >
        <LogOut aria-hidden />
        Check out
      </Button>
    </section>
  );
}

/**
 * /app/places?action=checkin: the venues within 500 m of me (the server decides from my true point),
 * who may see me, and Check in. My current check-in on top.
 */
export function CheckInPanel() {
  const venues = useCheckInVenues();
  const checkIn = useCheckIn();
  const mine = useMyCheckIn();
  const [visibility, setVisibility] = useState<CheckInVisibility>('venue');
  return (
    <section aria-labelledby="check-in-title" className="flex flex-col gap-4">
      <div>
        <h2 id="check-in-title" className="text-lg font-bold text-zinc-50">
          Check in
        </h2>
        <p className="text-sm text-zinc-400">
          Venues within {CHECK_IN_RADIUS_M} m of you. A check-in lasts {CHECK_IN_HOURS} hours or
          until you check out, and never shows more than the venue.
        </p>
      </div>
      <MyCheckInCard />
      {venues.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : venues.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(venues.error)}
        </p>
      ) : venues.data.venues.length === 0 ? (
        <EmptyState icon={<MapPinOff aria-hidden />} title="No venues within 500 m">
          Move closer to a bar, club or café on the map to check in there.
        </EmptyState>
      ) : (
        <>
          <VisibilityChoice value={visibility} onChange={setVisibility} />
          {checkIn.error ? (
            <p role="alert" className="text-sm text-red-300">
              {friendlyMessage(checkIn.error)}
            </p>
          ) : null}
          <ul className="flex flex-col gap-2">
            {venues.data.venues.map((v) => {
              const here = mine.data?.checkIn?.venueId === v.id;
              return (
                <li
                  key={v.id}
                  className="flex items-center gap-3 rounded-2xl bg-zinc-900 p-3 ring-1 ring-zinc-800"
                >
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.venue.to(v.id)}
                      className="block truncate font-semibold text-zinc-50 hover:underline"
                    >
                      {v.name}
                    </Link>
                    <p className="text-xs text-zinc-400">{venueDistance(v.distanceM)} away</p>
                  </div>
                  <Button
                    size="sm"
                    disabled={here}
                    loading={checkIn.isPending && checkIn.variables?.venueId === v.id}
                    aria-label={here ? `Checked in at ${v.name}` : `Check in at ${v.name}`}
                    onClick={() => checkIn.mutate({ venueId: v.id, visibility })}
                  >
                    {here ? 'Checked in' : 'Check in'}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
