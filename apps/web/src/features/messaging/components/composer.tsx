import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Plus, SendHorizontal } from 'lucide-react';
import { MESSAGING_LIMITS } from '@blaze/contracts/messaging-constants';
import { cn } from '@/lib/cn';
import {
  COMPOSER_TEXT_SIZE,
  type ChatFontSize,
} from '@/features/messaging/components/chat-text-size';
import { Button } from '@/components/ui/button';

const MAX_HEIGHT_PX = 136;

interface ComposerProps {
  onSend: (text: string) => void;
  /** Tells the others I am typing (true, at most every typingThrottleMs) or stopped (false). */
  onTyping: (typing: boolean) => void;
  onAttach: () => void;
  /** The member's text size in chats. */
  fontSize?: ChatFontSize;
  disabled?: boolean;
}

/** The message field: grows with the text, Enter sends, Shift+Enter starts a new line. */
export function Composer({
  onSend,
  onTyping,
  onAttach,
  fontSize = 'medium',
  disabled,
}: ComposerProps) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const lastTypingAt = useRef(0);
  const typing = useRef(false);
  const onTypingRef = useRef(onTyping);
  useEffect(() => {
    onTypingRef.current = onTyping;
  });

  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  // Leaving the chat mid-sentence: the others should not see me typing for 6 more seconds.
  useEffect(() => () => stopTyping(), []);

  function stopTyping() {
    if (!typing.current) return;
    typing.current = false;
    lastTypingAt.current = 0;
    onTypingRef.current(false);
  }

  function change(value: string) {
    setText(value);
    if (!value.trim()) {
      stopTyping();
      return;
    }
    const now = Date.now();
    if (now - lastTypingAt.current >= MESSAGING_LIMITS.typingThrottleMs) {
      lastTypingAt.current = now;
      typing.current = true;
      onTyping(true);
    }
  }

  function send() {
    const value = text.trim();
    if (!value || disabled) return;
    onSend(value);
    setText('');
    stopTyping();
    field.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  const canSend = text.trim().length > 0 && !disabled;
  return (
    <form
      onSubmit={onSubmit}
      className="flex items-end gap-2 border-t border-zinc-800/80 bg-zinc-950 px-2 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]"
    >
      <Button
        variant="quiet"
        size="round"
        onClick={onAttach}
        disabled={disabled}
        aria-label="Send a photo, album or location"
      >
        <Plus aria-hidden className="size-6" />
      </Button>
      <textarea
        ref={field}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={stopTyping}
        rows={1}
        maxLength={MESSAGING_LIMITS.textMax}
        disabled={disabled}
        aria-label="Message"
        placeholder="Message"
        enterKeyHint="send"
        className={cn(
          'max-h-34 min-h-11 flex-1 resize-none rounded-[1.4rem] border border-zinc-800 bg-zinc-900 px-4 py-[0.6rem] leading-6 text-zinc-50 placeholder:text-zinc-500 focus:border-zinc-600 focus:outline-none disabled:opacity-50',
          COMPOSER_TEXT_SIZE[fontSize],
        )}
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label="Send"
        className={cn(
          'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full transition-[background-color,transform] active:scale-95',
          canSend
            ? 'bg-brand text-brand-foreground shadow-lg shadow-brand/25'
            : 'bg-zinc-800 text-zinc-500',
        )}
      >
        <SendHorizontal aria-hidden className="size-5" />
      </button>
    </form>
  );
}
