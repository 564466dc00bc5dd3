import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, MessageCircle, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { Button } from '@/components/ui/button';
import type { Candidate } from '@/features/messaging/api/get-candidates';
import { useOpenConversation } from '@/features/messaging/api/open-conversation';
import { GroupNameDialog } from '@/features/messaging/components/group-name-dialog';
import { NewMessagePicker } from '@/features/messaging/components/new-message-picker';

/** Pick one member to chat with, or several to start a group. */
export function NewMessageScreen() {
  const navigate = useNavigate();
  // The page shows what went wrong next to the picker.
  const open = useOpenConversation({ errorToast: false });
  const [selected, setSelected] = useState<Candidate[]>([]);
  const [naming, setNaming] = useState(false);
  const error = open.isError ? friendlyMessage(open.error) : null;

  function goBack() {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.messages.to());
  }

  function openChat(body: Parameters<typeof open.mutate>[0]) {
    open.mutate(body, {
      onSuccess: ({ id }) => void navigate(paths.chat.to(id), { replace: true }),
    });
  }

  function onPick(next: Candidate[]) {
    open.reset();
    setSelected(next);
  }

  const first = selected[0];
  return (
    <div className="flex flex-col gap-3 pt-2 pb-24">
      <title>New message · Blaze</title>
      <header className="flex items-center gap-1 px-2">
        <Button variant="ghost" size="icon" aria-label="Back to messages" onClick={goBack}>
          <ArrowLeft aria-hidden />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-black tracking-tight text-zinc-50">New message</h1>
          <p className="text-xs text-zinc-400">Pick one guy to chat, or a few to start a group.</p>
        </div>
      </header>
      <NewMessagePicker selected={selected} onChange={onPick} />
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-zinc-800/80 bg-zinc-950/95 backdrop-blur-xl">
        <div className="mx-auto flex max-w-xl flex-col gap-2 px-4 py-3">
          {error && !naming ? (
            <p role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
          {selected.length >= 2 ? (
            <Button size="lg" block onClick={() => setNaming(true)}>
              <Users aria-hidden />
              {`Start a group of ${selected.length + 1}`}
            </Button>
          ) : (
            <Button
              size="lg"
              block
              disabled={!first}
              loading={open.isPending}
              onClick={() => first && openChat({ userId: first.id })}
            >
              {open.isPending ? null : <MessageCircle aria-hidden />}
              {first ? `Message ${memberName(first)}` : 'Pick someone to message'}
            </Button>
          )}
        </div>
      </div>
      <GroupNameDialog
        open={naming}
        onOpenChange={(next) => {
          if (!next) open.reset();
          setNaming(next);
        }}
        title="Name your group"
        description={`You, ${selected.map(memberName).join(', ')}.`}
        confirmLabel="Start group"
        pending={open.isPending}
        error={naming ? error : null}
        onConfirm={(name) => openChat({ name, userIds: selected.map((c) => c.id) })}
      />
    </div>
  );
}
