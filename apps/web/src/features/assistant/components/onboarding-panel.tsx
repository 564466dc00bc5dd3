import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import {
  VOICE_PERSONAS,
  type AssistantPreferences,
  type VoicePersona,
} from '@blaze/contracts/assistant';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useUpdatePreferences } from '@/features/assistant/api/preferences';
import { PERSONAS } from '@/features/assistant/lib/persona';

/**
 * First time only (spec section 4): he picks the persona and whether HOTTIE talks, then starts. Shown
 * expanded until he completes it.
 */
export function OnboardingPanel({
  preferences,
  say,
}: {
  preferences: AssistantPreferences;
  say: (text: string, override: { voicePersona: VoicePersona }) => void;
}) {
  const [persona, setPersona] = useState<VoicePersona>(preferences.voicePersona);
  const [talk, setTalk] = useState(preferences.preferVoice);
  const update = useUpdatePreferences();

  return (
    <section
      aria-labelledby="assistant-onboarding"
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4"
    >
      <div>
        <h3 id="assistant-onboarding" className="text-lg font-bold text-zinc-50">
          Meet HOTTIE
        </h3>
        <p className="mt-1 text-sm text-zinc-400">
          Your concierge for matches, openers and a profile that gets noticed. Pick the voice that
          suits you.
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-zinc-100">Persona</legend>
        {VOICE_PERSONAS.map((id) => (
          <div
            key={id}
            className={cn(
              'flex items-center gap-3 rounded-2xl border px-3 py-2.5',
              persona === id ? 'border-brand/60 bg-brand/5' : 'border-zinc-800',
            )}
          >
            <label className="grid min-h-11 flex-1 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3">
              <input
                type="radio"
                name="assistant-persona"
                value={id}
                checked={persona === id}
                onChange={() => setPersona(id)}
                className="row-span-2 size-4 accent-brand"
              />
              <span className="text-[15px] font-semibold text-zinc-50">{PERSONAS[id].name}</span>
              <span className="col-start-2 text-xs text-zinc-400">{PERSONAS[id].blurb}</span>
            </label>
            <Button
              size="icon"
              variant="quiet"
              aria-label={`Hear the ${PERSONAS[id].name}`}
              onClick={() => say(PERSONAS[id].sample, { voicePersona: id })}
            >
              <Volume2 aria-hidden />
            </Button>
          </div>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-zinc-800 px-3.5 py-3">
        <label htmlFor="onboarding-voice" className="flex flex-col">
          <span className="text-[15px] font-semibold text-zinc-50">Talk to me out loud</span>
          <span className="text-xs text-zinc-400">
            HOTTIE reads his answers to you. You can change it any time.
          </span>
        </label>
        <Switch id="onboarding-voice" checked={talk} onCheckedChange={setTalk} />
      </div>
      <Button
        size="lg"
        block
        className="mt-auto"
        loading={update.isPending}
        onClick={() =>
          update.mutate({ voicePersona: persona, preferVoice: talk, hasCompletedOnboarding: true })
        }
      >
        Let's go
      </Button>
    </section>
  );
}
