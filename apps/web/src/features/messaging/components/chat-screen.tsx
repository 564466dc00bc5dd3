import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MessageCircleOff } from 'lucide-react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { StatusPanel } from '@/components/status-screen';
import { UnavailableState } from '@/components/unavailable-state';
import { useConversation } from '@/features/messaging/api/get-conversation';
import { ChatFrame } from '@/features/messaging/components/chat-frame';
import { ChatView, type ChatSlots } from '@/features/messaging/components/chat-view';
import { setChatOnScreen } from '@/features/messaging/realtime/chat-on-screen';
import { startMessaging } from '@/features/messaging/realtime/start-messaging';

/** One conversation, full screen: opening, unavailable, or the chat itself. */
export function ChatScreen({ conversationId, ...slots }: { conversationId: string } & ChatSlots) {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const meId = me?.user.id;

  useEffect(() => {
    if (meId) startMessaging(queryClient, meId, (to) => void navigate(to));
  }, [queryClient, meId, navigate]);

  // No alerts for the chat he is reading.
  useEffect(() => setChatOnScreen(conversationId), [conversationId]);

  if (!meId) return null;
  return (
    <Conversation key={conversationId} conversationId={conversationId} meId={meId} {...slots} />
  );
}

function Conversation({
  conversationId,
  meId,
  ...slots
}: { conversationId: string; meId: string } & ChatSlots) {
  const navigate = useNavigate();
  const conversation = useConversation(conversationId);

  const goBack = useCallback(() => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.messages.to());
  }, [navigate]);

  if (conversation.isPending) {
    return (
      <ChatFrame>
        <StatusPanel title="Opening chat..." icon="spinner" className="my-auto" />
      </ChatFrame>
    );
  }
  if (conversation.isError) {
    return (
      <ChatFrame>
        <title>Chat · Blaze</title>
        <UnavailableState
          className="my-auto"
          error={conversation.error}
          icon={<MessageCircleOff aria-hidden />}
          unavailable={{
            title: "This chat isn't available",
            description: 'The member may have left Blaze, or one of you blocked the other.',
          }}
          failedTitle="We couldn't open this chat"
          onRetry={() => void conversation.refetch()}
          back={{ to: paths.messages.to(), label: 'Back to messages' }}
        />
      </ChatFrame>
    );
  }
  return <ChatView conversation={conversation.data} meId={meId} onBack={goBack} {...slots} />;
}
