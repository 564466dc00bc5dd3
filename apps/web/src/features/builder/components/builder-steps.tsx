import { useState, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import type { BuilderDraft } from '@blaze/contracts/builder';
import {
  BODY_TYPES,
  HIV_STATUSES,
  INTERESTS,
  KINK_CATEGORIES,
  KINKS,
  LOOKING_FOR,
  POSITIONS,
  PREP_STATUSES,
  TONES,
} from '@blaze/contracts/catalogues';
import { AGE_MAX, AGE_MIN } from '@blaze/contracts/constants';
import { humanise } from '@/lib/humanise';
import { CityInput } from '@/components/city-input';
import { HealthFields } from '@/components/profile-fields/health-fields';
import { AgeSelect } from '@/components/profile-fields/option-select';
import { ChipGroup } from '@/components/ui/chip-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  clampPreferredAges,
  heightFromText,
  kinkMatchOnly,
  kinkTicked,
  setKinkMatchOnly,
  showsMatchOnlyOption,
  toggleKink,
} from '@/features/builder/lib/builder-state';

export interface DraftStepProps {
  draft: BuilderDraft;
  onChange: (draft: BuilderDraft) => void;
}

function Intro({ children }: { children: ReactNode }) {
  return <p className="text-sm text-zinc-400">{children}</p>;
}

export function IntentStep({ draft, onChange }: DraftStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <Intro>Pick the tones your profile should have. Choose as many as you like.</Intro>
      <ChipGroup
        legend="Tone"
        options={TONES}
        value={draft.intent}
        onChange={(intent) => onChange({ ...draft, intent })}
        labelOf={humanise}
      />
    </div>
  );
}

export function BasicsStep({ draft, onChange }: DraftStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <Field id="builder-name" label="Name">
        {(control) => (
          <Input
            {...control}
            maxLength={50}
            autoComplete="nickname"
            value={draft.name}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
          />
        )}
      </Field>
      <AgeSelect
        id="builder-age"
        emptyLabel="Choose your age"
        value={draft.age ?? ''}
        onChange={(value) => onChange({ ...draft, age: value ? Number(value) : null })}
      />
      <Field id="builder-city" label="City">
        {(control) => (
          <CityInput
            {...control}
            maxLength={80}
            placeholder="Start typing a city"
            value={draft.location}
            onValueChange={(location) => onChange({ ...draft, location })}
          />
        )}
      </Field>
    </div>
  );
}

export function BodyStep({ draft, onChange }: DraftStepProps) {
  // The draft holds centimetres; the field keeps what he types ('180 cm' too) while he types it.
  const [heightText, setHeightText] = useState(draft.height === null ? '' : String(draft.height));
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-zinc-200">Body type</legend>
        <div className="grid grid-cols-3 gap-2">
          {BODY_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-zinc-700 text-sm font-medium text-zinc-200 has-checked:border-transparent has-checked:bg-brand has-checked:text-brand-foreground has-focus-visible:ring-2 has-focus-visible:ring-brand-text"
            >
              <input
                type="radio"
                name="builder-body-type"
                value={type}
                checked={draft.bodyType === type}
                onChange={() => onChange({ ...draft, bodyType: type })}
                className="sr-only"
              />
              {humanise(type)}
            </label>
          ))}
        </div>
      </fieldset>
      <ChipGroup
        legend="Position"
        options={POSITIONS}
        value={draft.sexualPosition}
        onChange={(sexualPosition) => onChange({ ...draft, sexualPosition })}
        labelOf={humanise}
      />
      <Field id="builder-height" label="Height (cm)" labelNote="(optional)">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            maxLength={10}
            placeholder="180"
            value={heightText}
            onChange={(event) => {
              setHeightText(event.target.value);
              onChange({ ...draft, height: heightFromText(event.target.value) });
            }}
          />
        )}
      </Field>
    </div>
  );
}

/** A number typed freely; on blur it is kept in 18..99 with the youngest never above the oldest. */
function AgeBoundInput({
  id,
  label,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  value: number;
  onCommit: (value: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          value={text ?? String(value)}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (text !== null) onCommit(text === '' ? value : Number(text));
            setText(null);
          }}
        />
      )}
    </Field>
  );
}

