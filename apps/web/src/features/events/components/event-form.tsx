import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CalendarX2, ImagePlus, X } from 'lucide-react';
import {
  EVENT_ATTENDEE_LISTS,
  EVENT_DETAILS_MAX,
  EVENT_KINDS,
  EVENT_TITLE_MAX,
  EVENT_VISIBILITIES,
  type EventAttendeeList,
  type EventDetail,
  type EventVisibility,
} from '@blaze/contracts/events';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { CityInput } from '@/components/city-input';
import { LoadFailed } from '@/components/load-failed';
import {
  uploadEventCover,
  useCreateEvent,
  useUpdateEvent,
} from '@/features/events/api/event-actions';
import { useEvent } from '@/features/events/api/get-event';
import { EVENT_KIND_INFO } from '@/features/events/components/event-kind';
import {
  createBody,
  draftOf,
  emptyDraft,
  updateBody,
  type EventDraft,
} from '@/features/events/lib/event-draft';

/**
 * The places feature's venue search, passed in by the route (a feature never imports another): it
 * shows the chosen venue and lets him pick another. Without it, the venue's id is typed.
 */
export type VenuePickerSlot = (props: {
  id: string;
  venueId: string;
  onPick: (venueId: string) => void;
}) => ReactNode;

const VISIBILITY_LABELS: Record<EventVisibility, string> = {
  public: 'Everyone',
  followers: 'My followers',
  invite: 'Only people with the invite link',
};
const ATTENDEE_LABELS: Record<EventAttendeeList, string> = {
  everyone: 'Everyone who can see the event',
  attendees: 'Only those going',
  host: 'Only me',
};

function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

