import { ChatSettingsScreen } from '@/features/messaging/components/chat-settings-screen';

/** /app/chat/:conversationId/settings: the chat header's settings button opens this. */
export default function ChatSettingsRoute() {
  return <ChatSettingsScreen />;
}
