import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Ban, BellOff, Flag, LogOut, Pencil, Trash2, UserRound } from 'lucide-react';
import type { Conversation } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RadioList } from '@/components/ui/radio-list';
import { Switch } from '@/components/ui/switch';
import { useLeaveConversation } from '@/features/messaging/api/leave-conversation';
import { useUpdateConversation } from '@/features/messaging/api/update-conversation';
import { ConversationAvatar } from '@/features/messaging/components/conversation-avatar';
import {
  conversationTitle,
  DISAPPEAR_OPTIONS,
  type DisappearChoice,
} from '@/features/messaging/components/conversation-format';
import { ReportConversationDialog } from '@/features/messaging/components/chat-settings-report-dialog';
import { GroupMembers } from '@/features/messaging/components/group-members';
import { GroupNameDialog } from '@/features/messaging/components/group-name-dialog';
import { ServiceChatBlockDialog } from '@/features/messaging/components/service-chat-block-dialog';
import { plural } from '@/lib/plural';

const TIMER_OPTIONS = DISAPPEAR_OPTIONS.map((o) => ({
  value: o.value === null ? 'off' : String(o.value),
  label: o.label,
}));

function toChoice(value: string): DisappearChoice {
  return value === 'off' ? null : (Number(value) as DisappearChoice);
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="px-1 pb-2 text-sm font-bold text-zinc-300">
      {children}
    </h2>
  );
}

/** A row of the actions card: an icon, words, and the button's look over the whole row. */
function ActionRow({
  icon,
  children,
  onClick,
  destructive = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  destructive?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={
        'flex min-h-13 w-full cursor-pointer items-center gap-3 px-4 text-left text-[15px] font-medium transition-colors hover:bg-zinc-800/60 [&_svg]:size-5 [&_svg]:shrink-0 ' +
        (destructive ? 'text-red-300' : 'text-zinc-100')
      }
    >
      {icon}
      {children}
    </button>
  );
}

interface ChatSettingsPanelProps {
  conversation: Conversation;
  me: { avatarUrl: string | null; name: string };
}

