import { Link } from 'react-router';
import { BellOff, Timer } from 'lucide-react';
import type { Conversation } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ConversationAvatar } from '@/features/messaging/components/conversation-avatar';
import {
  conversationTitle,
  lastMessageText,
  shortTime,
} from '@/features/messaging/components/conversation-format';
import { badgeCount } from '@/features/messaging/components/conversation-unread-badge';

interface ConversationRowProps {
  conversation: Conversation;
  myId: string | undefined;
  now: number;
}

/** One conversation in a list: who, the last message, when, and how many I haven't read. */
export function ConversationRow({ conversation, myId, now }: ConversationRowProps) {
  const title = conversationTitle(conversation);
  const text = lastMessageText(conversation, myId);
  const when = conversation.lastMessageAt ?? conversation.createdAt;
  const unread = conversation.unreadCount;
  const online = !conversation.isGroup && conversation.participants[0]?.isOnline;
  const spoken = [
    '',
    conversation.isGroup ? `group of ${conversation.memberCount}` : null,
    online ? 'online' : null,
    conversation.muted ? 'muted' : null,
  ]
    .filter((part) => part !== null)
    .join(', ')
    .concat(',');

  return (
    <li>
      <Link
        to={paths.chat.to(conversation.id)}
        className="flex min-h-[76px] items-center gap-3 px-4 py-2.5 transition-colors hover:bg-zinc-900/70 focus-visible:bg-zinc-900/70 active:bg-zinc-900"
      >
        <ConversationAvatar
          isGroup={conversation.isGroup}
          participants={conversation.participants}
          title={title}
          photoUrl={conversation.service?.role === 'client' ? conversation.service.photoUrl : null}
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 truncate text-[15px] text-zinc-50',
                unread > 0 ? 'font-bold' : 'font-semibold',
              )}
            >
              {title}
              {/* Read out with the name; the screen shows these as the avatar's dot and icons. */}
              <span className="sr-only">{spoken}</span>
            </span>
            {conversation.muted ? (
              <BellOff aria-hidden className="size-3.5 shrink-0 self-center text-zinc-400" />
            ) : null}
            <time
              dateTime={when}
              className={cn(
                'shrink-0 text-xs tabular-nums',
                unread > 0 ? 'font-semibold text-brand-text' : 'text-zinc-400',
              )}
            >
              {shortTime(when, now)}
            </time>
          </div>
          <div className="mt-0.5 flex items-center gap-2">
            {conversation.disappearAfterSeconds ? (
              <Timer aria-hidden className="size-3.5 shrink-0 text-zinc-400" />
            ) : null}
            <p
              className={cn(
                'min-w-0 flex-1 truncate text-sm',
                conversation.lastMessage?.unsent && 'italic',
                unread > 0 ? 'text-zinc-200' : 'text-zinc-400',
              )}
            >
              {text}
            </p>
            {unread > 0 ? (
              <span
                className={cn(
                  'flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-[11px] font-bold tabular-nums',
                  conversation.muted
                    ? 'bg-zinc-700 text-zinc-100'
                    : 'bg-brand text-brand-foreground',
                )}
              >
                {badgeCount(unread)}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}
