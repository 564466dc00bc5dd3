import { Link } from 'react-router';
import { CalendarDays, MapPin, Pencil, Sparkles } from 'lucide-react';
import { PRODUCT_NAME, PROFILE_COMPLETE_PERCENT } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/avatar';

/** /app/profile: the member's own profile as others will see it, with the way to edit it. */
export default function OwnProfileRoute() {
  const { me } = useSession();
  if (!me) return null;
  const { profile } = me;
  const name = profile.displayName?.trim() || profile.fullName?.trim() || `${PRODUCT_NAME} User`;
  const completion = Math.max(0, Math.min(100, profile.profileCompletionPercentage));
  const complete = completion >= PROFILE_COMPLETE_PERCENT;
  const joined = new Date(profile.createdAt).toLocaleDateString('en', {
    month: 'long',
    year: 'numeric',
  });

  return (
    <div className="px-4 pt-6">
      <title>{`${name} · Blaze`}</title>
      <div className="relative overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900/60 p-5">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-brand/20 blur-3xl"
        />
        <div className="relative flex items-center gap-4">
          <UserAvatar src={profile.avatarUrl} name={name} size="xl" />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-black tracking-tight text-zinc-50">
              {name}
              {profile.age ? (
                <span className="font-semibold text-zinc-300">, {profile.age}</span>
              ) : null}
            </h1>
            <p className="truncate text-sm text-zinc-400">@{profile.username}</p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge variant="success">Online</Badge>
              {profile.tribe ? <Badge variant="secondary">{profile.tribe}</Badge> : null}
              {profile.bodyType ? <Badge variant="secondary">{profile.bodyType}</Badge> : null}
            </div>
          </div>
        </div>
        <ul className="relative mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-400">
          {profile.city ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              {profile.city}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            Joined {joined}
          </li>
        </ul>
        {profile.bio ? (
          <p className="relative mt-4 text-[15px] leading-relaxed whitespace-pre-line text-zinc-200">
            {profile.bio}
          </p>
        ) : null}
      </div>

      <section
        aria-labelledby="completion"
        className="mt-4 rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4"
      >
        <div className="flex items-center justify-between">
          <h2 id="completion" className="text-sm font-semibold text-zinc-100">
            Profile {completion}% complete
          </h2>
          <Badge variant={complete ? 'success' : 'warning'}>
            {complete ? 'Looking good' : 'Add more'}
          </Badge>
        </div>
        <div
          role="progressbar"
          aria-labelledby="completion"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completion}
          className="mt-3 h-2 overflow-hidden rounded-full bg-zinc-800"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${completion}%` }} />
        </div>
        {!complete ? (
          <p className="mt-2 text-xs text-zinc-400">
            Profiles over {PROFILE_COMPLETE_PERCENT}% complete get far more taps and messages.
          </p>
        ) : null}
      </section>

      <div className="mt-5 flex flex-col gap-3">
        <Button asChild size="lg" block>
          <Link to={paths.profileEditor.to()}>
            <Pencil aria-hidden />
            Edit Profile
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary" block>
          <Link to={paths.profileBuilder.to()}>
            <Sparkles aria-hidden />
            Write it with AI
          </Link>
        </Button>
      </div>
    </div>
  );
}
