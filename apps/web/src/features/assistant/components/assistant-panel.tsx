import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AudioLines, Power, Settings2, Volume2, VolumeX } from 'lucide-react';
import type { AssistantPreferences } from '@blaze/contracts/assistant';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHistory } from '@/features/assistant/api/messages';
import { usePreferences, useUpdatePreferences } from '@/features/assistant/api/preferences';
import { AssistantChat } from '@/features/assistant/components/assistant-chat';
import { OnboardingPanel } from '@/features/assistant/components/onboarding-panel';
import { greetingFor, PERSONAS } from '@/features/assistant/lib/persona';
import { useAssistantVoice } from '@/features/assistant/lib/use-assistant-voice';
import { useVoiceState } from '@/features/assistant/lib/voice';

type Say = ReturnType<typeof useAssistantVoice>['say'];

/** The states line: persona, adult mode, listening or speaking, and the voice output switch. */
function StatusBar({
  preferences,
  say,
  stop,
  onNavigate,
}: {
  preferences: AssistantPreferences;
  say: Say;
  stop: () => void;
  onNavigate?: () => void;
}) {
  const update = useUpdatePreferences();
  const history = useHistory();
  const { listening, speaking } = useVoiceState();
  const voiceOn = preferences.preferVoice;

  function toggleVoice() {
    if (voiceOn) {
      // Off stops the voice at once (spec section 2), before the server has heard about it.
      stop();
      update.mutate({ preferVoice: false });
      return;
    }
    update.mutate({ preferVoice: true });
    const lastWords = history.data?.findLast((message) => message.role === 'assistant')?.content;
    say(lastWords ?? greetingFor(preferences.voicePersona));
  }

  return (
    <div className="flex items-center gap-1.5 border-b border-zinc-800 px-4 py-1.5">
      <Badge variant="secondary">{PERSONAS[preferences.voicePersona].name}</Badge>
      {preferences.adultMode ? <Badge variant="warning">18+</Badge> : null}
      <span role="status" className="flex items-center gap-1 text-xs font-medium text-brand-text">
        {listening ? (
          'Listening…'
        ) : speaking ? (
          <>
            <AudioLines aria-hidden className="size-3.5 animate-pulse" />
            Speaking…
          </>
        ) : null}
      </span>
      {speaking ? (
        <Button variant="link" size="sm" className="h-auto text-xs" onClick={stop}>
          Stop
        </Button>
      ) : null}
      <span className="ml-auto flex items-center">
        <Button
          variant="quiet"
          size="icon"
          aria-label="Voice output"
          aria-pressed={voiceOn}
          title={voiceOn ? 'Voice output is on' : 'Voice output is off'}
          onClick={toggleVoice}
          className={cn(voiceOn && 'text-brand-text')}
        >
          {voiceOn ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
        </Button>
        <Button asChild variant="quiet" size="icon">
          <Link to={paths.aiLab.to()} aria-label="Assistant settings (AI Lab)" onClick={onNavigate}>
            <Settings2 aria-hidden />
          </Link>
        </Button>
      </span>
    </div>
  );
}

interface AssistantPanelProps {
  /** Goes up each time the dialog opens, so the greeting is said again. */
  openCount: number;
  /** A link inside was followed. */
  onNavigate?: () => void;
}

/**
 * The assistant as the dialog and /ai-assistant show it: switched off, first-time onboarding, or the
 * chat with its states line. The greeting is said on opening when voice output is on.
 */
export function AssistantPanel({ openCount, onNavigate }: AssistantPanelProps) {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const prefs = preferences.data;
  const { say, stop, notice } = useAssistantVoice(prefs);
  const greeted = useRef(0);

  useEffect(() => {
    if (!prefs || greeted.current === openCount) return;
    greeted.current = openCount;
    if (prefs.isEnabled && prefs.hasCompletedOnboarding && prefs.preferVoice) {
      say(greetingFor(prefs.voicePersona));
    }
  }, [openCount, prefs, say]);

  if (preferences.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Loading HOTTIE" />
      </div>
    );
  }
  if (!prefs) {
    return (
      <div
        role="alert"
        className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-sm text-zinc-300"
      >
        {friendlyMessage(preferences.error)}
        <Button variant="secondary" onClick={() => void preferences.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!prefs.isEnabled) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
        <p className="text-sm text-zinc-300">HOTTIE is switched off. Turn him on to chat again.</p>
        <Button loading={update.isPending} onClick={() => update.mutate({ isEnabled: true })}>
          <Power aria-hidden />
          Turn on HOTTIE
        </Button>
      </div>
    );
  }
  if (!prefs.hasCompletedOnboarding) return <OnboardingPanel preferences={prefs} say={say} />;
  return (
    <>
      <StatusBar preferences={prefs} say={say} stop={stop} onNavigate={onNavigate} />
      {notice ? (
        <p role="status" className="px-4 pt-1.5 text-xs text-amber-300">
          {notice}
        </p>
      ) : null}
      <AssistantChat preferences={prefs} say={say} onNavigate={onNavigate} />
    </>
  );
}
