import { useEffect, useState } from 'react';
import { Plane } from 'lucide-react';
import { visitingLabel, type Roam } from '@blaze/contracts/roam';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useEndRoam } from '@/features/roam/api/end-roam';
import { timeLeftText } from '@/features/roam/lib/roam-text';

/** Now, again every 30 seconds: the countdown's clock. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The roam running now: where, what members there read, the time left, and 'End roam'. */
export function CurrentRoam({ roam, onChanged }: { roam: Roam; onChanged?: () => void }) {
  const now = useNow();
  const end = useEndRoam(onChanged);
  return (
    <Card className="mx-4 flex flex-col gap-3 border-amber-400/30 bg-amber-400/5 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-400/15 text-amber-300">
          <Plane aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-zinc-50">Roaming in {roam.city}</h2>
          <p className="text-sm text-zinc-300" data-testid="roam-time-left">
            {timeLeftText(roam.endsAt, now)}
          </p>
        </div>
      </div>
      <p className="text-sm text-zinc-400">
        Guys in {roam.city} see you at the city centre, labelled &lsquo;
        {visitingLabel(roam.visitingFrom)}&rsquo;. Your own grid shows {roam.city} too. Your real
        location stays yours.
      </p>
      {end.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {friendlyMessage(end.error)}
        </p>
      ) : null}
      <Button variant="secondary" loading={end.isPending} onClick={() => end.mutate(roam.id)}>
        End roam
      </Button>
    </Card>
  );
}
