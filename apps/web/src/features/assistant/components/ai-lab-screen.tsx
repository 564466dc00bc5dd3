import { useEffect, useId, useState, type ReactNode } from 'react';
import { Bot, Trash2, Volume2 } from 'lucide-react';
import {
  VOICE_PERSONAS,
  type AssistantPreferences,
  type AssistantPreferencesPatch,
} from '@blaze/contracts/assistant';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAssistantConfig } from '@/features/assistant/api/config';
import { useClearHistory } from '@/features/assistant/api/messages';
import { usePreferences, useUpdatePreferences } from '@/features/assistant/api/preferences';
import { PERSONAS } from '@/features/assistant/lib/persona';
import { englishVoices } from '@/features/assistant/lib/speech';
import {
  readBrowserVoice,
  saveBrowserVoice,
  useAssistantVoice,
} from '@/features/assistant/lib/use-assistant-voice';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-4 flex flex-col gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
      <h2 className="text-sm font-bold tracking-wide text-zinc-300 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-[15px] font-semibold text-zinc-50">
          {label}
        </label>
        {hint ? <span className="text-xs leading-relaxed text-zinc-400">{hint}</span> : null}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/** The browser's voices, which arrive a moment after the page loads. */
function useBrowserVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    typeof speechSynthesis === 'undefined' ? [] : englishVoices(speechSynthesis.getVoices()),
  );
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const refresh = () => setVoices(englishVoices(speechSynthesis.getVoices()));
    speechSynthesis.addEventListener('voiceschanged', refresh);
    return () => speechSynthesis.removeEventListener('voiceschanged', refresh);
  }, []);
  return voices;
}

function VoicePicker({
  prefs,
  onChange,
}: {
  prefs: AssistantPreferences;
  onChange: (patch: AssistantPreferencesPatch) => void;
}) {
  const config = useAssistantConfig();
  const browserVoices = useBrowserVoices();
  const [browserVoice, setBrowserVoice] = useState(() => readBrowserVoice() ?? '');
  if (config.voiceProvider !== 'browser') {
    return (
      <label className="flex flex-col gap-1.5">
        <span className="text-[15px] font-semibold text-zinc-50">Voice</span>
        <Select
          value={prefs.ttsVoice}
          onChange={(event) => onChange({ ttsVoice: event.target.value })}
        >
          {config.voices.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voice.name}
            </option>
          ))}
        </Select>
      </label>
    );
  }
  return (
    <label className="flex flex-col gap-1.5">
      <span className="text-[15px] font-semibold text-zinc-50">Voice</span>
      <Select
        value={browserVoice}
        onChange={(event) => {
          setBrowserVoice(event.target.value);
          saveBrowserVoice(event.target.value || null);
        }}
      >
        <option value="">Automatic: the persona's accent</option>
        {browserVoices.map((voice) => (
          <option key={voice.name} value={voice.name}>
            {voice.name} ({voice.lang})
          </option>
        ))}
      </Select>
      <span className="text-xs text-zinc-400">Your browser's own voices, kept on this device.</span>
    </label>
  );
}

/**
 * /ai-lab: how HOTTIE sounds and behaves: persona (with a sample), voice, voice output, adult mode,
 * whether his messages may go to the AI model (only when this server has one), on or off, and the
 * conversation's history.
 */
export function AiLabScreen() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const config = useAssistantConfig();
  const clear = useClearHistory();
  const [confirmClear, setConfirmClear] = useState(false);
  const prefs = preferences.data;
  const { say, stop, notice } = useAssistantVoice(prefs);
  const change = (patch: AssistantPreferencesPatch) => update.mutate(patch);

  return (
    <div className="flex flex-col gap-4 pt-4 pb-8">
      <title>AI Lab · Blaze</title>
      <header className="flex flex-col gap-1 px-4">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">AI Lab</h1>
        <p className="text-sm text-zinc-400">
          Make HOTTIE yours: how he sounds, what he may say, and what he keeps.
        </p>
      </header>
      {preferences.isPending ? (
        <div className="flex flex-col gap-3 px-4" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      ) : !prefs ? (
        <LoadFailed
          icon={<Bot aria-hidden />}
          title="We couldn't load your assistant settings"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <>
          <Section title="Persona">
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">Persona</legend>
              {VOICE_PERSONAS.map((id) => (
                <div
                  key={id}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border px-3 py-2',
                    prefs.voicePersona === id ? 'border-brand/60 bg-brand/5' : 'border-zinc-800',
                  )}
                >
                  <label className="grid min-h-11 flex-1 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3">
                    <input
                      type="radio"
                      name="ai-lab-persona"
                      checked={prefs.voicePersona === id}
                      onChange={() => change({ voicePersona: id })}
                      className="row-span-2 size-4 accent-brand"
                    />
                    <span className="text-[15px] font-semibold text-zinc-50">
                      {PERSONAS[id].name}
                    </span>
                    <span className="col-start-2 text-xs text-zinc-400">{PERSONAS[id].blurb}</span>
                  </label>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Hear a sample of the ${PERSONAS[id].name}`}
                    onClick={() => say(PERSONAS[id].sample, { voicePersona: id })}
                  >
                    <Volume2 aria-hidden />
                    Hear a sample
                  </Button>
                </div>
              ))}
            </fieldset>
            {notice ? (
              <p role="status" className="text-xs text-amber-300">
                {notice}
              </p>
            ) : null}
          </Section>

          <Section title="Voice">
            <VoicePicker prefs={prefs} onChange={change} />
            <SwitchRow
              label="Voice output"
              hint="HOTTIE reads his answers out loud."
              checked={prefs.preferVoice}
              onChange={(on) => {
                if (!on) stop();
                change({ preferVoice: on });
              }}
            />
          </Section>

          <Section title="Content">
            <SwitchRow
              label="Adult mode"
              hint={
                <>
                  <strong className="font-semibold text-amber-300">18+ only.</strong> Lets HOTTIE
                  use explicit language in openers and replies. Off, he keeps it flirty but clean.
                </>
              }
              checked={prefs.adultMode}
              onChange={(on) => change({ adultMode: on })}
            />
            {config.modelAvailable ? (
              <SwitchRow
                label="Let my messages go to the AI model"
                hint="What you type or say, and your conversation with HOTTIE, go to the AI model this service uses, for smarter answers. Your health details, kinks, e-mail and location are never sent. Off, HOTTIE's built-in engine answers on our own server."
                checked={prefs.allowModel}
                onChange={(on) => change({ allowModel: on })}
              />
            ) : null}
          </Section>

          <Section title="Assistant">
            <SwitchRow
              label="HOTTIE is on"
              hint="Off, the assistant stays hidden until you turn him on again."
              checked={prefs.isEnabled}
              onChange={(on) => change({ isEnabled: on })}
            />
            <Button variant="outline" className="self-start" onClick={() => setConfirmClear(true)}>
              <Trash2 aria-hidden />
              Clear history
            </Button>
          </Section>
          <ConfirmDialog
            open={confirmClear}
            onOpenChange={setConfirmClear}
            title="Clear your conversation?"
            description="Everything you and HOTTIE said is deleted. This can't be undone."
            confirmLabel="Clear history"
            confirmVariant="destructive"
            pending={clear.isPending}
            onConfirm={() =>
              clear.mutate(undefined, {
                onSuccess: () => {
                  setConfirmClear(false);
                  notify((toast) => toast.success('Your conversation with HOTTIE is cleared.'));
                },
              })
            }
          />
        </>
      )}
    </div>
  );
}
