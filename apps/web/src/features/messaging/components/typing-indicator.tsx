import { typingText } from '@/features/messaging/components/chat-timeline';

/** Three bouncing dots in a bubble, and the words for screen readers and groups. */
export function TypingIndicator({
  names,
  showNames,
}: {
  names: readonly string[];
  showNames: boolean;
}) {
  const text = typingText(names);
  return (
    <div role="status" aria-live="polite" className="mt-2.5 flex items-end gap-2">
      {names.length ? (
        <>
          <span
            className="flex h-9 items-center gap-1 rounded-[1.15rem] rounded-tl-md bg-zinc-800 px-4"
            aria-hidden
          >
            {[0, 160, 320].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-zinc-300 motion-reduce:animate-none"
                style={{ animationDelay: `${delay}ms`, animationDuration: '1s' }}
              />
            ))}
          </span>
          <span className={showNames ? 'pb-2 text-xs text-zinc-400' : 'sr-only'}>{text}</span>
        </>
      ) : null}
    </div>
  );
}
