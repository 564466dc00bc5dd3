import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useConversations } from '@/features/messaging/api/get-conversations';
import { ConversationList } from '@/features/messaging/components/conversation-list';
import {
  ConversationError,
  ConversationSkeleton,
} from '@/features/messaging/components/conversation-states';

/** The chat hub's 'Your groups': my group chats from the inbox (city rooms are listed apart). */
export function HubGroups({ myId }: { myId: string | undefined }) {
  const inbox = useConversations('inbox');
  if (inbox.isPending) return <ConversationSkeleton rows={2} label="Loading your groups..." />;
  if (inbox.isError) {
    return (
      <ConversationError
        error={inbox.error}
        what="your groups"
        onRetry={() => void inbox.refetch()}
      />
    );
  }
  const groups = inbox.data.conversations.filter((c) => c.isGroup && c.roomCity === null);
  return (
    <ConversationList
      label="Your groups"
      conversations={groups}
      myId={myId}
      empty={
        <EmptyState
          icon={<Users aria-hidden />}
          title="No groups yet"
          actions={
            <Button asChild variant="secondary">
              <Link to={paths.newMessage.to()}>Start a group</Link>
            </Button>
          }
        >
          Plan a night out or keep your crew in one chat: pick two or more guys to start one.
        </EmptyState>
      }
    />
  );
}
