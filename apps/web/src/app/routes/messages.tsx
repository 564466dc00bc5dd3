import { MessagesScreen } from '@/features/messaging/components/messages-screen';

/** /app/messages: my chats (Inbox) and first messages from strangers (Requests). */
export default function MessagesRoute() {
  return <MessagesScreen />;
}
