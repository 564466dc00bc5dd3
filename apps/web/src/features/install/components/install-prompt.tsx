import type { ReactNode } from 'react';
import { BellRing, Download, Share, SquarePlus } from 'lucide-react';
import { PRODUCT_NAME } from '@blaze/contracts/constants';
import { useStealthMode } from '@/lib/flags';
import { FlameMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useInstallPrompt } from '@/features/install/lib/use-install-prompt';

/**
 * The install prompt (spec section 4, decision 036), mounted in the shell only: a card above the
 * bottom nav where Chromium offers its install event, a how-to sheet on iOS. In stealth mode it
 * names nothing: 'this app', no flame.
 */
export function InstallPrompt() {
  const prompt = useInstallPrompt();
  const stealth = useStealthMode();
  const appName = stealth ? 'this app' : PRODUCT_NAME;

  if (prompt.kind === 'card') {
    return (
      <section
        aria-labelledby="install-prompt-title"
        className="fixed inset-x-3 bottom-[calc(6.25rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-md rounded-2xl border border-zinc-800 bg-zinc-900/95 p-4 shadow-2xl shadow-black/50 backdrop-blur-xl"
      >
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-zinc-800">
            {stealth ? (
              <Download aria-hidden className="size-5 text-zinc-300" />
            ) : (
              <FlameMark className="size-7" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="install-prompt-title" className="text-[15px] font-bold text-zinc-50">
              Install {appName}
            </h2>
            <p className="mt-0.5 text-sm text-zinc-400">
              Open it from your home screen, full screen, with notifications.
            </p>
          </div>
        </div>
        <div className="mt-3 grid grid-cols-[auto_1fr] gap-2">
          <Button className="col-span-2" onClick={() => void prompt.install()}>
            Install
          </Button>
          <Button variant="secondary" size="sm" onClick={prompt.dismiss}>
            Not now
          </Button>
          <Button variant="ghost" size="sm" onClick={prompt.remind}>
            Remind me in 7 days
          </Button>
        </div>
      </section>
    );
  }

  return (
    <Sheet
      open={prompt.kind === 'ios-sheet'}
      onOpenChange={(open) => {
        if (!open) prompt.dismiss();
      }}
    >
      <SheetContent side="bottom" aria-describedby="install-how-to-description">
        <SheetHeader>
          <SheetTitle>Add {appName} to your Home Screen</SheetTitle>
          <SheetDescription id="install-how-to-description">
            It then opens full screen from its own icon, like any other app.
          </SheetDescription>
        </SheetHeader>
        <ol className="flex flex-col gap-3 px-5 pb-2">
          <HowToStep n={1} icon={<Share aria-hidden className="size-5 text-sky-400" />}>
            Tap the <strong className="text-zinc-50">Share</strong> button in Safari&apos;s toolbar.
          </HowToStep>
          <HowToStep n={2} icon={<SquarePlus aria-hidden className="size-5 text-zinc-100" />}>
            Scroll down and tap <strong className="text-zinc-50">Add to Home Screen</strong>.
          </HowToStep>
          <HowToStep n={3} icon={<span className="text-sm font-bold text-sky-400">Add</span>}>
            Tap <strong className="text-zinc-50">Add</strong> in the top corner.
          </HowToStep>
        </ol>
        <p className="mx-5 mt-2 flex items-start gap-2.5 rounded-xl bg-zinc-800/70 p-3 text-sm text-zinc-300">
          <BellRing aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-400" />
          On iPhone and iPad, notifications work only once {appName} is on your Home Screen.
        </p>
        <div className="flex flex-col gap-2 px-5 pt-4 pb-5">
          <Button variant="secondary" block onClick={prompt.remind}>
            Remind me in 7 days
          </Button>
          <Button variant="ghost" block onClick={prompt.dismiss}>
            Not now
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function HowToStep({ n, icon, children }: { n: number; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl border border-zinc-700 bg-zinc-800">
        {icon}
      </span>
      <span className="text-sm text-zinc-300">
        <span className="sr-only">Step {n}: </span>
        {children}
      </span>
    </li>
  );
}
