import { useId, useState, type FormEvent } from 'react';
import { ImagePlus, Plus, Trash2, X } from 'lucide-react';
import {
  VENUE_CATEGORIES,
  VENUE_CATEGORY_LABELS,
  VENUE_LIMITS,
  type HourException,
  type VenueCategory,
  type VenueDetail,
  type VenueLink,
  type VenuePhoto,
} from '@blaze/contracts/places';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useSaveVenue, useUploadVenuePhoto } from '@/features/places/api/business';
import {
  hoursFromRows,
  rowsFromHours,
  tagsFromText,
  type DayRow,
} from '@/features/places/lib/hours-form';
import { WEEKDAY_NAMES } from '@/features/places/lib/venue-text';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function HoursEditor({ rows, onChange }: { rows: DayRow[]; onChange: (rows: DayRow[]) => void }) {
  const id = useId();
  const set = (day: number, change: Partial<DayRow>) =>
    onChange(rows.map((r) => (r.day === day ? { ...r, ...change } : r)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-zinc-200">Opening hours</legend>
      <p className="text-xs text-zinc-400">
        Local times. A closing time before the opening time closes after midnight.
      </p>
      {rows.map((r) => {
        const name = WEEKDAY_NAMES[r.day] ?? '';
        return (
          <div key={r.day} className="flex min-h-11 items-center gap-2">
            <Switch
              id={`${id}-${r.day}`}
              checked={r.open}
              onCheckedChange={(open) => set(r.day, { open })}
              aria-label={`Open on ${name}`}
            />
            <label htmlFor={`${id}-${r.day}`} className="w-24 text-sm text-zinc-200">
              {name}
            </label>
            {r.open ? (
              <>
                <Input
                  type="time"
                  aria-label={`${name} opens`}
                  value={r.opens}
                  onChange={(e) => set(r.day, { opens: e.target.value })}
                  className="h-10 px-2"
                />
                <span aria-hidden className="text-zinc-400">
                  –
                </span>
                <Input
                  type="time"
                  aria-label={`${name} closes`}
                  value={r.closes}
                  onChange={(e) => set(r.day, { closes: e.target.value })}
                  className="h-10 px-2"
                />
              </>
            ) : (
              <span className="text-sm text-zinc-400">Closed</span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Add or edit a venue of my business: the place, its hours (with days it is closed), photos, tags,
 * links. A new venue, or a change to anything but the hours, waits for an admin.
 */
export function VenueEditor({ venue, onDone }: { venue: VenueDetail | null; onDone: () => void }) {
  const save = useSaveVenue();
  const upload = useUploadVenuePhoto();
  const [name, setName] = useState(venue?.name ?? '');
  const [category, setCategory] = useState<VenueCategory>(venue?.category ?? 'bar');
  const [address, setAddress] = useState(venue?.address ?? '');
  const [city, setCity] = useState(venue?.city ?? '');
  const [country, setCountry] = useState(venue?.country ?? '');
  const [lat, setLat] = useState(venue ? String(venue.latitude) : '');
  const [lng, setLng] = useState(venue ? String(venue.longitude) : '');
  const [timeZone, setTimeZone] = useState(venue?.timeZone ?? deviceZone());
  const [description, setDescription] = useState(venue?.description ?? '');
  const [tags, setTags] = useState(venue?.tags.join(', ') ?? '');
  const [links, setLinks] = useState<VenueLink[]>(venue?.links ?? []);
  const [photos, setPhotos] = useState<VenuePhoto[]>(venue?.photos ?? []);
  const [rows, setRows] = useState(() => rowsFromHours(venue?.hours ?? []));
  const [closedDates, setClosedDates] = useState<HourException[]>(venue?.hourExceptions ?? []);
  const [newDate, setNewDate] = useState('');

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = {
      name,
      category,
      address,
      city,
      country,
      latitude: Number(lat),
      longitude: Number(lng),
      timeZone,
      description,
      tags: tagsFromText(tags),
      links: links.filter((l) => l.url.trim()),
      photoIds: photos.map((p) => p.id),
      hours: hoursFromRows(rows, venue?.hours ?? []),
      hourExceptions: closedDates,
    };
    save.mutate({ id: venue?.id ?? null, body }, { onSuccess: onDone });
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label={venue ? `Edit ${venue.name}` : 'Add a venue'}
      className="flex flex-col gap-4"
    >
      <Field id="venue-name" label="Name">
        {(p) => (
          <Input
            {...p}
            required
            maxLength={VENUE_LIMITS.nameMax}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field id="venue-category" label="Category">
        {(p) => (
          <Select
            {...p}
            value={category}
            onChange={(e) => setCategory(e.target.value as VenueCategory)}
          >
            {VENUE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {VENUE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="venue-address" label="Address">
        {(p) => (
          <Input
            {...p}
            required
            maxLength={VENUE_LIMITS.addressMax}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="venue-city" label="City">
          {(p) => <Input {...p} required value={city} onChange={(e) => setCity(e.target.value)} />}
        </Field>
        <Field id="venue-country" label="Country">
          {(p) => <Input {...p} value={country} onChange={(e) => setCountry(e.target.value)} />}
        </Field>
        <Field id="venue-lat" label="Latitude" hint="The venue's own point (it is public).">
          {(p) => (
            <Input
              {...p}
              required
              inputMode="decimal"
              value={lat}
              onChange={(e) => setLat(e.target.value)}
            />
          )}
        </Field>
        <Field id="venue-lng" label="Longitude">
          {(p) => (
            <Input
              {...p}
              required
              inputMode="decimal"
              value={lng}
              onChange={(e) => setLng(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        id="venue-zone"
        label="Time zone"
        hint="Like Europe/Berlin: opening hours are read in it."
      >
        {(p) => (
          <Input {...p} required value={timeZone} onChange={(e) => setTimeZone(e.target.value)} />
        )}
      </Field>
      <HoursEditor rows={rows} onChange={setRows} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-zinc-200">Closed on these dates</legend>
        <ul className="flex flex-wrap gap-2">
          {closedDates.map((d) => (
            <li key={d.date}>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Remove ${d.date}`}
                onClick={() => setClosedDates(closedDates.filter((x) => x.date !== d.date))}
              >
                {d.date}
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Input
            type="date"
            aria-label="A date it is closed"
            value={newDate}
            onChange={(e) => setNewDate(e.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={!newDate || closedDates.some((d) => d.date === newDate)}
            onClick={() => {
              setClosedDates([...closedDates, { date: newDate, closed: true }]);
              setNewDate('');
            }}
          >
            Add
          </Button>
        </div>
      </fieldset>
      <Field id="venue-description" label="Description" labelNote="(optional)">
        {(p) => (
          <Textarea
            {...p}
            maxLength={VENUE_LIMITS.descriptionMax}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <Field id="venue-tags" label="Tags" hint="Separated by commas: leather, bears, drag">
        {(p) => <Input {...p} value={tags} onChange={(e) => setTags(e.target.value)} />}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-zinc-200">Links</legend>
        {links.map((l, i) => (
          <div key={i} className="flex gap-2">
            <Input
              aria-label={`Link ${i + 1} label`}
              placeholder="Website"
              value={l.label}
              onChange={(e) =>
                setLinks(links.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))
              }
              className="w-32"
            />
            <Input
              aria-label={`Link ${i + 1} address`}
              placeholder="https://"
              type="url"
              value={l.url}
              onChange={(e) =>
                setLinks(links.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)))
              }
            />
            <Button
              type="button"
              variant="quiet"
              size="icon"
              aria-label={`Remove link ${i + 1}`}
              onClick={() => setLinks(links.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {links.length < VENUE_LIMITS.linksMax ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setLinks([...links, { label: 'Website', url: '' }])}
          >
            <Plus aria-hidden />
            Add a link
          </Button>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-zinc-200">Photos</legend>
        <ul className="flex flex-wrap gap-2">
          {photos.map((p, i) => (
            <li key={p.id} className="relative">
              <img
                src={p.thumbUrl}
                alt={`${name || 'Venue'}, ${i + 1} of ${photos.length}`}
                className="size-20 rounded-xl object-cover"
              />
              <Button
                type="button"
                variant="thumb"
                size="icon"
                className="absolute -top-2 -right-2"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => setPhotos(photos.filter((x) => x.id !== p.id))}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        {photos.length < VENUE_LIMITS.photosMax ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-xl bg-zinc-800 px-4 text-sm font-semibold text-zinc-50 hover:bg-zinc-700">
            <ImagePlus aria-hidden className="size-4" />
            {upload.isPending ? 'Uploading…' : 'Add a photo'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  upload.mutate(file, { onSuccess: (p) => setPhotos((all) => [...all, p]) });
              }}
            />
          </label>
        ) : null}
        {upload.error ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyMessage(upload.error)}
          </p>
        ) : null}
      </fieldset>
      {save.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(save.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {venue ? 'Save changes' : 'Send for approval'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