/** /app/chat/:id/settings: name and members of a group; timer, mute, report, leave or delete. */
export function ChatSettingsPanel({ conversation, me }: ChatSettingsPanelProps) {
  const navigate = useNavigate();
  const update = useUpdateConversation(conversation.id);
  const rename = useUpdateConversation(conversation.id, { errorToast: false });
  const leave = useLeaveConversation(conversation.id);
  const [dialog, setDialog] = useState<'rename' | 'report' | 'leave' | 'block' | null>(null);
  const title = conversationTitle(conversation);
  const other = conversation.isGroup ? null : (conversation.participants[0] ?? null);
  // City rooms belong to everyone: no renaming, and anyone joins from the chat hub.
  const isRoom = conversation.roomCity !== null;
  // A group's name and timer are its owner's to set (the server refuses the others); a 1:1's timer
  // is either member's.
  const canSetGroup = conversation.isGroup && !isRoom && conversation.myRole === 'owner';
  const canSetTimer = !conversation.isGroup || canSetGroup;

  // The switch and the timer move at once; the server's answer replaces them.
  const pending = update.isPending ? update.variables : undefined;
  const muted = pending?.muted ?? conversation.muted;
  // The radio shows the choice at once (in the click's own render), before the server answers.
  const [timerChoice, setTimerChoice] = useState<string | null>(null);
  const timer =
    pending && 'disappearAfterSeconds' in pending
      ? (pending.disappearAfterSeconds ?? null)
      : conversation.disappearAfterSeconds;

  function onLeave() {
    leave.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        notify((toast) =>
          toast.success(conversation.isGroup ? `You left ${title}` : 'Chat deleted'),
        );
        void navigate(paths.messages.to(), { replace: true });
      },
    });
  }

  return (
    <div className="flex flex-col gap-5 px-4 pt-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <div className="scale-125 pb-1">
          <ConversationAvatar
            isGroup={conversation.isGroup}
            participants={conversation.participants}
            title={title}
          />
        </div>
        <div className="min-w-0">
          <h1 className="text-2xl font-black tracking-tight break-words text-zinc-50">{title}</h1>
          <p className="mt-0.5 text-sm text-zinc-400">
            {conversation.isGroup
              ? conversation.roomCity
                ? `City room · ${plural(conversation.memberCount, 'member')}`
                : `Group · ${plural(conversation.memberCount, 'member')}`
              : other
                ? `@${other.username}${other.isOnline ? ' · Online' : ''}`
                : 'This member has left Blaze'}
          </p>
        </div>
        {conversation.isGroup ? (
          canSetGroup ? (
            <Button variant="secondary" onClick={() => setDialog('rename')}>
              <Pencil aria-hidden />
              Rename group
            </Button>
          ) : null
        ) : other ? (
          <Button asChild variant="secondary">
            <Link to={paths.profileById.to(other.id)}>
              <UserRound aria-hidden />
              View profile
            </Link>
          </Button>
        ) : null}
      </header>

      {conversation.isGroup ? (
        <Card className="py-3">
          <GroupMembers conversation={conversation} me={me} canAdd={!isRoom} />
        </Card>
      ) : null}

      <section aria-labelledby="chat-settings-notifications">
        <SectionTitle id="chat-settings-notifications">Notifications</SectionTitle>
        <Card className="flex min-h-16 items-center gap-3 px-4 py-3">
          <BellOff aria-hidden className="size-5 shrink-0 text-zinc-400" />
          <div className="min-w-0 flex-1">
            <label htmlFor="chat-mute" className="block text-[15px] font-medium text-zinc-100">
              Mute this chat
            </label>
            <p id="chat-mute-hint" className="text-xs text-zinc-400">
              No sound or alert for new messages. They still arrive.
            </p>
          </div>
          <Switch
            id="chat-mute"
            aria-describedby="chat-mute-hint"
            checked={muted}
            onCheckedChange={(next) => update.mutate({ muted: next })}
          />
        </Card>
      </section>

      <section aria-labelledby="chat-settings-timer">
        <SectionTitle id="chat-settings-timer">Disappearing messages</SectionTitle>
        <Card className="flex flex-col gap-1 p-3">
          <p className="px-1 pb-1 text-xs leading-relaxed text-zinc-400">
            New messages disappear for everyone this long after they are sent. Everyone in the chat
            sees when the timer changes.
            {canSetTimer ? null : isRoom ? (
              <> City rooms keep their own rules.</>
            ) : (
              <> Only the group&apos;s owner can change it.</>
            )}
          </p>
          {canSetTimer ? (
            <RadioList
              legend="Delete new messages after"
              name="disappear-after"
              options={TIMER_OPTIONS}
              value={timerChoice ?? (timer === null ? 'off' : String(timer))}
              onChange={(value) => {
                setTimerChoice(value);
                update.mutate(
                  { disappearAfterSeconds: toChoice(value) },
                  { onSettled: () => setTimerChoice(null) },
                );
              }}
            />
          ) : (
            <p className="px-1 text-[15px] text-zinc-100">
              {TIMER_OPTIONS.find((o) => o.value === (timer === null ? 'off' : String(timer)))
                ?.label ?? 'Off'}
            </p>
          )}
        </Card>
      </section>

      <section aria-labelledby="chat-settings-privacy">
        <SectionTitle id="chat-settings-privacy">Privacy and safety</SectionTitle>
        <Card className="overflow-hidden p-0">
          <ActionRow icon={<Flag aria-hidden />} onClick={() => setDialog('report')}>
            {conversation.isGroup ? 'Report group' : 'Report chat'}
          </ActionRow>
          <div className="border-t border-zinc-800" />
          {conversation.service ? (
            <>
              <ActionRow icon={<Ban aria-hidden />} destructive onClick={() => setDialog('block')}>
                {conversation.service.role === 'provider'
                  ? 'Block from my listing'
                  : 'Hide this listing'}
              </ActionRow>
              <div className="border-t border-zinc-800" />
            </>
          ) : null}
          {conversation.isGroup ? (
            <ActionRow icon={<LogOut aria-hidden />} destructive onClick={() => setDialog('leave')}>
              {isRoom ? 'Leave room' : 'Leave group'}
            </ActionRow>
          ) : (
            <ActionRow icon={<Trash2 aria-hidden />} destructive onClick={() => setDialog('leave')}>
              Delete chat
            </ActionRow>
          )}
        </Card>
      </section>

      <GroupNameDialog
        open={dialog === 'rename'}
        onOpenChange={(open) => {
          if (!open) rename.reset();
          setDialog(open ? 'rename' : null);
        }}
        title="Rename group"
        description="Everyone in the group sees the new name."
        confirmLabel="Save"
        initialName={conversation.name ?? ''}
        pending={rename.isPending}
        error={rename.isError ? friendlyMessage(rename.error) : null}
        onConfirm={(name) => rename.mutate({ name }, { onSuccess: () => setDialog(null) })}
      />
      {conversation.service ? (
        <ServiceChatBlockDialog
          conversation={{ ...conversation, service: conversation.service }}
          name={title}
          open={dialog === 'block'}
          onOpenChange={(open) => setDialog(open ? 'block' : null)}
        />
      ) : null}
      <ReportConversationDialog
        conversationId={conversation.id}
        isGroup={conversation.isGroup}
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
      />
      <ConfirmDialog
        open={dialog === 'leave'}
        onOpenChange={(open) => setDialog(open ? 'leave' : null)}
        title={conversation.isGroup ? `Leave ${title}?` : 'Delete this chat?'}
        description={
          isRoom
            ? "You won't get its messages any more. You can join again from the chat hub."
            : conversation.isGroup
              ? "You won't get its messages any more, and the others see that you left. Someone in the group can add you back."
              : `The messages are cleared for you only; ${title} keeps his copy. If he writes again, the chat comes back.`
        }
        confirmLabel={isRoom ? 'Leave room' : conversation.isGroup ? 'Leave group' : 'Delete chat'}
        confirmVariant="destructive"
        pending={leave.isPending}
        onConfirm={onLeave}
      />
    </div>
  );
}
