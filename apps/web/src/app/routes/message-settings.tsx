import { MessageSettingsScreen } from '@/features/messaging/components/message-settings-screen';

/** /app/settings/messages: read receipts, typing, last seen, alerts, photos and text size. */
export default function MessageSettingsRoute() {
  return <MessageSettingsScreen />;
}
