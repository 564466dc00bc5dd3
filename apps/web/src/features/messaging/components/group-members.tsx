import { useState } from 'react';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { MESSAGING_LIMITS, type Conversation } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { notify } from '@/lib/notify';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useAddMembers } from '@/features/messaging/api/add-members';
import type { Candidate } from '@/features/messaging/api/get-candidates';
import { OnlineDot } from '@/features/messaging/components/conversation-avatar';
import { NewMessagePicker } from '@/features/messaging/components/new-message-picker';

function AddMembersSheet({
  conversation,
  open,
  onOpenChange,
}: {
  conversation: Conversation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddMembers(conversation.id);
  const [picked, setPicked] = useState<Candidate[]>([]);
  const room = MESSAGING_LIMITS.groupMax - conversation.memberCount;

  function close(next: boolean) {
    if (!next) {
      setPicked([]);
      add.reset();
    }
    onOpenChange(next);
  }

  function onAdd() {
    add.mutate(
      picked.map((c) => c.id),
      {
        onSuccess: () => {
          const names = picked.map(memberName).join(', ');
          close(false);
          notify((toast) => toast.success(`Added ${names}`));
        },
      },
    );
  }

  return (
    <Sheet open={open} onOpenChange={close}>
      <SheetContent side="bottom" className="h-[85dvh]">
        <SheetHeader>
          <SheetTitle>Add members</SheetTitle>
          <SheetDescription>They see messages sent from now on.</SheetDescription>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto pb-2">
          {room > 0 ? (
            <NewMessagePicker
              selected={picked}
              onChange={(next) => {
                add.reset();
                setPicked(next);
              }}
              excludeIds={conversation.participants.map((p) => p.id)}
              max={room}
            />
          ) : (
            <p className="px-5 text-sm text-zinc-300">
              This group is full: a group can have up to {MESSAGING_LIMITS.groupMax} members.
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 border-t border-zinc-800 px-4 py-3">
          {add.isError ? (
            <p role="alert" className="text-sm text-red-300">
              {friendlyMessage(add.error)}
            </p>
          ) : null}
          <Button
            size="lg"
            block
            disabled={picked.length === 0}
            loading={add.isPending}
            onClick={onAdd}
          >
            {picked.length === 0
              ? 'Pick who to add'
              : `Add ${picked.length === 1 ? memberName(picked[0]!) : `${picked.length} members`}`}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The group's members, me first, with Add members. */
export function GroupMembers({
  conversation,
  me,
  canAdd,
}: {
  conversation: Conversation;
  me: { avatarUrl: string | null; name: string };
  canAdd: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const count = conversation.memberCount;
  // A city room lists only some of its members.
  const hidden = count - 1 - conversation.participants.length;
  return (
    <section aria-labelledby="group-members-title" className="flex flex-col">
      <div className="flex items-center justify-between gap-2 px-4 pb-1">
        <h2 id="group-members-title" className="text-sm font-bold text-zinc-300">
          {`${count} member${count === 1 ? '' : 's'}`}
        </h2>
        {canAdd ? (
          <Button variant="ghost" size="sm" className="h-11" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden />
            Add members
          </Button>
        ) : null}
      </div>
      <ul aria-label="Members" className="flex flex-col">
        <li className="flex min-h-14 items-center gap-3 px-4 py-1.5">
          <UserAvatar src={me.avatarUrl} name={me.name} />
          <span className="min-w-0 flex-1 truncate text-[15px] font-semibold text-zinc-50">
            You
          </span>
          {conversation.myRole === 'owner' ? <Badge variant="secondary">Admin</Badge> : null}
        </li>
        {conversation.participants.map((member) => (
          <li key={member.id}>
            <Link
              to={paths.profileById.to(member.id)}
              className="flex min-h-14 items-center gap-3 px-4 py-1.5 hover:bg-zinc-900/70"
            >
              <span className="relative shrink-0">
                <UserAvatar src={member.avatarUrl} name={memberName(member)} />
                {member.isOnline ? <OnlineDot className="size-3 ring-2" /> : null}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] font-semibold text-zinc-50">
                  {memberName(member)}
                </span>
                <span className="block truncate text-xs text-zinc-400">
                  {member.isOnline ? 'Online' : `@${member.username}`}
                </span>
              </span>
              {member.role === 'owner' ? <Badge variant="secondary">Admin</Badge> : null}
            </Link>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <p className="px-4 pt-1 text-xs text-zinc-400">{`and ${hidden} more`}</p>
      ) : null}
      <AddMembersSheet conversation={conversation} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
