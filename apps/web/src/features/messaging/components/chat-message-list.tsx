import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ChevronDown, MessageCircleHeart } from 'lucide-react';
import type { Conversation, Message, MessagePhoto } from '@blaze/contracts/messaging';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { OutboxItem } from '@/features/messaging/outbox/outbox';
import {
  buildTimeline,
  deliveryOf,
  outboxMessage,
  systemText,
  type TimelineEntry,
} from '@/features/messaging/components/chat-timeline';
import {
  DaySeparator,
  MessageBubble,
  SystemLine,
} from '@/features/messaging/components/message-bubble';
import {
  currentConnection,
  shouldAutoLoadPhoto,
  type AutoDownload,
} from '@/features/messaging/components/photo-auto-load';
import type { ChatFontSize } from '@/features/messaging/components/chat-text-size';
import { TypingIndicator } from '@/features/messaging/components/typing-indicator';
import { useDeferredFirst } from '@/lib/use-deferred-first';

/** Within this distance of the newest message counts as 'at the bottom'. */
const BOTTOM_SLACK_PX = 80;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

export type ActionTarget =
  { kind: 'message'; message: Message } | { kind: 'outbox'; item: OutboxItem };

interface ChatMessageListProps {
  conversation: Conversation;
  meId: string;
  messages: readonly Message[] | undefined;
  outbox: readonly OutboxItem[];
  typerNames: readonly string[];
  nameOf: (userId: string) => string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReadUpTo: (seq: number) => void;
  /** The member's settings: text size, and when others' photos load (undefined: not known yet). */
  fontSize: ChatFontSize;
  autoDownload: AutoDownload | undefined;
  onOpenPhoto: (photo: MessagePhoto, mine: boolean) => void;
  onActions: (target: ActionTarget) => void;
  onRetry: (clientId: string) => void;
  emptyHint: string;
}

/**
 * The messages, newest at the bottom. The scroller is flex-column-reverse, so the browser keeps
 * the view on the newest message as they arrive and keeps the place when older ones load above.
 */
export function ChatMessageList({
  conversation,
  meId,
  messages: arrived,
  outbox,
  typerNames,
  nameOf,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReadUpTo,
  fontSize,
  autoDownload,
  onOpenPhoto,
  onActions,
  onRetry,
  emptyHint,
}: ChatMessageListProps) {
  const messages = useDeferredFirst(arrived);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const visible = usePageVisible();
  const timeline = useMemo(
    () => (messages ? buildTimeline(messages, outbox, meId) : []),
    [messages, outbox, meId],
  );

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !loadingOlder) onLoadOlder();
      },
      { root: scroller.current, rootMargin: '600px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  // Read up to the newest message of the others once the member can actually see it.
  const newestFromOthers = useMemo(() => {
    let seq = 0;
    for (const m of messages ?? []) if (m.senderId !== meId && m.seq > seq) seq = m.seq;
    return seq;
  }, [messages, meId]);
  const readSent = useRef(0);
  useEffect(() => {
    if (!visible || !atBottom) return;
    if (newestFromOthers <= Math.max(conversation.myReadSeq, readSent.current)) return;
    readSent.current = newestFromOthers;
    onReadUpTo(newestFromOthers);
  }, [visible, atBottom, newestFromOthers, conversation.myReadSeq, onReadUpTo]);

  // Something I just wrote: show it, wherever I had scrolled to.
  const waitingCount = outbox.length;
  const lastWaiting = useRef(waitingCount);
  useEffect(() => {
    if (waitingCount > lastWaiting.current) scrollToNewest(scroller.current, 'instant');
    lastWaiting.current = waitingCount;
  }, [waitingCount]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    setAtBottom(Math.abs(el.scrollTop) < BOTTOM_SLACK_PX);
  }

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="flex h-full flex-col-reverse overflow-y-auto overscroll-contain px-3"
        aria-label="Messages"
        role="log"
      >
        {/* At least the log's height, messages at its foot: its top stays where it is when the
            messages replace the loading bubbles, so nothing on screen jumps (issue 29, CLS). */}
        <div className="flex min-h-full flex-col justify-end pt-2 pb-3">
          <div ref={sentinel} aria-hidden className="h-px" />
          {loadingOlder ? (
            <div className="flex justify-center py-3">
              <Spinner className="size-5 text-zinc-500" />
              <span className="sr-only">Loading earlier messages</span>
            </div>
          ) : null}
          {!messages ? (
            <LoadingBubbles />
          ) : timeline.length === 0 ? (
            <Empty hint={emptyHint} />
          ) : (
            timeline.map((entry) => (
              <Entry
                key={entry.key}
                entry={entry}
                conversation={conversation}
                meId={meId}
                nameOf={nameOf}
                fontSize={fontSize}
                autoDownload={autoDownload}
                onOpenPhoto={onOpenPhoto}
                onActions={onActions}
                onRetry={onRetry}
              />
            ))
          )}
          <TypingIndicator names={typerNames} showNames={conversation.isGroup} />
        </div>
      </div>
      {atBottom ? null : (
        <Button
          variant="floating"
          size="round"
          onClick={() => scrollToNewest(scroller.current, 'smooth')}
          aria-label="Jump to the newest message"
          className="absolute right-3 bottom-3"
        >
          <ChevronDown aria-hidden className="size-5" />
        </Button>
      )}
    </div>
  );
}

