import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Camera, ChevronRight, Images, Pencil, Sparkles } from 'lucide-react';
import { PROFILE_COMPLETE_PERCENT } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { openProfileBuilder } from '@/lib/overlay-events';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProfileCard } from '@/features/profiles/components/profile-card';
import { cardFromOwn } from '@/features/profiles/lib/card-profile';

interface OwnProfileScreenProps {
  /** The profile photo upload dialog (photos). */
  photoDialog: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
  /** The way to get verified, with his state (verification). */
  verification?: ReactNode;
}

/** /app/profile: the member's own card as others see it, with the way to edit it. */
export function OwnProfileScreen({ photoDialog, verification }: OwnProfileScreenProps) {
  const { me } = useSession();
  const [photoOpen, setPhotoOpen] = useState(false);
  if (!me) return null;
  const card = cardFromOwn(me.profile);
  const completion = Math.max(0, Math.min(100, me.profile.profileCompletionPercentage));
  const complete = completion >= PROFILE_COMPLETE_PERCENT;

  return (
    <div className="flex flex-col gap-3 px-4 pt-4">
      <title>{`${card.name} · Blaze`}</title>
      <h1 className="sr-only">Your profile</h1>
      <ProfileCard profile={card} />
      <Button asChild size="lg" block>
        <Link to={paths.profileEditor.to()}>
          <Pencil aria-hidden />
          Edit Profile
        </Link>
      </Button>
      <Button variant="outline" size="lg" block onClick={() => setPhotoOpen(true)}>
        <Camera aria-hidden />
        Update Profile Photo
      </Button>
      <div className="grid grid-cols-2 gap-2.5">
        <Button variant="secondary" size="lg" onClick={openProfileBuilder}>
          <Sparkles aria-hidden />
          AI Builder
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link to={paths.media.to()}>
            <Images aria-hidden />
            My Albums
          </Link>
        </Button>
      </div>
      {verification}
      <section
        aria-labelledby="completion"
        className="rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4"
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
        {completion < 100 ? (
          <Link
            to={paths.profileSetup.to()}
            className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-text underline-offset-4 hover:underline"
          >
            See what is left to add
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </section>
      {photoDialog({ open: photoOpen, onOpenChange: setPhotoOpen })}
    </div>
  );
}
