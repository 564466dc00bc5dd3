import { Link } from 'react-router';
import { ArrowLeft, BadgeCheck, Settings, Timer } from 'lucide-react';
import type { Conversation } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { lastActiveText } from '@/lib/last-active';
import { memberName } from '@/lib/member-name';
import { UserAvatar } from '@/components/ui/avatar';
import {
  clientSideService,
  conversationTitle,
} from '@/features/messaging/components/conversation-format';
import { timerLabel, typingText } from '@/features/messaging/components/chat-timeline';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/plural';

function subtitle(
  conversation: Conversation,
  typers: readonly string[],
  connecting: boolean,
): string {
  if (connecting) return 'Connecting…';
  if (typers.length) return conversation.isGroup ? typingText(typers) : 'typing…';
  if (conversation.isGroup) {
    if (conversation.roomCity || conversation.participants.length > 4) {
      return plural(conversation.memberCount, 'member');
    }
    return `You, ${conversation.participants.map(memberName).join(', ')}`;
  }
  if (conversation.service) return 'Service chat';
  const other = conversation.participants[0];
  if (!other) return '';
  if (other.isOnline) return 'Online';
  return other.lastActive ? lastActiveText(other.lastActive) : '';
}

interface ChatHeaderProps {
  conversation: Conversation;
  /** Names of the members typing now. */
  typers: readonly string[];
  /** The live connection has been down a while although the device is online. */
  connecting: boolean;
  onBack: () => void;
}

/** Back, who this is (avatar, name, online or last active), the timer and the settings. */
export function ChatHeader({ conversation, typers, connecting, onBack }: ChatHeaderProps) {
  const title = conversationTitle(conversation);
  const other = conversation.isGroup ? null : conversation.participants[0];
  // A client sees the provider as his listing shows him, and goes to his public page (decision 025).
  const service = clientSideService(conversation);
  const line = subtitle(conversation, typers, connecting);
  const who = (
    <>
      <span className="relative shrink-0">
        {conversation.isGroup ? (
          <GroupAvatar conversation={conversation} />
        ) : (
          <UserAvatar src={other?.avatarUrl ?? service?.photoUrl} name={title} size="sm" />
        )}
        {other?.isOnline ? (
          <span
            aria-hidden
            className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-400 ring-2 ring-zinc-950"
          />
        ) : null}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="flex min-w-0 items-center gap-1 text-[15px] leading-tight font-semibold text-zinc-50">
          <span className="truncate">{title}</span>
          {other?.isVerified ? (
            <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-sky-400" />
          ) : null}
        </span>
        {line ? (
          <span
            className={cn(
              'truncate text-xs leading-tight',
              !connecting && (typers.length || other?.isOnline)
                ? 'text-emerald-300'
                : 'text-zinc-400',
            )}
          >
            {line}
          </span>
        ) : null}
      </span>
    </>
  );

  return (
    <header className="shrink-0 border-b border-zinc-800/80 bg-zinc-950/90 pt-safe backdrop-blur-xl">
      <div className="flex h-14 items-center gap-1 px-1.5">
        <Button
          variant="quiet"
          size="round"
          onClick={onBack}
          aria-label="Back to messages"
          className="text-zinc-200"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </Button>
        <h1 className="min-w-0 flex-1">
          {service?.handle ? (
            <Link
              to={paths.escort.to(service.handle)}
              className="flex min-w-0 items-center gap-2.5 rounded-xl py-1 pr-2"
            >
              {who}
              <span className="sr-only">, view listing</span>
            </Link>
          ) : other ? (
            <Link
              to={paths.profileById.to(other.id)}
              className="flex min-w-0 items-center gap-2.5 rounded-xl py-1 pr-2"
              aria-label={`${title}, view profile`}
            >
              {who}
            </Link>
          ) : (
            <span className="flex min-w-0 items-center gap-2.5 py-1 pr-2">{who}</span>
          )}
        </h1>
        {conversation.disappearAfterSeconds ? (
          <span
            className="flex shrink-0 items-center gap-1 rounded-full bg-zinc-800 px-2 py-1 text-xs font-semibold text-zinc-200"
            title="Disappearing messages"
          >
            <Timer aria-hidden className="size-3.5" />
            <span className="sr-only">Messages disappear after </span>
            {timerLabel(conversation.disappearAfterSeconds)}
          </span>
        ) : null}
        <Button asChild variant="quiet" size="round">
          <Link to={paths.chatSettings.to(conversation.id)} aria-label="Chat settings">
            <Settings aria-hidden className="size-5" />
          </Link>
        </Button>
      </div>
    </header>
  );
}

function GroupAvatar({ conversation }: { conversation: Conversation }) {
  const [a, b] = conversation.participants;
  return (
    <span className="relative block size-9">
      <UserAvatar
        src={a?.avatarUrl}
        name={a ? memberName(a) : null}
        size="xs"
        className="absolute top-0 left-0"
      />
      <UserAvatar
        src={b?.avatarUrl}
        name={b ? memberName(b) : null}
        size="xs"
        className="absolute right-0 bottom-0 ring-2 ring-zinc-950"
      />
    </span>
  );
}
