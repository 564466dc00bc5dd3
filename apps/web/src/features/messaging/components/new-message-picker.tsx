import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Check, Search, UserRoundSearch, X } from 'lucide-react';
import { MESSAGING_LIMITS } from '@blaze/contracts/messaging';
import { cn } from '@/lib/cn';
import { memberName } from '@/lib/member-name';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Candidate } from '@/features/messaging/api/get-candidates';
import { useCandidates } from '@/features/messaging/api/get-candidates';
import { OnlineDot } from '@/features/messaging/components/conversation-avatar';
import {
  ConversationError,
  ConversationSkeleton,
} from '@/features/messaging/components/conversation-states';
import { filterByName } from '@/features/messaging/components/new-message-filter';

const SECTIONS: ReadonlyArray<{ source: Candidate['source']; title: string }> = [
  { source: 'chat', title: 'Your chats' },
  { source: 'favourite', title: 'Favourites' },
  { source: 'nearby', title: 'Nearby' },
];

function CandidateRow({
  candidate,
  checked,
  disabled,
  onToggle,
}: {
  candidate: Candidate;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const name = memberName(candidate);
  const detail = [candidate.isOnline ? 'Online' : null, candidate.distance]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <label
        className={cn(
          'relative flex min-h-16 cursor-pointer items-center gap-3 px-4 py-2 transition-colors hover:bg-zinc-900/70 has-focus-visible:bg-zinc-900/70',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        <input
          type="checkbox"
          // The whole row is the checkbox's target; what shows is drawn beside it.
          className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          aria-label={[
            name,
            candidate.isOnline ? 'online' : null,
            candidate.distance ? `${candidate.distance} away` : null,
          ]
            .filter(Boolean)
            .join(', ')}
        />
        <span className="relative shrink-0">
          <UserAvatar src={candidate.avatarUrl} name={name} />
          {candidate.isOnline ? <OnlineDot className="size-3 ring-2" /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[15px] font-semibold text-zinc-50">{name}</span>
          <span className="block truncate text-xs text-zinc-400">
            {detail || `@${candidate.username}`}
          </span>
        </span>
        <span
          aria-hidden
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-text',
            checked ? 'border-brand bg-brand text-brand-foreground' : 'border-zinc-600',
          )}
        >
          {checked ? <Check className="size-4" strokeWidth={3} /> : null}
        </span>
      </label>
    </li>
  );
}

interface NewMessagePickerProps {
  selected: readonly Candidate[];
  onChange: (selected: Candidate[]) => void;
  /** Members who can't be picked here (already in the group). */
  excludeIds?: readonly string[];
  /** How many may be picked at most. */
  max?: number;
}

/**
 * Pick one or several members: a name filter, the picks as removable chips, then my chats,
 * favourites and who is nearby.
 */
export function NewMessagePicker({
  selected,
  onChange,
  excludeIds = [],
  max = MESSAGING_LIMITS.groupMax - 1,
}: NewMessagePickerProps) {
  const candidates = useCandidates();
  const [typed, setTyped] = useState('');
  const filterId = useId();
  const selectedIds = new Set(selected.map((c) => c.id));
  const full = selected.length >= max;

  function toggle(candidate: Candidate) {
    onChange(
      selectedIds.has(candidate.id)
        ? selected.filter((c) => c.id !== candidate.id)
        : [...selected, candidate],
    );
  }

  let body;
  if (candidates.isPending) {
    body = <ConversationSkeleton rows={5} label="Loading members..." />;
  } else if (candidates.isError) {
    body = (
      <ConversationError
        error={candidates.error}
        what="who you can message"
        onRetry={() => void candidates.refetch()}
      />
    );
  } else {
    const excluded = new Set(excludeIds);
    const shown = filterByName(
      candidates.data.filter((c) => !excluded.has(c.id)),
      typed,
    );
    body =
      shown.length === 0 ? (
        <EmptyState
          icon={<UserRoundSearch aria-hidden />}
          title={typed.trim() ? `No one called “${typed.trim()}”` : 'No one to message yet'}
        >
          {typed.trim()
            ? 'You can message guys you chat with, your favourites and guys nearby.'
            : 'Favourite a few guys on Discover, or share your location to see who is nearby.'}
        </EmptyState>
      ) : (
        SECTIONS.map(({ source, title }) => {
          const members = shown.filter((c) => c.source === source);
          if (members.length === 0) return null;
          return (
            <section key={source} aria-labelledby={`${filterId}-${source}`}>
              <h2
                id={`${filterId}-${source}`}
                className="px-4 pt-3 pb-1 text-xs font-bold tracking-wide text-zinc-400 uppercase"
              >
                {title}
              </h2>
              <ul>
                {members.map((candidate) => {
                  const checked = selectedIds.has(candidate.id);
                  return (
                    <CandidateRow
                      key={candidate.id}
                      candidate={candidate}
                      checked={checked}
                      disabled={full && !checked}
                      onToggle={() => toggle(candidate)}
                    />
                  );
                })}
              </ul>
            </section>
          );
        })
      );
  }

  return (
    <div className="flex flex-col">
      <div className="relative px-4">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-7.5 size-4.5 -translate-y-1/2 text-zinc-500"
        />
        <Input
          id={filterId}
          type="search"
          aria-label="Search members by name"
          placeholder="Search by name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="h-11 rounded-full pl-10 [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
        />
      </div>
      {selected.length > 0 ? (
        <ul aria-label="Picked" className="scrollbar-none flex gap-2 overflow-x-auto px-4 pt-3">
          {selected.map((candidate) => (
            <li key={candidate.id} className="shrink-0">
              <Button
                variant="secondary"
                size="sm"
                className="rounded-full pr-2 pl-1"
                aria-label={`Remove ${memberName(candidate)}`}
                onClick={() => toggle(candidate)}
              >
                <UserAvatar src={candidate.avatarUrl} name={memberName(candidate)} size="xs" />
                {memberName(candidate)}
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p role="status" className="px-4 pt-2 text-xs text-amber-300">
          A group can have up to {max + 1} members, you included.
        </p>
      ) : null}
      <div className="pt-1">{body}</div>
    </div>
  );
}
