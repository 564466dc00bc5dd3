import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Camera, ChevronRight, Images, Pencil, Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { openProfileBuilder } from '@/lib/overlay-events';
import { Button } from '@/components/ui/button';
import { CompletionCard } from '@/features/profiles/components/completion-card';
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
      <CompletionCard percent={me.profile.profileCompletionPercentage}>
        {me.profile.profileCompletionPercentage < 100 ? (
          <Link
            to={paths.profileSetup.to()}
            className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-text underline-offset-4 hover:underline"
          >
            See what is left to add
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </CompletionCard>
      {photoDialog({ open: photoOpen, onOpenChange: setPhotoOpen })}
    </div>
  );
}
