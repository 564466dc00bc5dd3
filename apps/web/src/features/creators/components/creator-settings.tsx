import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BarChart3, Sparkles } from 'lucide-react';
import { CREATOR_TAGLINE_MAX } from '@blaze/contracts/creators';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CharCounter } from '@/components/ui/char-counter';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useSetCreatorProfile } from '@/features/creators/api/set-creator-profile';

/**
 * Settings' creator profile: a switch for the creator badge (on his profile, his posts and creator
 * cards in feeds) and a one-line tagline. Off again at any time; the tagline waits for him.
 */
export function CreatorSettings({ profile }: { profile: OwnProfile }) {
  const id = useId();
  const save = useSetCreatorProfile();
  const [tagline, setTagline] = useState(profile.creatorTagline ?? '');
  const on = profile.isCreator;
  const changed = tagline.trim() !== (profile.creatorTagline ?? '');

  function toggle(isCreator: boolean) {
    save.mutate(
      { isCreator, tagline: tagline.trim() || null },
      {
        onSuccess: () =>
          notify((toast) => toast(isCreator ? 'Creator profile is on' : 'Creator profile is off')),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { isCreator: on, tagline: tagline.trim() || null },
      { onSuccess: () => notify((toast) => toast('Tagline saved')) },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <label htmlFor={`${id}-on`} className="flex cursor-pointer items-center gap-3">
          <Sparkles aria-hidden className="size-5 text-zinc-400" />
          <span className="flex flex-col">
            <span className="text-sm font-medium text-zinc-100">Creator profile</span>
            <span className="text-xs text-zinc-400">
              A creator badge on your profile and posts, and your card in feeds
            </span>
          </span>
        </label>
        <Switch id={`${id}-on`} checked={on} disabled={save.isPending} onCheckedChange={toggle} />
      </div>
      <Field
        id={`${id}-tagline`}
        label="Tagline"
        labelNote="(optional)"
        hint="One line on your creator card, e.g. what you share and how often."
      >
        {(control) => (
          <>
            <Input
              {...control}
              value={tagline}
              maxLength={CREATOR_TAGLINE_MAX}
              placeholder="Fresh content every week"
              onChange={(e) => setTagline(e.target.value)}
            />
            <CharCounter value={tagline} max={CREATOR_TAGLINE_MAX} />
          </>
        )}
      </Field>
      {save.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(save.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {changed ? (
          <Button type="submit" variant="secondary" loading={save.isPending}>
            Save tagline
          </Button>
        ) : null}
        {on ? (
          <Button asChild variant="outline">
            <Link to={paths.creatorDashboard.to()}>
              <BarChart3 aria-hidden /> Creator dashboard
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The settings screen's Creator card, once the member is known. */
export function CreatorSettingsCard() {
  const { me } = useSession();
  if (!me) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Creator</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CreatorSettings profile={me.profile} />
      </CardContent>
    </Card>
  );
}
