import type { ConversationParticipant } from '@blaze/contracts/messaging';
import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { memberName } from '@/lib/member-name';

/** The green dot on an avatar of a member who is online now. */
export function OnlineDot({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'absolute right-0 bottom-0 size-3.5 rounded-full bg-emerald-400 ring-[3px] ring-zinc-950',
        className,
      )}
    />
  );
}

interface ConversationAvatarProps {
  isGroup: boolean;
  participants: readonly ConversationParticipant[];
  /** The group's own name, for its initials when it has fewer than two members left. */
  title: string;
  size?: 'md' | 'lg';
  /** A service chat's listing photo, shown to its client in place of a member's avatar. */
  photoUrl?: string | null;
}

/** A 1:1 shows the other member (with his online dot); a group shows two of its members stacked. */
export function ConversationAvatar({
  isGroup,
  participants,
  title,
  size = 'lg',
  photoUrl = null,
}: ConversationAvatarProps) {
  const box = size === 'lg' ? 'size-14' : 'size-11';
  if (!isGroup || participants.length < 2) {
    const other = participants[0];
    return (
      <div className={cn('relative shrink-0', box)}>
        <UserAvatar
          src={isGroup ? null : (other?.avatarUrl ?? photoUrl)}
          name={isGroup || !other ? title : memberName(other)}
          size={size}
        />
        {!isGroup && other?.isOnline ? <OnlineDot /> : null}
      </div>
    );
  }
  const [first, second] = participants as [ConversationParticipant, ConversationParticipant];
  return (
    <div className={cn('relative shrink-0', box)} aria-hidden>
      <UserAvatar
        src={second.avatarUrl}
        name={memberName(second)}
        size={size === 'lg' ? 'md' : 'sm'}
        className="absolute top-0 right-0"
      />
      <UserAvatar
        src={first.avatarUrl}
        name={memberName(first)}
        size={size === 'lg' ? 'md' : 'sm'}
        className="absolute bottom-0 left-0 ring-[3px] ring-zinc-950"
      />
    </div>
  );
}
