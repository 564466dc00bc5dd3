import { useState, type FormEvent } from 'react';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SERVICE_LANGUAGE_CODES,
  SERVICE_LANGUAGES,
  SERVICE_LIMITS,
  type MyServiceListing,
  type ServiceCategory,
  type ServiceCreateBody,
  type ServiceLanguage,
} from '@blaze/contracts/services';
import { CITY_NAMES } from '@blaze/contracts/discovery';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { ChipGroup } from '@/components/ui/chip-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { Label } from '@/components/ui/label';

type Draft = Required<Omit<ServiceCreateBody, 'neighbourhood'>> & { neighbourhood: string };

const fromListing = (l: MyServiceListing | null): Draft => ({
  handle: l?.handle ?? '',
  displayName: l?.displayName ?? '',
  category: l?.category ?? 'massage',
  headline: l?.headline ?? '',
  about: l?.about ?? '',
  rates: l?.rates ?? '',
  incall: l?.incall ?? true,
  outcall: l?.outcall ?? false,
  city: (l?.city ?? 'Berlin') as Draft['city'],
  neighbourhood: l?.neighbourhood ?? '',
  availability: l?.availability ?? '',
  languages: l?.languages ?? ['en'],
});

/**
 * The listing's content: a professional name and a handle of its own (never his username), the
 * category, words, rates, where, the area as a city and at most a neighbourhood, languages.
 */
export function ListingForm({
  listing,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  listing: MyServiceListing | null;
  pending: boolean;
  error: unknown;
  onSubmit: (body: ServiceCreateBody) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => fromListing(listing));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ ...draft, neighbourhood: draft.neighbourhood.trim() || null });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Provider listing">
      <Field
        id="svc-name"
        label="Professional name"
        hint="Not your profile name: clients see only this."
      >
        {(p) => (
          <Input
            {...p}
            value={draft.displayName}
            maxLength={SERVICE_LIMITS.displayNameMax}
            onChange={(e) => set('displayName', e.target.value)}
          />
        )}
      </Field>
      <Field
        id="svc-handle"
        label="Handle"
        hint="Your page's address: /escort/handle. Pick one unlike your username."
      >
        {(p) => (
          <Input
            {...p}
            value={draft.handle}
            autoCapitalize="none"
            maxLength={30}
            onChange={(e) => set('handle', e.target.value)}
          />
        )}
      </Field>
      <Field id="svc-category" label="Category">
        {(p) => (
          <Select
            {...p}
            value={draft.category}
            onChange={(e) => set('category', e.target.value as ServiceCategory)}
          >
            {SERVICE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {SERVICE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="svc-headline" label="Headline">
        {(p) => (
          <Input
            {...p}
            value={draft.headline}
            maxLength={SERVICE_LIMITS.headlineMax}
            onChange={(e) => set('headline', e.target.value)}
          />
        )}
      </Field>
      <Field id="svc-about" label="About" labelNote="(optional)">
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            value={draft.about}
            maxLength={SERVICE_LIMITS.aboutMax}
            onChange={(e) => set('about', e.target.value)}
          />
        )}
      </Field>
      <Field id="svc-rates" label="Rates" labelNote="(as text)">
        {(p) => (
          <Input
            {...p}
            value={draft.rates}
            maxLength={SERVICE_LIMITS.ratesMax}
            onChange={(e) => set('rates', e.target.value)}
          />
        )}
      </Field>
      <div className="flex gap-6">
        <div className="flex items-center gap-2">
          <Switch
            id="svc-incall"
            checked={draft.incall}
            onCheckedChange={(v) => set('incall', v)}
          />
          <Label htmlFor="svc-incall">Incall</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id="svc-outcall"
            checked={draft.outcall}
            onCheckedChange={(v) => set('outcall', v)}
          />
          <Label htmlFor="svc-outcall">Outcall</Label>
        </div>
      </div>
      <Field id="svc-city" label="City">
        {(p) => (
          <Select
            {...p}
            value={draft.city}
            onChange={(e) => set('city', e.target.value as Draft['city'])}
          >
            {CITY_NAMES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id="svc-neighbourhood"
        label="Neighbourhood"
        labelNote="(optional)"
        hint="A name only, never an address."
      >
        {(p) => (
          <Input
            {...p}
            value={draft.neighbourhood}
            maxLength={SERVICE_LIMITS.neighbourhoodMax}
            onChange={(e) => set('neighbourhood', e.target.value)}
          />
        )}
      </Field>
      <Field id="svc-availability" label="Availability" labelNote="(optional)">
        {(p) => (
          <Input
            {...p}
            value={draft.availability}
            placeholder="Weekdays 10:00–18:00"
            maxLength={SERVICE_LIMITS.availabilityMax}
            onChange={(e) => set('availability', e.target.value)}
          />
        )}
      </Field>
      <ChipGroup<ServiceLanguage>
        legend="Languages"
        options={SERVICE_LANGUAGE_CODES}
        value={draft.languages}
        onChange={(v) => set('languages', v)}
        labelOf={(l) => SERVICE_LANGUAGES[l]}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {listing ? 'Save and send for review' : 'Send for review'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
