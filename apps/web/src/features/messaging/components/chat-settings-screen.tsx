import { useParams } from 'react-router';
import { MessageCircleOff } from 'lucide-react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableState } from '@/components/unavailable-state';
import { useConversation } from '@/features/messaging/api/get-conversation';
import { ChatSettingsPanel } from '@/features/messaging/components/chat-settings-panel';

/** /app/chat/:conversationId/settings: the chat header's settings button opens this. */
export function ChatSettingsScreen() {
  const { conversationId = '' } = useParams();
  const { me } = useSession();
  const conversation = useConversation(conversationId);

  if (conversation.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 px-4 pt-8" aria-busy="true">
        <span className="sr-only" role="status">
          Loading chat settings...
        </span>
        <Skeleton className="size-18 rounded-full" />
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }

  if (conversation.isError) {
    return (
      <div className="pt-8">
        <title>Chat settings · Blaze</title>
        <UnavailableState
          error={conversation.error}
          icon={<MessageCircleOff aria-hidden />}
          unavailable={{
            title: "This chat isn't available",
            description: 'You may have left it or deleted it, or one of you blocked the other.',
          }}
          failedTitle="We couldn't load this chat"
          onRetry={() => void conversation.refetch()}
          back={{ to: paths.messages.to(), label: 'Back to messages' }}
        />
      </div>
    );
  }

  const name = me?.profile.displayName?.trim() || me?.profile.username || 'You';
  return (
    <>
      <title>{`${conversation.data.isGroup ? 'Group' : 'Chat'} settings · Blaze`}</title>
      <ChatSettingsPanel
        conversation={conversation.data}
        me={{ avatarUrl: me?.profile.avatarUrl ?? null, name }}
      />
    </>
  );
}
