import { useId, useState } from 'react';
import { CITIES } from '@blaze/contracts/catalogues';
import {
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  LISTING_CONDITIONS,
  LISTING_CONDITION_LABELS,
  LISTING_CURRENCIES,
  type ListingSort,
} from '@blaze/contracts/marketplace';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import {
  DEFAULT_NEAR_KM,
  NEAR_CHOICES_KM,
  type ListingFiltersState,
  type ListingScope,
} from '@/features/marketplace/lib/listing-filters';
import { parsePrice, priceText } from '@/features/marketplace/lib/price';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const scopeValue = (s: ListingScope) =>
  s.kind === 'near' ? `near:${s.km}` : s.kind === 'city' ? `city:${s.city}` : 'all';
function scopeFrom(value: string): ListingScope {
  if (value === 'all') return { kind: 'everywhere' };
  if (value.startsWith('city:')) return { kind: 'city', city: value.slice(5) };
  return { kind: 'near', km: Number(value.slice(5)) || DEFAULT_NEAR_KM };
}

/**
 * The filter sheet: where, category, condition, currency with a price range, and the order. Price
 * fields and price sorts wait for a currency (a price means nothing across currencies).
 */
export function ListingFilterSheet({
  open,
  onOpenChange,
  value,
  myCity,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ListingFiltersState;
  myCity: string | null;
  onApply: (next: ListingFiltersState) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [min, setMin] = useState(value.minPrice === null ? '' : priceText(value.minPrice));
  const [max, setMax] = useState(value.maxPrice === null ? '' : priceText(value.maxPrice));
  const [error, setError] = useState<string | null>(null);

  function reset(next: ListingFiltersState) {
    setDraft(next);
    setMin(next.minPrice === null ? '' : priceText(next.minPrice));
    setMax(next.maxPrice === null ? '' : priceText(next.maxPrice));
    setError(null);
  }

  function apply() {
    const minPrice = min.trim() ? parsePrice(min) : null;
    const maxPrice = max.trim() ? parsePrice(max) : null;
    if ((min.trim() && minPrice === null) || (max.trim() && maxPrice === null))
      return setError('Write prices as numbers, like 25 or 25.50.');
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
      return setError('The lowest price is above the highest.');
    onApply({ ...draft, minPrice, maxPrice, sort: draft.currency ? draft.sort : 'newest' });
    onOpenChange(false);
  }

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) reset(value);
        onOpenChange(next);
      }}
    >
      <SheetContent side="bottom" className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the marketplace down.</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-4 px-5 pb-5">
          <Field id={`${id}-where`} label="Where">
            {(control) => (
              <Select
                {...control}
                value={scopeValue(draft.scope)}
                onChange={(e) => setDraft({ ...draft, scope: scopeFrom(e.target.value) })}
              >
                {NEAR_CHOICES_KM.map((km) => (
                  <option key={km} value={`near:${km}`}>
                    {myCity ? `Within ${km} km of ${myCity}` : `Near me (${km} km)`}
                  </option>
                ))}
                <option value="all">Everywhere</option>
                {CITIES.map((c) => (
                  <option key={c.name} value={`city:${c.name}`}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-category`} label="Category">
              {(control) => (
                <Select
                  {...control}
                  value={draft.category ?? ''}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      category: (e.target.value || null) as ListingFiltersState['category'],
                    })
                  }
                >
                  <option value="">Any</option>
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
                  value={draft.condition ?? ''}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      condition: (e.target.value || null) as ListingFiltersState['condition'],
                    })
                  }
                >
                  <option value="">Any</option>
                  {LISTING_CONDITIONS.map((c) => (
                    <option key={c} value={c}>
                      {LISTING_CONDITION_LABELS[c]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Field id={`${id}-currency`} label="Currency" hint="Pick one to filter or sort by price.">
            {(control) => (
              <Select
                {...control}
                value={draft.currency ?? ''}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    currency: (e.target.value || null) as ListingFiltersState['currency'],
                  })
                }
              >
                <option value="">Any</option>
                {LISTING_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-min`} label="Lowest price">
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  disabled={!draft.currency}
                  value={min}
                  onChange={(e) => setMin(e.target.value)}
                  placeholder="0"
                />
              )}
            </Field>
            <Field id={`${id}-max`} label="Highest price">
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  disabled={!draft.currency}
                  value={max}
                  onChange={(e) => setMax(e.target.value)}
                  placeholder="Any"
                />
              )}
            </Field>
          </div>
          <Field id={`${id}-sort`} label="Order">
            {(control) => (
              <Select
                {...control}
                value={draft.currency ? draft.sort : 'newest'}
                onChange={(e) => setDraft({ ...draft, sort: e.target.value as ListingSort })}
              >
                {(Object.keys(SORT_LABELS) as ListingSort[]).map((s) => (
                  <option key={s} value={s} disabled={s !== 'newest' && !draft.currency}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() =>
                reset({
                  ...draft,
                  category: null,
                  condition: null,
                  currency: null,
                  minPrice: null,
                  maxPrice: null,
                  scope: { kind: 'near', km: DEFAULT_NEAR_KM },
                  sort: 'newest',
                })
              }
            >
              Clear
            </Button>
            <Button className="flex-1" onClick={apply}>
              Show results
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