function CoverField({
  id,
  draft,
  preview,
  onChange,
}: {
  id: string;
  draft: EventDraft;
  preview: string | null;
  onChange: (coverPhotoId: string | null, preview: string | null) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const cover = await uploadEventCover(file);
      onChange(cover.id, cover.thumbUrl);
    } catch (err) {
      setError(friendlyMessage(err));
    } finally {
      setUploading(false);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-zinc-100">Cover photo</span>
      {draft.coverPhotoId ? (
        <div className="relative h-32 overflow-hidden rounded-2xl bg-zinc-900">
          {preview ? <img src={preview} alt="" className="size-full object-cover" /> : null}
          <Button
            variant="secondary"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => onChange(null, null)}
          >
            <X aria-hidden />
            Remove cover
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex h-24 cursor-pointer items-center justify-center gap-2 rounded-2xl border border-dashed border-zinc-700 text-sm text-zinc-300 hover:border-zinc-500"
        >
          <ImagePlus aria-hidden className="size-5" />
          {uploading ? 'Uploading...' : 'Add a cover photo'}
        </label>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EventForm({
  initial,
  event,
  venuePicker,
}: {
  initial: EventDraft;
  event: EventDetail | null;
  venuePicker?: VenuePickerSlot;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [preview, setPreview] = useState<string | null>(event?.imageUrl ?? null);
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.id ?? '');
  const saving = event ? update : create;
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const done = (saved: EventDetail) => navigate(paths.event.to(saved.id), { replace: true });
    if (event) update.mutate(updateBody(initial, draft), { onSuccess: done });
    else create.mutate(createBody(draft), { onSuccess: done });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5 px-4 pt-5 pb-10" noValidate>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">
        {event ? 'Edit event' : 'Host an event'}
      </h1>
      <CoverField
        id={`${id}-cover`}
        draft={draft}
        preview={preview}
        onChange={(cover, url) => {
          set('coverPhotoId', cover);
          setPreview(url);
        }}
      />
      <Field id={`${id}-title`} label="Title">
        {(control) => (
          <Input
            {...control}
            required
            maxLength={EVENT_TITLE_MAX}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-kind`} label="Category">
        {(control) => (
          <Select
            {...control}
            value={draft.kind}
            onChange={(e) => set('kind', e.target.value as EventDraft['kind'])}
          >
            {EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {EVENT_KIND_INFO[k].label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-details`} label="Description" labelNote="(optional)">
        {(control) => (
          <>
            <Textarea
              {...control}
              rows={4}
              maxLength={EVENT_DETAILS_MAX}
              value={draft.details}
              onChange={(e) => set('details', e.target.value)}
            />
            <CharCounter value={draft.details} max={EVENT_DETAILS_MAX} />
          </>
        )}
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-zinc-100">Where</legend>
        <div className="flex gap-2" role="radiogroup" aria-label="Kind of place">
          {(['city', 'venue'] as const).map((p) => (
            <Button
              key={p}
              type="button"
              role="radio"
              aria-checked={draft.place === p}
              variant={draft.place === p ? 'primary' : 'secondary'}
              size="sm"
              onClick={() => set('place', p)}
            >
              {p === 'city' ? 'In a city' : 'At a venue'}
            </Button>
          ))}
        </div>
        {draft.place === 'venue' ? (
          venuePicker ? (
            venuePicker({
              id: `${id}-venue`,
              venueId: draft.venueId,
              onPick: (venueId) => set('venueId', venueId),
            })
          ) : (
            <Field id={`${id}-venue`} label="Venue id" hint="From the venue's page.">
              {(control) => (
                <Input
                  {...control}
                  value={draft.venueId}
                  onChange={(e) => set('venueId', e.target.value)}
                />
              )}
            </Field>
          )
        ) : (
          <>
            <Field
              id={`${id}-city`}
              label="City"
              hint="Shown at the city centre, never a member's place."
            >
              {(control) => (
                <CityInput
                  {...control}
                  value={draft.city}
                  onValueChange={(city) => set('city', city)}
                />
              )}
            </Field>
            <Field id={`${id}-zone`} label="Time zone">
              {(control) => (
                <Select
                  {...control}
                  value={draft.timeZone}
                  onChange={(e) => set('timeZone', e.target.value)}
                >
                  {zones(draft.timeZone).map((z) => (
                    <option key={z} value={z}>
                      {z}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        )}
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${id}-starts`} label="Starts">
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={draft.startsAt}
              onChange={(e) => set('startsAt', e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-ends`} label="Ends">
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={draft.endsAt}
              onChange={(e) => set('endsAt', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        id={`${id}-ticket`}
        label="Ticket link"
        labelNote="(optional)"
        hint="Tickets sold elsewhere: the card shows Get Tickets, and guests can mark themselves interested."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.ticketUrl}
            onChange={(e) => set('ticketUrl', e.target.value)}
          />
        )}
      </Field>
      {draft.ticketUrl.trim() ? null : (
        <Field
          id={`${id}-capacity`}
          label="Capacity"
          labelNote="(optional)"
          hint="Leave empty for no limit. When full, guests join a waitlist."
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.capacity}
              onChange={(e) => set('capacity', e.target.value)}
            />
          )}
        </Field>
      )}
      <Field id={`${id}-visibility`} label="Who can see it">
        {(control) => (
          <Select
            {...control}
            value={draft.visibility}
            onChange={(e) => set('visibility', e.target.value as EventVisibility)}
          >
            {EVENT_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {VISIBILITY_LABELS[v]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-guests`} label="Who can see the guest list">
        {(control) => (
          <Select
            {...control}
            value={draft.attendeeList}
            onChange={(e) => set('attendeeList', e.target.value as EventAttendeeList)}
          >
            {EVENT_ATTENDEE_LISTS.map((v) => (
              <option key={v} value={v}>
                {ATTENDEE_LABELS[v]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {saving.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(saving.error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={saving.isPending}>
        {saving.isPending ? 'Saving...' : event ? 'Save changes' : 'Create event'}
      </Button>
    </form>
  );
}

/** /events/new and /events/:eventId/edit (the host's own event only). */
export function EventFormScreen({
  eventId,
  venuePicker,
}: {
  eventId?: string;
  venuePicker?: VenuePickerSlot;
}) {
  const event = useEvent(eventId ?? '', null, eventId !== undefined);
  if (!eventId)
    return (
      <>
        <title>Host an event · Blaze</title>
        <EventForm initial={emptyDraft()} event={null} venuePicker={venuePicker} />
      </>
    );
  if (event.isPending) return <Skeleton className="m-4 h-96 rounded-2xl" />;
  if (event.isError || !event.data.isHost)
    return (
      <LoadFailed
        icon={<CalendarX2 aria-hidden />}
        title="You can't edit this event"
        error={event.error ?? new Error('Only the host can change this event.')}
        onRetry={() => void event.refetch()}
      />
    );
  return (
    <>
      <title>Edit event · Blaze</title>
      <EventForm initial={draftOf(event.data)} event={event.data} venuePicker={venuePicker} />
    </>
  );
}
