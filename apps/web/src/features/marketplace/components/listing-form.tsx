import { useId, useRef, useState, type FormEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { CITIES, cityByName } from '@blaze/contracts/catalogues';
import {
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  LISTING_CONDITIONS,
  LISTING_CONDITION_LABELS,
  LISTING_CURRENCIES,
  MARKETPLACE_LIMITS,
  currencyForCountry,
  type Listing,
  type ListingCategory,
  type ListingCondition,
  type ListingCreateBody,
  type ListingCurrency,
} from '@blaze/contracts/marketplace';
import type { PostPhoto } from '@blaze/contracts/posts';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useUploadListingPhoto } from '@/features/marketplace/api/listing-actions';
import { parsePrice, priceText } from '@/features/marketplace/lib/price';

export type ListingFormValues = Required<Omit<ListingCreateBody, 'city'>> & { city: string };

type PhotoThumb = Pick<PostPhoto, 'id' | 'thumbUrl'>;

/** Up to six photos: added from the phone one by one (uploaded at once), removed with ×. */
function PhotoPicker({
  photos,
  onChange,
}: {
  photos: PhotoThumb[];
  onChange: (photos: PhotoThumb[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadListingPhoto();
  const [error, setError] = useState<string | null>(null);
  const full = photos.length >= MARKETPLACE_LIMITS.photosMax;

  async function add(files: FileList | null) {
    if (!files) return;
    setError(null);
    let next = photos;
    for (const file of [...files].slice(0, MARKETPLACE_LIMITS.photosMax - photos.length)) {
      try {
        const photo = await upload.mutateAsync(file);
        next = [...next, photo];
        onChange(next);
      } catch (err) {
        setError(friendlyMessage(err));
        break;
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-zinc-200">
        Photos{' '}
        <span className="font-normal text-zinc-400">(up to {MARKETPLACE_LIMITS.photosMax})</span>
      </legend>
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((photo, i) => (
          <li key={photo.id} className="relative aspect-square">
            <img
              src={photo.thumbUrl}
              alt={`${i + 1} of ${photos.length}`}
              className="size-full rounded-xl bg-zinc-900 object-cover"
            />
            <Button
              type="button"
              variant="thumb"
              size="round"
              className="absolute top-0 right-0"
              aria-label={`Remove photo ${i + 1}`}
              onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
        {full ? null : (
          <li className="aspect-square">
            <Button
              type="button"
              variant="outline"
              className="size-full flex-col border-dashed text-xs"
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              <ImagePlus aria-hidden className="size-6" />
              Add photo
            </Button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        aria-label="Choose photos"
        data-testid="listing-photo-input"
        onChange={(e) => void add(e.target.files)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The create and edit form: photos, title, price with currency, category, condition, city, words. */
export function ListingForm({
  initial,
  myCity,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initial: Listing | null;
  myCity: string | null;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: ListingFormValues) => void;
}) {
  const id = useId();
  const startCity = initial?.city ?? myCity ?? '';
  const [photos, setPhotos] = useState<PhotoThumb[]>(initial?.photos ?? []);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [price, setPrice] = useState(initial ? priceText(initial.priceMinor) : '');
  const [currency, setCurrency] = useState<ListingCurrency>(
    (initial?.currency as ListingCurrency | undefined) ??
      currencyForCountry(cityByName(startCity)?.country),
  );
  const [category, setCategory] = useState<ListingCategory>(initial?.category ?? 'gear');
  const [condition, setCondition] = useState<ListingCondition>(initial?.condition ?? 'good');
  const [city, setCity] = useState(startCity);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const priceMinor = parsePrice(price);
    if (title.trim().length < MARKETPLACE_LIMITS.titleMin)
      return setProblem({ field: 'title', message: 'Give it a title of at least 3 characters.' });
    if (priceMinor === null)
      return setProblem({
        field: 'price',
        message: 'Write the price as a number, like 25 or 25.50 (0 for free).',
      });
    if (!city)
      return setProblem({ field: 'city', message: 'Pick the city where it can be collected.' });
    setProblem(null);
    onSubmit({
      title: title.trim(),
      description: description.trim(),
      priceMinor,
      currency,
      category,
      condition,
      city,
      photoIds: photos.map((p) => p.id),
    });
  }

  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <Field id={`${id}-title`} label="Title" error={fieldError('title')}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={MARKETPLACE_LIMITS.titleMax}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="What are you selling?"
          />
        )}
      </Field>
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <Field id={`${id}-price`} label="Price" error={fieldError('price')} hint="0 for free">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              placeholder="25"
            />
          )}
        </Field>
        <Field id={`${id}-currency`} label="Currency">
          {(control) => (
            <Select
              {...control}
              value={currency}
              onChange={(e) => setCurrency(e.target.value as ListingCurrency)}
            >
              {LISTING_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-category`} label="Category">
          {(control) => (
            <Select
              {...control}
              value={category}
              onChange={(e) => setCategory(e.target.value as ListingCategory)}
            >
              {LISTING_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {LISTING_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${id}-condition`} label="Condition">
          {(control) => (
            <Select
              {...control}
              value={condition}
              onChange={(e) => setCondition(e.target.value as ListingCondition)}
            >
              {LISTING_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {LISTING_CONDITION_LABELS[c]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        id={`${id}-city`}
        label="City"
        error={fieldError('city')}
        hint="Only the city shows, never where you live."
      >
        {(control) => (
          <Select {...control} value={city} onChange={(e) => setCity(e.target.value)}>
            <option value="" disabled>
              Pick a city
            </option>
            {CITIES.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-description`} label="Description" labelNote="(optional)">
        {(control) => (
          <>
            <Textarea
              {...control}
              value={description}
              maxLength={MARKETPLACE_LIMITS.descriptionMax}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="Size, colour, how it was used, where to pick it up"
            />
            <CharCounter value={description} max={MARKETPLACE_LIMITS.descriptionMax} />
          </>
        )}
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