function scrollToNewest(el: HTMLElement | null, behavior: ScrollBehavior) {
  el?.scrollTo({ top: 0, behavior });
}

function Entry({
  entry,
  conversation,
  meId,
  nameOf,
  fontSize,
  autoDownload,
  onOpenPhoto,
  onActions,
  onRetry,
}: {
  entry: TimelineEntry;
  conversation: Conversation;
  meId: string;
  nameOf: (userId: string) => string;
  fontSize: ChatFontSize;
  autoDownload: AutoDownload | undefined;
  onOpenPhoto: (photo: MessagePhoto, mine: boolean) => void;
  onActions: (target: ActionTarget) => void;
  onRetry: (clientId: string) => void;
}) {
  if (entry.kind === 'day') return <DaySeparator label={entry.label} />;
  if (entry.kind === 'outbox') {
    const { item } = entry;
    return (
      <MessageBubble
        message={outboxMessage(item, meId)}
        mine
        senderName="You"
        showSender={false}
        runStart={false}
        delivery={item.status === 'failed' ? 'failed' : 'sending'}
        failReason={item.status === 'failed' ? item.error : null}
        onRetry={() => onRetry(item.clientId)}
        fontSize={fontSize}
        autoLoadPhoto
        onOpenPhoto={onOpenPhoto}
        onActions={() => onActions({ kind: 'outbox', item })}
      />
    );
  }
  const { message, mine, runStart } = entry;
  if (message.kind === 'system') return <SystemLine>{systemText(message, nameOf)}</SystemLine>;
  return (
    <MessageBubble
      message={message}
      mine={mine}
      runStart={runStart}
      senderName={nameOf(message.senderId)}
      showSender={conversation.isGroup}
      delivery={mine ? deliveryOf(message.seq, conversation) : undefined}
      fontSize={fontSize}
      autoLoadPhoto={shouldAutoLoadPhoto(autoDownload, mine, currentConnection())}
      onOpenPhoto={onOpenPhoto}
      onActions={() => onActions({ kind: 'message', message })}
    />
  );
}

function LoadingBubbles() {
  return (
    <div className="flex flex-col gap-2 py-4" aria-busy="true">
      <span className="sr-only">Loading messages...</span>
      <Skeleton className="h-9 w-44 rounded-2xl" />
      <Skeleton className="h-14 w-56 self-end rounded-2xl" />
      <Skeleton className="h-9 w-32 rounded-2xl" />
      <Skeleton className="h-9 w-48 self-end rounded-2xl" />
    </div>
  );
}

function Empty({ hint }: { hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand/10 text-brand-text ring-1 ring-brand/25">
        <MessageCircleHeart aria-hidden className="size-7" />
      </span>
      <p className="text-sm text-zinc-400">{hint}</p>
    </div>
  );
}
