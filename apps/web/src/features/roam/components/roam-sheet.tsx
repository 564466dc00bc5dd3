import { useState } from 'react';
import { Link } from 'react-router';
import { Crown, Plane, Ticket } from 'lucide-react';
import type { City } from '@blaze/contracts/catalogues';
import { ErrorCode } from '@blaze/contracts/error-codes';
import {
  ROAM_DURATIONS,
  ROAM_UNKNOWN_HOME,
  visitingLabel,
  type RoamState,
} from '@blaze/contracts/roam';
import { paths } from '@/config/paths';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { RadioList } from '@/components/ui/radio-list';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useStartRoam } from '@/features/roam/api/start-roam';

type Hours = `${(typeof ROAM_DURATIONS)[number]['hours']}`;
const DURATION_OPTIONS = ROAM_DURATIONS.map((d) => ({
  value: `${d.hours}` as Hours,
  label: d.label,
}));

/** No Roam pass and no Plus: what he can buy, coming back here after. */
function Offer() {
  const back = paths.roam.to();
  return (
    <div className="flex flex-col gap-3" data-testid="roam-offer">
      <p className="text-sm text-zinc-300">
        Roaming takes a Roam pass (one roam of up to 7 days), or Blaze Plus to roam as often as you
        like.
      </p>
      <Button asChild size="lg" block>
        <Link to={paths.checkout.to('roam_pass', back)}>
          <Ticket aria-hidden />
          Buy a Roam pass
        </Link>
      </Button>
      <Button asChild variant="secondary" size="lg" block>
        <Link to={paths.checkout.to('plus_monthly', back)}>
          <Crown aria-hidden />
          Get Blaze Plus
        </Link>
      </Button>
    </div>
  );
}

/** 'Roam here': how long, what members there will read, then start; the offer without a pass. */
export function RoamSheet({
  city,
  state,
  onClose,
  onChanged,
}: {
  city: City | null;
  state: RoamState;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const [hours, setHours] = useState<Hours>('24');
  const start = useStartRoam(onChanged);
  const canRoam = state.allowance.unlimited || state.allowance.left > 0;
  const refusedForAllowance =
    start.error instanceof ApiError && start.error.code === ErrorCode.noAllowance;
  const home = state.homeCity ?? ROAM_UNKNOWN_HOME;

  return (
    <Sheet
      open={city !== null}
      onOpenChange={(open) => {
        if (!open) {
          start.reset();
          onClose();
        }
      }}
    >
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Roam in {city?.name}</SheetTitle>
          <SheetDescription>
            Show up in {city?.name} from now, before you get there.
          </SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-4 overflow-y-auto px-5 pb-6">
          {!canRoam || refusedForAllowance ? (
            <Offer />
          ) : (
            <>
              <RadioList<Hours>
                legend="For how long"
                name="roam-hours"
                options={DURATION_OPTIONS}
                value={hours}
                onChange={setHours}
              />
              <p className="flex items-start gap-2 rounded-xl bg-zinc-900 p-3 text-sm text-zinc-300 ring-1 ring-zinc-800">
                <Plane aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
                <span>
                  Guys there see you at the city centre with &lsquo;{visitingLabel(home)}&rsquo;.
                  The label stays on while you roam, so everyone knows you&apos;re visiting.
                </span>
              </p>
              <p className="text-xs text-zinc-400">
                {state.allowance.unlimited
                  ? 'Included in Blaze Plus.'
                  : `Uses 1 of your ${state.allowance.left} Roam ${state.allowance.left === 1 ? 'pass' : 'passes'}.`}
              </p>
              {start.isError ? (
                <p role="alert" className="text-sm text-red-400">
                  {friendlyMessage(start.error)}
                </p>
              ) : null}
              <Button
                size="lg"
                block
                loading={start.isPending}
                onClick={() =>
                  city &&
                  start.mutate({ city: city.name, hours: Number(hours) }, { onSuccess: onClose })
                }
              >
                Start roaming
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
