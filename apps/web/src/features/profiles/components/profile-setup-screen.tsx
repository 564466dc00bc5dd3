import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, ChevronRight, Compass, Sparkles, UserRoundPlus } from 'lucide-react';
import { PROFILE_COMPLETE_PERCENT } from '@blaze/contracts/constants';
import { completionSteps, type CompletionStep } from '@blaze/contracts/profile-completion';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { openProfileBuilder } from '@/lib/overlay-events';
import { Button } from '@/components/ui/button';
import { CompletionCard } from '@/features/profiles/components/completion-card';

interface ProfileSetupScreenProps {
  /** The profile photo upload dialog (photos). */
  photoDialog: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}

/** The checklist as the server counts it, read from his own profile. */
export function setupSteps(profile: OwnProfile): CompletionStep[] {
  return completionSteps({
    ...profile,
    hasProfilePhoto: profile.avatarUrl !== null,
    publicPhotoCount: profile.photos.length,
  });
}

/** Where each step is done: the editor for the words and stats, the photo dialog, media or settings. */
function stepTarget(step: CompletionStep): { to: string } | { photo: true } {
  switch (step.id) {
    case 'profilePhoto':
      return { photo: true };
    case 'photos':
      return { to: paths.mediaUpload.to() };
    case 'location':
      return { to: paths.settings.to() };
    default:
      return { to: paths.profileEditor.to() };
  }
}

function StepRow({ step, onPhoto }: { step: CompletionStep; onPhoto: () => void }) {
  const body = (
    <>
      <span
        aria-hidden
        className={
          step.done
            ? 'grid size-7 shrink-0 place-items-center rounded-full bg-emerald-500/15 text-emerald-400'
            : 'grid size-7 shrink-0 place-items-center rounded-full border border-zinc-700 text-zinc-500'
        }
      >
        {step.done ? <Check className="size-4" /> : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span
          className={
            step.done ? 'text-[15px] text-zinc-400 line-through' : 'text-[15px] text-zinc-50'
          }
        >
          {step.label}
        </span>
        <span className="text-xs text-zinc-400">
          {step.done ? 'Done' : `+${step.weight}% to your profile`}
        </span>
      </span>
      {step.done ? null : <ChevronRight aria-hidden className="size-4 text-zinc-500" />}
    </>
  );
  const rowClass = 'flex min-h-12 w-full items-center gap-3 px-4 py-2.5 text-left';
  if (step.done) {
    return (
      <li className={rowClass}>
        {body}
        <span className="sr-only">(done)</span>
      </li>
    );
  }
  const target = stepTarget(step);
  return (
    <li>
      {'photo' in target ? (
        <button type="button" onClick={onPhoto} className={`${rowClass} hover:bg-zinc-800/60`}>
          {body}
        </button>
      ) : (
        <Link to={target.to} className={`${rowClass} hover:bg-zinc-800/60`}>
          {body}
        </Link>
      )}
    </li>
  );
}

/** /profile-setup: what is left to fill in, each step one tap from where it is done. */
export function ProfileSetupScreen({ photoDialog }: ProfileSetupScreenProps) {
  const { me } = useSession();
  const [photoOpen, setPhotoOpen] = useState(false);
  if (!me) return null;
  const steps = setupSteps(me.profile);
  const complete = me.profile.profileCompletionPercentage >= PROFILE_COMPLETE_PERCENT;
  const left = steps.filter((s) => !s.done);
  const ordered = [...left, ...steps.filter((s) => s.done)];

  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-8">
      <title>Set up your profile · Blaze</title>
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-black tracking-tight text-zinc-50">
          <UserRoundPlus aria-hidden className="size-6 text-brand" />
          Set up your profile
        </h1>
        <p className="text-sm text-zinc-400">
          Guys with a photo, a few words and their stats get far more taps. Fill in what you like;
          you can change it any time.
        </p>
      </header>

      <CompletionCard percent={me.profile.profileCompletionPercentage}>
        <p className="mt-2 text-xs text-zinc-400">
          {left.length === 0
            ? 'Every step is done.'
            : `${steps.length - left.length} of ${steps.length} steps done`}
        </p>
      </CompletionCard>

      <section aria-labelledby="setup-steps" className="flex flex-col gap-2">
        <h2 id="setup-steps" className="text-sm font-bold tracking-wide text-zinc-300 uppercase">
          {left.length === 0 ? 'All done' : 'Still to do'}
        </h2>
        <ul className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/40">
          {ordered.map((step) => (
            <StepRow key={step.id} step={step} onPhoto={() => setPhotoOpen(true)} />
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-2.5">
        <Button variant="secondary" size="lg" block onClick={openProfileBuilder}>
          <Sparkles aria-hidden />
          Let the AI Profile Builder help
        </Button>
        <Button asChild variant={complete ? 'primary' : 'outline'} size="lg" block>
          <Link to={paths.discovery.to()}>
            <Compass aria-hidden />
            {complete ? 'Start exploring' : 'Explore first, finish later'}
          </Link>
        </Button>
      </div>
      {photoDialog({ open: photoOpen, onOpenChange: setPhotoOpen })}
    </div>
  );
}
