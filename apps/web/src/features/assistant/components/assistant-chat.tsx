import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Bot, Mic, MicOff, SendHorizontal, Sparkles } from 'lucide-react';
import {
  ASSISTANT_LIMITS,
  type AssistantMessage,
  type AssistantPreferences,
} from '@blaze/contracts/assistant';
import { friendlyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHistory, useSendAssistantMessage } from '@/features/assistant/api/messages';
import { ReplyExtras } from '@/features/assistant/components/reply-extras';
import { greetingFor, QUICK_ACTIONS } from '@/features/assistant/lib/persona';
import { voice, useVoiceState } from '@/features/assistant/lib/voice';

function AssistantBubble({
  children,
  busy,
  extras,
}: {
  children: ReactNode;
  busy?: boolean;
  /** What the reply carries beside its words, under the bubble at the conversation's width. */
  extras?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-2.5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/20 text-accent">
          <Bot aria-hidden className="size-4.5" />
        </span>
        <div
          aria-busy={busy || undefined}
          className="flex min-w-0 flex-col gap-2.5 rounded-2xl rounded-tl-sm bg-zinc-800 px-3.5 py-2.5 text-sm leading-relaxed text-zinc-100"
        >
          {children}
        </div>
      </div>
      {extras ? <div className="pl-10.5">{extras}</div> : null}
    </div>
  );
}

function UserBubble({ text, failed }: { text: string; failed?: boolean }) {
  return (
    <div className="flex justify-end">
      <p
        className={cn(
          'max-w-[85%] rounded-2xl rounded-tr-sm bg-brand px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-brand-foreground',
          failed && 'opacity-60',
        )}
      >
        {text}
      </p>
    </div>
  );
}

