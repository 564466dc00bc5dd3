import { NewMessageScreen } from '@/features/messaging/components/new-message-screen';

/** /app/messages/new: pick one member to chat with, or several to start a group. */
export default function NewMessageRoute() {
  return <NewMessageScreen />;
}
