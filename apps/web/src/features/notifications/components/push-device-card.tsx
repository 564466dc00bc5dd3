import type { ReactNode } from 'react';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import type { PushDeviceState } from '@/lib/push-device';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const STATE_TEXT: Readonly<Record<PushDeviceState, { title: string; text: string }>> = {
  on: {
    title: 'On for this device',
    text: 'Blaze tells you here when it is closed, as your settings below say.',
  },
  off: {
    title: 'Off for this device',
    text: 'Turn them on to hear of new messages and matches when Blaze is closed. Your browser asks you once.',
  },
  blocked: {
    title: 'Blocked by your browser',
    text: 'To unblock: tap the lock or settings icon next to the address, open Permissions (Site settings), set Notifications to Allow, then come back here.',
  },
  'needs-install': {
    title: 'Add Blaze to your Home Screen first',
    text: 'On iPhone and iPad, notifications work only in the installed app: tap Share, then Add to Home Screen, and open Blaze from there.',
  },
  unsupported: {
    title: "This browser can't show notifications",
    text: 'Try Chrome, Edge, Firefox or Safari, or install Blaze as an app.',
  },
};

/** This device's push switch: the state in words, and the one way forward from it. */
export function PushDeviceCard({
  state,
  busy,
  onTurnOn,
  onTurnOff,
}: {
  state: PushDeviceState | undefined;
  busy: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}) {
  let body: ReactNode;
  if (!state) {
    body = <Skeleton className="h-16 rounded-xl" />;
  } else {
    const { title, text } = STATE_TEXT[state];
    const Icon = state === 'on' ? BellRing : state === 'off' ? Smartphone : BellOff;
    body = (
      <>
        <div className="flex items-start gap-3">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-zinc-300" />
          <div className="min-w-0 flex-1" role="status">
            <p className="text-[15px] font-semibold text-zinc-50">{title}</p>
            <p className="mt-0.5 text-sm leading-relaxed text-zinc-400">{text}</p>
          </div>
        </div>
        {state === 'off' ? (
          <Button block loading={busy} onClick={onTurnOn}>
            Turn on notifications on this device
          </Button>
        ) : state === 'on' ? (
          <Button variant="outline" block loading={busy} onClick={onTurnOff}>
            Turn off on this device
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <section aria-label="This device">
      <h2 className="flex items-center gap-2 px-1 pb-2 text-sm font-bold text-zinc-300">
        <Smartphone aria-hidden className="size-4" />
        This device
      </h2>
      <Card className="flex flex-col gap-4 p-4">{body}</Card>
    </section>
  );
}
