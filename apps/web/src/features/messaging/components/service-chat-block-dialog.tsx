import { useNavigate } from 'react-router';
import type { Conversation } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBlockServiceChat } from '@/features/messaging/api/block-service-chat';

interface ServiceChatBlockDialogProps {
  conversation: Conversation & { service: NonNullable<Conversation['service']> };
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Blocking in a service chat is about the listing, never the personal profiles (decision 025): the
 * provider refuses the client, or the client hides the listing; the chat closes for both.
 */
export function ServiceChatBlockDialog({
  conversation,
  name,
  open,
  onOpenChange,
}: ServiceChatBlockDialogProps) {
  const navigate = useNavigate();
  const block = useBlockServiceChat(conversation.id);
  const asProvider = conversation.service.role === 'provider';

  function onConfirm() {
    block.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        notify((toast) =>
          toast.success(
            asProvider ? `${name} can't contact your listing now` : `${name} is hidden`,
          ),
        );
        void navigate(paths.messages.to(), { replace: true });
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={asProvider ? `Block ${name} from your listing?` : `Hide ${name}?`}
      description={
        asProvider
          ? "This chat closes and he can't see or contact your listing again. Your personal profile is not affected."
          : "This chat closes and you won't see this listing again."
      }
      confirmLabel={asProvider ? 'Block' : 'Hide listing'}
      confirmVariant="destructive"
      pending={block.isPending}
      onConfirm={onConfirm}
    />
  );
}
