import { useId, useState, type FormEvent } from 'react';
import { EyeOff, LocateFixed, MapPin, ShieldCheck } from 'lucide-react';
import { cityByName } from '@blaze/contracts/catalogues';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { CityInput } from '@/components/city-input';
import { Label } from '@/components/ui/label';
import { useUpdateLocation } from '@/features/discovery/api/update-location';
import { currentPosition, DeviceLocationError } from '@/features/discovery/lib/device-location';
import { useGrantedLocation } from '@/features/discovery/lib/use-granted-location';

const PROMISES = [
  {
    icon: ShieldCheck,
    text: 'Others only see a rough distance, measured from the middle of the square of about a kilometre you are in. Never where you are.',
  },
  {
    icon: LocateFixed,
    text: 'Your position stays on Blaze: no map, tracker or other company gets it.',
  },
  {
    icon: EyeOff,
    text: 'Hide your distance, or leave nearby lists altogether, any time in Settings.',
  },
] as const;

/** Share the device's location, or pick a city: the two ways into who is around. */
export function LocationChoices({
  onDone,
  problem: initialProblem = null,
}: {
  onDone?: () => void;
  /** Why an earlier reading gave nothing (the automatic one, when the browser already allowed it). */
  problem?: string | null;
}) {
  const update = useUpdateLocation({ errors: 'inline' });
  const cityId = useId();
  const [city, setCity] = useState('');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(initialProblem);

  async function shareDevice() {
    setProblem(null);
    setLocating(true);
    try {
      const point = await currentPosition();
      await update.mutateAsync({ lat: point.lat, lng: point.lng, accuracy: point.accuracy });
      onDone?.();
    } catch (error) {
      setProblem(error instanceof DeviceLocationError ? error.message : friendlyMessage(error));
    } finally {
      setLocating(false);
    }
  }

  function pickCity(event: FormEvent) {
    event.preventDefault();
    const match = cityByName(city);
    if (!match) {
      setProblem('Pick a city from the list.');
      return;
    }
    setProblem(null);
    update.mutate(
      { city: match.name },
      {
        onSuccess: () => onDone?.(),
        onError: (error) => setProblem(friendlyMessage(error)),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" block loading={locating} onClick={() => void shareDevice()}>
        {locating ? null : <LocateFixed aria-hidden />}
        {locating ? 'Finding you...' : 'Share my location'}
      </Button>
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
        <span className="h-px flex-1 bg-zinc-800" />
        or
        <span className="h-px flex-1 bg-zinc-800" />
      </div>
      <form onSubmit={pickCity} className="flex flex-col gap-2">
        <Label htmlFor={cityId}>Pick your city instead</Label>
        <div className="flex gap-2">
          <div className="flex-1">
            <CityInput
              id={cityId}
              value={city}
              onValueChange={setCity}
              placeholder="Start typing a city"
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            size="lg"
            loading={update.isPending && !locating}
          >
            Use city
          </Button>
        </div>
      </form>
      {problem ? (
        <p
          role="alert"
          className="rounded-xl bg-red-500/10 px-3 py-2.5 text-sm text-red-200 ring-1 ring-red-500/25"
        >
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Shown instead of a list until the member has a location: why we ask, then the two choices. */
export function LocationSetup() {
  // Already allowed in the browser: read it, and say so, rather than asking again (issue 35).
  const granted = useGrantedLocation();
  if (granted.locating) {
    return (
      <p
        role="status"
        className="mx-auto flex max-w-md items-center justify-center gap-2 px-5 py-10 text-sm text-zinc-400"
      >
        <LocateFixed aria-hidden className="size-4 animate-pulse text-brand-text" />
        Finding you...
      </p>
    );
  }
  return (
    <section
      aria-labelledby="location-setup-title"
      className="mx-auto flex max-w-md flex-col gap-5 px-5 py-6"
    >
      <div className="flex flex-col items-center text-center">
        <span className="mb-3 flex size-14 items-center justify-center rounded-full bg-brand/15 text-brand-text">
          <MapPin aria-hidden className="size-7" />
        </span>
        <h2 id="location-setup-title" className="text-xl font-black text-zinc-50">
          See who&apos;s around you
        </h2>
        <p className="mt-1.5 text-sm text-zinc-400">
          Blaze needs to know roughly where you are to show you guys nearby.
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {PROMISES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm text-zinc-300">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            {text}
          </li>
        ))}
      </ul>
      <LocationChoices problem={granted.problem} />
    </section>
  );
}