export function PreferencesStep({ draft, onChange }: DraftStepProps) {
  const [min, max] = draft.preferredAges;
  const setAge = (which: 'min' | 'max', value: number) => {
    const next: [number, number] = which === 'min' ? [value, max] : [min, value];
    onChange({ ...draft, preferredAges: clampPreferredAges(next, which) });
  };
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-zinc-200">Preferred ages</legend>
        <div className="grid grid-cols-2 gap-3">
          <AgeBoundInput
            id="builder-age-min"
            label="Youngest"
            value={min}
            onCommit={(value) => setAge('min', value)}
          />
          <AgeBoundInput
            id="builder-age-max"
            label="Oldest"
            value={max}
            onCommit={(value) => setAge('max', value)}
          />
        </div>
        <p className="text-xs text-zinc-400">
          From {AGE_MIN} to {AGE_MAX}; the youngest can&apos;t be above the oldest.
        </p>
      </fieldset>
      <ChipGroup
        legend="Preferred body types"
        options={BODY_TYPES}
        value={draft.preferredBodyTypes}
        onChange={(preferredBodyTypes) => onChange({ ...draft, preferredBodyTypes })}
        labelOf={humanise}
      />
      <ChipGroup
        legend="Preferred positions"
        options={POSITIONS}
        value={draft.preferredPositions}
        onChange={(preferredPositions) => onChange({ ...draft, preferredPositions })}
        labelOf={humanise}
      />
      <ChipGroup
        legend="Looking for"
        options={LOOKING_FOR}
        value={draft.lookingFor}
        onChange={(lookingFor) => onChange({ ...draft, lookingFor })}
        labelOf={humanise}
      />
    </div>
  );
}

/** The option itself when it is in the catalogue; null for the empty choice. */
function optionOrNull<T extends string>(options: readonly T[], value: string): T | null {
  return (options as readonly string[]).includes(value) ? (value as T) : null;
}

export function HealthStep({ draft, onChange }: DraftStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <HealthFields
        idPrefix="builder"
        hivStatus={draft.hivStatus ?? ''}
        onHivStatusChange={(value) =>
          onChange({ ...draft, hivStatus: optionOrNull(HIV_STATUSES, value) })
        }
        onPrep={draft.onPrep ?? ''}
        onOnPrepChange={(value) =>
          onChange({ ...draft, onPrep: optionOrNull(PREP_STATUSES, value) })
        }
        showHealth={draft.showHealth}
        onShowHealthChange={(showHealth) => onChange({ ...draft, showHealth })}
      />
      <p className="flex items-start gap-2 rounded-xl bg-zinc-800/60 p-3 text-sm text-zinc-300">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-300" />
        Your health info is never sent to AI services. It stays private unless you switch it on
        above.
      </p>
    </div>
  );
}

export function InterestsStep({ draft, onChange }: DraftStepProps) {
  return (
    <ChipGroup
      legend="Interests"
      options={INTERESTS}
      value={draft.interests}
      onChange={(interests) => onChange({ ...draft, interests })}
      labelOf={humanise}
    />
  );
}

export function KinksStep({ draft, onChange }: DraftStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <Intro>
        Optional. Tick what you&apos;re into; you can keep any of them for matches who share it.
      </Intro>
      {KINK_CATEGORIES.map((category) => (
        <fieldset key={category} className="flex flex-col gap-1">
          <legend className="mb-1.5 text-[11px] font-bold tracking-[0.12em] text-zinc-400 uppercase">
            {category}
          </legend>
          {KINKS.filter((kink) => kink.category === category).map((kink) => {
            const ticked = kinkTicked(draft, kink.id);
            return (
              <div key={kink.id} className="rounded-xl px-1">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-zinc-100">
                  <input
                    type="checkbox"
                    checked={ticked}
                    onChange={(event) => onChange(toggleKink(draft, kink.id, event.target.checked))}
                    className="size-5 accent-brand"
                  />
                  {kink.label}
                </label>
                {showsMatchOnlyOption(draft, kink.id) ? (
                  <label className="ml-8 flex min-h-11 cursor-pointer items-center gap-3 text-sm text-zinc-300">
                    <input
                      type="checkbox"
                      aria-label={`Only show ${kink.label} to matches who share this interest`}
                      checked={kinkMatchOnly(draft, kink.id)}
                      onChange={(event) =>
                        onChange(setKinkMatchOnly(draft, kink.id, event.target.checked))
                      }
                      className="size-4 accent-brand"
                    />
                    Only show to matches who share this interest
                  </label>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
