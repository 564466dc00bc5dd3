import { ChatHubScreen } from '@/features/messaging/components/chat-hub-screen';

/** /chat-hub: my group chats and the open city rooms. */
export default function ChatHubRoute() {
  return <ChatHubScreen />;
}
