import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { MessageCircleOff } from 'lucide-react';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useConversation } from '@/features/messaging/api/get-conversation';
import { ChatSettingsPanel } from '@/features/messaging/components/chat-settings-panel';
import { ConversationError } from '@/features/messaging/components/conversation-states';

/** /app/chat/:conversationId/settings: the chat header's settings button opens this. */
export default function ChatSettingsRoute() {
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
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <div className="pt-8">
        <title>Chat settings · Blaze</title>
        {missing ? (
          <EmptyState
            icon={<MessageCircleOff aria-hidden />}
            title="This chat isn't available"
            actions={
              <Button asChild>
                <Link to={paths.messages.to()}>Back to messages</Link>
              </Button>
            }
          >
            You may have left it or deleted it, or one of you blocked the other.
          </EmptyState>
        ) : (
          <ConversationError
            error={conversation.error}
            what="this chat"
            onRetry={() => void conversation.refetch()}
          />
        )}
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
