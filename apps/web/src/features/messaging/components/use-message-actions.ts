import { useState } from 'react';
import { notify, notifyError } from '@/lib/notify';
import { useDeleteMessage } from '@/features/messaging/api/delete-message';
import type { ActionTarget } from '@/features/messaging/components/chat-message-list';
import type { MessageAction } from '@/features/messaging/components/message-actions-sheet';
import { messageSummary } from '@/features/messaging/lib/message-summary';
import { useOutboxActions } from '@/features/messaging/outbox/send-queue';

/** What may be done with a message: by whom it is, and whether it is still on its way. */
export function actionsFor(target: ActionTarget | null, meId: string): MessageAction[] {
  const actions: MessageAction[] = [];
  if (target?.kind === 'outbox') {
    if (target.item.body.kind === 'text') actions.push('copy');
    if (target.item.status === 'failed') actions.push('retry');
    if (target.item.status !== 'syncing' && !target.item.message) actions.push('discard');
  } else if (target) {
    const { message } = target;
    const mine = message.senderId === meId;
    if (message.text && !message.unsent) actions.push('copy');
    if (mine && !message.unsent) actions.push('unsend');
    actions.push('delete');
    if (!mine) actions.push('report');
  }
  return actions;
}

function previewOf(target: ActionTarget | null): string {
  if (!target) return '';
  if (target.kind === 'message') return messageSummary(target.message);
  const { body } = target.item;
  return messageSummary({
    kind: body.kind,
    text: 'text' in body ? (body.text ?? null) : null,
    unsent: false,
  });
}

/** The long-press sheet of one chat: which message it is open for, and what each action does. */
export function useMessageActions(conversationId: string, meId: string) {
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [reportOf, setReportOf] = useState<string | null>(null);
  const remove = useDeleteMessage(conversationId);
  const outboxActions = useOutboxActions();

  const preview = previewOf(target);
  const targetMessage = target?.kind === 'message' ? target.message : null;

  function onAction(action: MessageAction) {
    if (!target) return;
    switch (action) {
      case 'copy':
        void navigator.clipboard
          .writeText(preview)
          .then(() => notify((toast) => toast.success('Copied')))
          .catch(() => notifyError("Couldn't copy the message."));
        return;
      case 'retry':
        if (target.kind === 'outbox') outboxActions.retry(target.item.clientId);
        return;
      case 'discard':
        if (target.kind === 'outbox') outboxActions.discard(target.item.clientId);
        return;
      case 'unsend':
      case 'delete':
        if (targetMessage) {
          remove.mutate({
            messageId: targetMessage.id,
            seq: targetMessage.seq,
            scope: action === 'unsend' ? 'everyone' : 'me',
          });
        }
        return;
      case 'report':
        if (targetMessage) setReportOf(targetMessage.id);
        return;
    }
  }

  return {
    sheet: {
      open,
      onOpenChange: setOpen,
      preview,
      actions: actionsFor(target, meId),
      onAction,
    },
    openFor(next: ActionTarget) {
      setTarget(next);
      setOpen(true);
    },
    retry: outboxActions.retry,
    reportOf,
    closeReport: () => setReportOf(null),
  };
}
