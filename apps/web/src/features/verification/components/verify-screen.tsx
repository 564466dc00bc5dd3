import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Clock, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { MyVerification } from '@blaze/contracts/verification';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyVerification } from '@/features/verification/api/get-my-verification';
import { useSendSelfie } from '@/features/verification/api/send-selfie';
import { useStartVerification } from '@/features/verification/api/start-verification';
import { PoseIcon } from '@/features/verification/components/pose-icon';
import { SelfieCamera } from '@/features/verification/components/selfie-camera';

function StateCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-5">
        <span className="mt-0.5 [&_svg]:size-6">{icon}</span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold text-zinc-50">{title}</h2>
          {children ? (
            <div className="mt-1 text-sm leading-relaxed text-zinc-300">{children}</div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function StateSummary({ state }: { state: MyVerification }) {
  switch (state.state) {
    case 'verified':
      return (
        <StateCard
          icon={<BadgeCheck aria-hidden className="text-sky-400" />}
          title="You're verified"
        >
          Your profile and cards show the Verified badge. It lapses if you replace all the photos it
          was checked against.
        </StateCard>
      );
    case 'pending':
      return (
        <StateCard
          icon={<Clock aria-hidden className="text-amber-300" />}
          title="Waiting for a moderator"
        >
          We have your selfie. A moderator compares it with your photos, usually within a day. Only
          moderators see it, and it is deleted once they decide.
        </StateCard>
      );
    case 'declined':
      return (
        <StateCard
          icon={<ShieldAlert aria-hidden className="text-red-300" />}
          title="Not verified this time"
        >
          <p>{state.reason}</p>
          <p className="mt-1 text-zinc-400">You can try again with a new pose.</p>
        </StateCard>
      );
    case 'lapsed':
      return (
        <StateCard
          icon={<ShieldAlert aria-hidden className="text-amber-300" />}
          title="Your badge lapsed"
        >
          None of the photos you were verified with is on your profile any more. Ask again to get
          the badge back.
        </StateCard>
      );
    default:
      return (
        <StateCard
          icon={<ShieldCheck aria-hidden className="text-zinc-300" />}
          title="Show you're real"
        >
          We give you a pose; you take a selfie copying it. A moderator compares it with your photos
          and, if they match, your profile shows a Verified badge. Only moderators see the selfie.
        </StateCard>
      );
  }
}

function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** /app/verify: the pose, the camera, the preview, the send, and the state. */
export function VerifyScreen() {
  const query = useMyVerification();
  const start = useStartVerification();
  const send = useSendSelfie();
  const [selfie, setSelfie] = useState<Blob | null>(null);
  const preview = useObjectUrl(selfie);
  const state = query.data;

  return (
    <div className="flex flex-col gap-4 px-4 pt-6 pb-10">
      <title>Get verified · Blaze</title>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">Get verified</h1>
      {query.isPending ? <Skeleton className="h-28 w-full rounded-2xl" /> : null}
      {query.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(query.error)}
        </p>
      ) : null}
      {state ? <StateSummary state={state} /> : null}

      {state && !state.pose && state.canRequest ? (
        <Button size="lg" block loading={start.isPending} onClick={() => start.mutate()}>
          {state.state === 'none' ? 'Show me a pose' : 'Try again with a new pose'}
        </Button>
      ) : null}
      {state && !state.canRequest && state.state === 'none' && state.blockedReason ? (
        <p className="text-sm text-zinc-300">
          {state.blockedReason}{' '}
          <Link to={paths.profile.to()} className="font-semibold text-brand-text underline">
            Go to my profile
          </Link>
        </p>
      ) : null}
      {state && state.state === 'declined' && !state.canRequest && state.blockedReason ? (
        <p className="text-sm text-zinc-300">{state.blockedReason}</p>
      ) : null}

      {state?.pose ? (
        <section aria-labelledby="pose-heading" className="flex flex-col gap-3">
          <Card>
            <CardContent className="flex items-center gap-4 pt-5">
              <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand/15 text-brand-text">
                <PoseIcon poseId={state.pose.id} className="size-9" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">
                  Your pose
                </p>
                <h2 id="pose-heading" className="text-lg font-bold text-zinc-50">
                  {state.pose.text}
                </h2>
                <p className="text-xs text-zinc-400">
                  Take the selfie before{' '}
                  {new Date(state.pose.expiresAt).toLocaleTimeString([], {
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                  .
                </p>
              </div>
            </CardContent>
          </Card>
          {preview ? (
            <figure className="flex flex-col gap-3">
              <img
                src={preview}
                alt="Your selfie, not sent yet"
                className="aspect-[3/4] w-full rounded-2xl bg-black object-cover"
              />
              <div className="flex gap-2">
                <Button variant="outline" className="flex-1" onClick={() => setSelfie(null)}>
                  Retake
                </Button>
                <Button
                  className="flex-1"
                  loading={send.isPending}
                  onClick={() => send.mutate(selfie as Blob, { onSuccess: () => setSelfie(null) })}
                >
                  Send selfie
                </Button>
              </div>
            </figure>
          ) : (
            <SelfieCamera onPicked={setSelfie} />
          )}
          {send.isError ? (
            <p role="alert" className="text-sm text-red-300">
              {friendlyMessage(send.error)}
            </p>
          ) : null}
        </section>
      ) : null}
      {start.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(start.error)}
        </p>
      ) : null}
    </div>
  );
}
