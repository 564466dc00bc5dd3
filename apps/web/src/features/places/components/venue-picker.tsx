import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { VENUE_CATEGORY_LABELS } from '@blaze/contracts/places';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioList } from '@/components/ui/radio-list';
import { Spinner } from '@/components/ui/spinner';
import { friendlyMessage } from '@/lib/api-client';
import { getVenues } from '@/features/places/api/get-venues';
import { placesKeys } from '@/features/places/api/places-keys';
import { venueQueryOptions } from '@/features/places/api/get-venue';

const SHOWN = 6;

/**
 * Choose a listed venue (an event's place): the chosen one by name, and a search among approved
 * venues, nearest first. Only approved venues are found, as only they can host an event.
 */
export function VenuePicker({
  id,
  venueId,
  onPick,
}: {
  id: string;
  venueId: string;
  onPick: (venueId: string) => void;
}) {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const chosen = useQuery({ ...venueQueryOptions(venueId), enabled: venueId !== '' });
  const found = useQuery({
    queryKey: [...placesKeys.lists(), 'picker', query],
    queryFn: ({ signal }) => getVenues(query ? { q: query } : {}, signal),
    staleTime: 60_000,
  });
  const options = (found.data?.venues ?? []).slice(0, SHOWN).map((v) => ({
    value: v.id,
    label: `${v.name} · ${VENUE_CATEGORY_LABELS[v.category]} · ${v.city}`,
  }));
  const chosenName = venueId && chosen.data ? chosen.data.name : null;
  if (chosenName && !options.some((o) => o.value === venueId))
    options.unshift({ value: venueId, label: `${chosenName} · ${chosen.data?.city ?? ''}` });

  return (
    <div className="flex flex-col gap-3">
      <Field
        id={id}
        label="Venue"
        hint={chosenName ? `Chosen: ${chosenName}` : 'Search for a bar, club or sauna by name.'}
        error={found.isError ? friendlyMessage(found.error) : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            value={q}
            placeholder="Venue name or city"
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </Field>
      {found.isPending ? (
        <Spinner label="Finding venues" />
      ) : options.length ? (
        <RadioList
          legend="Pick the venue"
          name={`${id}-choice`}
          options={options}
          value={venueId || null}
          onChange={onPick}
        />
      ) : (
        <p className="text-sm text-zinc-400">No listed venue matches. Try another name.</p>
      )}
    </div>
  );
}
