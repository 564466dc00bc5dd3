import { useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Bot, Maximize2, Minimize2, Minus, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { usePreferences } from '@/features/assistant/api/preferences';
import { AssistantPanel } from '@/features/assistant/components/assistant-panel';
import type { AssistantView } from '@/features/assistant/lib/assistant-view';
import { voice } from '@/features/assistant/lib/voice';

interface AssistantWindowProps {
  view: AssistantView;
  openCount: number;
  onViewChange: (view: AssistantView) => void;
}

/**
 * The assistant dialog (spec section 2): medium width and 600 px high (the screen's height at most),
 * or expanded to the whole screen. Hiding it minimizes it to a floating HOTTIE pill; switching HOTTIE
 * off hides the pill too.
 */
export function AssistantWindow({ view, openCount, onViewChange }: AssistantWindowProps) {
  const [expanded, setExpanded] = useState(false);
  const preferences = usePreferences().data;
  const enabled = preferences?.isEnabled ?? true;
  // First time, the onboarding shows expanded until he completes it (spec section 4).
  const onboarding = Boolean(preferences && enabled && !preferences.hasCompletedOnboarding);
  const large = expanded || onboarding;
  const onAssistantPage = useLocation().pathname === paths.aiAssistant.pattern;
  const minimize = () => onViewChange('minimized');

  return (
    <>
      <DialogPrimitive.Root
        open={view === 'open'}
        onOpenChange={(open) => onViewChange(open ? 'open' : 'minimized')}
      >
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className={cn(
              'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900 shadow-2xl outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
              large
                ? 'h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-3xl'
                : 'h-[min(600px,calc(100dvh-2rem))] w-[calc(100%-1.5rem)] max-w-md',
            )}
          >
            <header className="flex items-center gap-2.5 border-b border-zinc-800 py-2 pr-1.5 pl-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/20 text-brand-text">
                <Bot aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <DialogPrimitive.Title className="text-base leading-tight font-black tracking-tight text-zinc-50">
                  HOTTIE <span className="font-medium text-zinc-400">· your assistant</span>
                </DialogPrimitive.Title>
              </div>
              {onboarding ? null : (
                <Button
                  variant="quiet"
                  size="icon"
                  aria-label={expanded ? 'Shrink' : 'Expand'}
                  onClick={() => setExpanded((value) => !value)}
                >
                  {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
                </Button>
              )}
              <Button variant="quiet" size="icon" aria-label="Minimize" onClick={minimize}>
                <Minus aria-hidden />
              </Button>
            </header>
            <AssistantPanel openCount={openCount} onNavigate={minimize} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      {view === 'minimized' && enabled && !onAssistantPage ? (
        <div className="fixed right-3 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-40 flex items-center rounded-full bg-zinc-900/95 shadow-lg shadow-black/40 ring-1 ring-brand/40 backdrop-blur">
          <button
            type="button"
            onClick={() => onViewChange('open')}
            aria-label="Open HOTTIE, your assistant"
            className="flex h-11 cursor-pointer items-center gap-1.5 rounded-full pr-2 pl-3.5 text-sm font-black tracking-wide text-zinc-50"
          >
            <Bot aria-hidden className="size-4.5 text-brand-text" />
            HOTTIE
          </button>
          <button
            type="button"
            aria-label="Close HOTTIE"
            onClick={() => {
              voice.stopSpeaking();
              onViewChange('closed');
            }}
            className="flex size-11 cursor-pointer items-center justify-center rounded-full text-zinc-400 hover:text-zinc-100"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </>
  );
}
