import { useState, type FormEvent, type ReactNode } from 'react';
import { TEXT_SECTION_MAX } from '@blaze/contracts/constants';
import { BODY_TYPES, INTERESTS, LOOKING_FOR, POSITIONS } from '@blaze/contracts/catalogues';
import { ProfileUpdateSchema } from '@blaze/contracts/profile-edit';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { cn } from '@/lib/cn';
import { humanise } from '@/lib/humanise';
import { CityInput } from '@/components/city-input';
import { HealthFields } from '@/components/profile-fields/health-fields';
import { AgeSelect, OptionSelect } from '@/components/profile-fields/option-select';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { ChipGroup } from '@/components/ui/chip-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import {
  describeIssue,
  editorValuesFrom,
  toProfileUpdate,
  type EditorValues,
} from '@/features/profiles/lib/editor-form';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4">
      <h2 className="text-base font-bold text-zinc-50">{title}</h2>
      {children}
    </section>
  );
}

interface ProfileEditorFormProps {
  profile: OwnProfile;
  /** Called with the saved profile. */
  onSaved: (profile: OwnProfile) => void;
  onCancel: () => void;
  /** An id prefix, so two forms never share ids. */
  idPrefix?: string;
  /** Where the sticky Save bar rests (flush on the tab bar on the page). */
  actionsClassName?: string;
}

/** The own-profile form (PATCH /api/profiles/me), used by /profile-editor and the side panel. */
export function ProfileEditorForm({
  profile,
  onSaved,
  onCancel,
  idPrefix = 'editor',
  actionsClassName = 'bottom-0',
}: ProfileEditorFormProps) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<EditorValues>(() => editorValuesFrom(profile));
  const [problem, setProblem] = useState<string | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = toProfileUpdate(values, profile);
    const parsed = ProfileUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue ? describeIssue(issue) : 'Some details are not valid.');
      return;
    }
    setProblem(null);
    update.mutate(body, { onSuccess: onSaved });
  }

  const error = problem ?? (update.isError ? update.error.message : null);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Group title="About you">
        <Field id={id('display-name')} label="Display name">
          {(control) => (
            <Input
              {...control}
              maxLength={50}
              autoComplete="nickname"
              value={values.displayName}
              onChange={(event) => set('displayName', event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col gap-1">
          <Field id={id('bio')} label="Bio">
            {(control) => (
              <Textarea
                {...control}
                aria-describedby={id('bio-count')}
                maxLength={TEXT_SECTION_MAX}
                value={values.bio}
                onChange={(event) => set('bio', event.target.value)}
                placeholder="A few lines about you"
              />
            )}
          </Field>
          <CharCounter id={id('bio-count')} value={values.bio} max={TEXT_SECTION_MAX} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <AgeSelect id={id('age')} value={values.age} onChange={(value) => set('age', value)} />
          <Field id={id('pronouns')} label="Pronouns">
            {(control) => (
              <Input
                {...control}
                maxLength={30}
                placeholder="he/him"
                value={values.pronouns}
                onChange={(event) => set('pronouns', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field id={id('city')} label="City">
          {(control) => (
            <CityInput
              {...control}
              maxLength={80}
              placeholder="Start typing a city"
              value={values.city}
              onValueChange={(city) => set('city', city)}
            />
          )}
        </Field>
      </Group>

      <Group title="Body">
        <div className="grid grid-cols-2 gap-3">
          <Field id={id('height')} label="Height (cm)">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={120}
                max={230}
                value={values.height}
                onChange={(event) => set('height', event.target.value)}
              />
            )}
          </Field>
          <Field id={id('weight')} label="Weight (kg)">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={35}
                max={250}
                value={values.weight}
                onChange={(event) => set('weight', event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <OptionSelect
            id={id('body-type')}
            label="Body type"
            options={BODY_TYPES}
            value={values.bodyType}
            onChange={(value) => set('bodyType', value)}
          />
          <Field id={id('tribe')} label="Tribe">
            {(control) => (
              <Input
                {...control}
                maxLength={30}
                placeholder="Otter, jock..."
                value={values.tribe}
                onChange={(event) => set('tribe', event.target.value)}
              />
            )}
          </Field>
        </div>
        <ChipGroup
          legend="Positions"
          options={POSITIONS}
          value={values.sexualPosition}
          onChange={(value) => set('sexualPosition', value)}
          labelOf={humanise}
        />
      </Group>

      <Group title="What you want">
        <ChipGroup
          legend="Looking for"
          options={LOOKING_FOR}
          value={values.lookingFor}
          onChange={(value) => set('lookingFor', value)}
          labelOf={humanise}
        />
        <ChipGroup
          legend="Interests"
          options={INTERESTS}
          value={values.interests}
          onChange={(value) => set('interests', value)}
          labelOf={humanise}
        />
      </Group>

      <Group title="Health">
        <HealthFields
          idPrefix={idPrefix}
          paired
          hivStatus={values.hivStatus}
          onHivStatusChange={(value) => set('hivStatus', value)}
          onPrep={values.onPrep}
          onOnPrepChange={(value) => set('onPrep', value)}
          lastTested={{ value: values.lastTested, onChange: (value) => set('lastTested', value) }}
          showHealth={values.showHealth}
          onShowHealthChange={(checked) => set('showHealth', checked)}
        />
        <p className="text-xs text-zinc-400">
          Off by default: only you see it until you switch it on.
        </p>
      </Group>

      <div
        className={cn(
          'sticky -mx-4 flex flex-col gap-2.5 border-t border-zinc-800 bg-zinc-950 px-4 py-3',
          actionsClassName,
        )}
      >
        {/* Next to Save, so the reason is seen wherever the form is scrolled. */}
        {error ? (
          <p role="alert" className="rounded-xl bg-red-500/10 px-3.5 py-3 text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex gap-2.5">
          <Button variant="secondary" size="lg" className="flex-1" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="lg" className="flex-1" loading={update.isPending}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