function TypingDots() {
  return (
    <span role="status" className="flex h-5 items-center gap-1">
      <span className="sr-only">HOTTIE is typing…</span>
      {[0, 160, 320].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-1.5 animate-bounce rounded-full bg-zinc-300 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms`, animationDuration: '1s' }}
        />
      ))}
    </span>
  );
}

function StoredMessage({
  message,
  onNavigate,
}: {
  message: AssistantMessage;
  onNavigate?: () => void;
}) {
  if (message.role === 'user') return <UserBubble text={message.content} />;
  return (
    <AssistantBubble
      extras={
        message.response ? <ReplyExtras reply={message.response} onNavigate={onNavigate} /> : null
      }
    >
      <p className="whitespace-pre-wrap">{message.content}</p>
    </AssistantBubble>
  );
}

interface AssistantChatProps {
  preferences: AssistantPreferences;
  /** Says a reply out loud (the persona's voice). */
  say: (text: string) => void;
  /** Called when a link inside a reply is followed (the dialog minimizes). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The conversation with HOTTIE (spec section 2): the greeting, quick actions while it is alone, his
 * history from the server, a typing indicator and the words as they stream in, a text box that
 * ignores blanks, and the mic for one spoken question.
 */
export function AssistantChat({ preferences, say, onNavigate, className }: AssistantChatProps) {
  const history = useHistory();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [streamed, setStreamed] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [voiceNotice, setVoiceNotice] = useState<string | null>(null);
  const { listening } = useVoiceState();
  const send = useSendAssistantMessage(setStreamed);
  const endRef = useRef<HTMLDivElement>(null);
  const messages = history.data ?? [];
  const onlyGreeting = history.isSuccess && messages.length === 0 && pending === null;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, streamed, pending, failure]);

  function ask(text: string, spoken = false) {
    const trimmed = text.trim();
    if (!trimmed || send.isPending) return;
    setPending(trimmed);
    setStreamed('');
    setFailure(null);
    setDraft('');
    send.mutate(
      {
        text: trimmed.slice(0, ASSISTANT_LIMITS.messageMaxChars),
        ...(spoken ? { spoken: true } : {}),
      },
      {
        onSuccess: (exchange) => {
          setPending(null);
          setStreamed('');
          // Voice mode: a spoken question is answered out loud; typed ones when voice output is on.
          if (spoken || preferences.preferVoice) say(exchange.reply.content);
        },
        onError: (error) => {
          setFailure(friendlyMessage(error));
          setStreamed('');
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    ask(draft);
  }

  async function toggleMic() {
    setVoiceNotice(null);
    if (listening) {
      voice.stopListening();
      return;
    }
    // He is about to talk: HOTTIE stops talking over him.
    voice.stopSpeaking();
    try {
      const heard = await voice.listen();
      if (heard) ask(heard, true);
    } catch (error) {
      setVoiceNotice(error instanceof Error ? error.message : null);
    }
  }

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <div
        role="log"
        aria-label="Conversation with HOTTIE"
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-3"
      >
        <AssistantBubble>
          <p>{greetingFor(preferences.voicePersona)}</p>
        </AssistantBubble>
        {history.isPending ? (
          <div className="flex justify-center py-2">
            <Spinner label="Loading your conversation" />
          </div>
        ) : null}
        {history.isError ? (
          <p role="alert" className="text-center text-sm text-red-300">
            {friendlyMessage(history.error)}{' '}
            <Button variant="link" size="sm" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </p>
        ) : null}
        {messages.map((message) => (
          <StoredMessage key={message.id} message={message} onNavigate={onNavigate} />
        ))}
        {pending !== null ? (
          <>
            <UserBubble text={pending} failed={Boolean(failure)} />
            {failure ? (
              <div role="alert" className="flex flex-col items-end gap-1 text-sm text-red-300">
                {failure}
                <Button variant="link" size="sm" onClick={() => ask(pending)}>
                  Send again
                </Button>
              </div>
            ) : (
              <AssistantBubble busy>
                {streamed ? <p className="whitespace-pre-wrap">{streamed}</p> : <TypingDots />}
              </AssistantBubble>
            )}
          </>
        ) : null}
        {onlyGreeting ? (
          <ul aria-label="Quick actions" className="flex flex-wrap gap-2 pl-10">
            {QUICK_ACTIONS.map((action) => (
              <li key={action}>
                <button
                  type="button"
                  onClick={() => ask(action)}
                  className="flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-zinc-700 px-3 text-[13px] font-medium text-zinc-200 transition-colors hover:border-brand/60 hover:bg-zinc-800"
                >
                  <Sparkles aria-hidden className="size-3.5 text-accent" />
                  {action}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div ref={endRef} />
      </div>
      {voiceNotice ? (
        <p role="status" className="px-4 pb-1 text-xs text-amber-300">
          {voiceNotice}
        </p>
      ) : null}
      {listening ? (
        <p role="status" className="px-4 pb-1 text-xs font-medium text-brand-text">
          Listening… ask away.
        </p>
      ) : null}
      <form
        onSubmit={onSubmit}
        className="flex items-end gap-2 border-t border-zinc-800 px-3 pt-2.5 pb-3"
      >
        <Button
          variant={listening ? 'primary' : 'secondary'}
          size="round"
          aria-label={listening ? 'Stop listening' : 'Speak to HOTTIE'}
          aria-pressed={listening}
          onClick={() => void toggleMic()}
        >
          {listening ? (
            <MicOff aria-hidden className="size-5" />
          ) : (
            <Mic aria-hidden className="size-5" />
          )}
        </Button>
        <label className="sr-only" htmlFor="assistant-input">
          Message HOTTIE
        </label>
        <textarea
          id="assistant-input"
          rows={1}
          value={draft}
          maxLength={ASSISTANT_LIMITS.messageMaxChars}
          placeholder="Ask HOTTIE anything…"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              ask(draft);
            }
          }}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-zinc-700 bg-zinc-950 px-3.5 py-2.5 text-[15px] text-zinc-100 placeholder:text-zinc-500 focus:border-brand focus:outline-none"
        />
        <Button
          type="submit"
          size="round"
          aria-label="Send"
          disabled={!draft.trim() || send.isPending}
        >
          <SendHorizontal aria-hidden className="size-5" />
        </Button>
      </form>
    </div>
  );
}
