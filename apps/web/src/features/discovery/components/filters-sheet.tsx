import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { AGE_MAX, AGE_MIN } from '@blaze/contracts/constants';
import { RADIUS_CHOICES_KM } from '@blaze/contracts/discovery';
import { PROFILE_TYPES, type ProfileType } from '@blaze/contracts/profiles';
import { humanise } from '@/lib/humanise';
import { Button } from '@/components/ui/button';
import { ChipGroup } from '@/components/ui/chip-group';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Switch } from '@/components/ui/switch';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  type BrowseFilters,
} from '@/features/discovery/lib/browse-filters';

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i);

function ToggleRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor={id} className="flex cursor-pointer flex-col">
        <span className="text-sm font-medium text-zinc-100">{label}</span>
        <span className="text-xs text-zinc-400">{hint}</span>
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/** The Filters button and its sheet: radius, ages, online, new, and which kind of profiles. */
export function FiltersButton({
  filters,
  onApply,
}: {
  filters: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const id = useId();
  const active = activeFilterCount(filters);
  const set = (change: Partial<BrowseFilters>) => setDraft((d) => ({ ...d, ...change }));

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={active ? `Filters, ${active} on` : 'Filters'}
        onClick={() => {
          setDraft(filters);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden />
        Filters
        {active ? (
          <span className="flex size-5 items-center justify-center rounded-full bg-brand text-[11px] font-bold text-white">
            {active}
          </span>
        ) : null}
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="bottom">
          <SheetHeader>
            <SheetTitle>Filters</SheetTitle>
            <SheetDescription>Who you see in every view.</SheetDescription>
          </SheetHeader>
          <div className="flex flex-col gap-5 overflow-y-auto px-5 pb-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-radius`}>Distance</Label>
              <Select
                id={`${id}-radius`}
                value={draft.radiusKm}
                onChange={(e) => set({ radiusKm: Number(e.target.value) })}
              >
                {RADIUS_CHOICES_KM.map((km) => (
                  <option key={km} value={km}>
                    Within {km} km
                  </option>
                ))}
              </Select>
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-zinc-200">Age</legend>
              <div className="grid grid-cols-2 gap-3">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-min`} className="text-xs text-zinc-400">
                    From
                  </Label>
                  <Select
                    id={`${id}-min`}
                    value={draft.minAge}
                    onChange={(e) => {
                      const minAge = Number(e.target.value);
                      set({ minAge, maxAge: Math.max(minAge, draft.maxAge) });
                    }}
                  >
                    {AGES.map((age) => (
                      <option key={age} value={age}>
                        {age}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-max`} className="text-xs text-zinc-400">
                    To
                  </Label>
                  <Select
                    id={`${id}-max`}
                    value={draft.maxAge}
                    onChange={(e) => {
                      const maxAge = Number(e.target.value);
                      set({ maxAge, minAge: Math.min(maxAge, draft.minAge) });
                    }}
                  >
                    {AGES.map((age) => (
                      <option key={age} value={age}>
                        {age === AGE_MAX ? `${age}+` : age}
                      </option>
                    ))}
                  </Select>
                </div>
              </div>
              <p className="text-xs text-zinc-500">
                Guys who hide their age only show with all ages.
              </p>
            </fieldset>
            <ToggleRow
              id={`${id}-online`}
              label="Online now"
              hint="Only guys with the app open"
              checked={draft.onlineOnly}
              onChange={(onlineOnly) => set({ onlineOnly })}
            />
            <ToggleRow
              id={`${id}-new`}
              label="New guys"
              hint="Joined in the last 7 days"
              checked={draft.newOnly}
              onChange={(newOnly) => set({ newOnly })}
            />
            <ChipGroup<ProfileType>
              legend="Profiles"
              options={PROFILE_TYPES}
              value={draft.types}
              onChange={(types) => set({ types })}
              labelOf={humanise}
            />
          </div>
          <div className="flex gap-2 border-t border-zinc-800 px-5 pt-3 pb-4">
            <Button variant="secondary" size="lg" onClick={() => setDraft(DEFAULT_FILTERS)}>
              Reset
            </Button>
            <Button
              size="lg"
              className="flex-1"
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              Show results
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
