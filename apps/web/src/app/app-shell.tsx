import { AppLayout } from '@/features/shell/components/app-layout';
import { usePresence } from '@/features/discovery/lib/use-presence';
import { useMessagingConnection } from '@/features/messaging/realtime/use-messaging-connection';
import { ConversationUnreadBadge } from '@/features/messaging/components/conversation-unread-badge';
import { GlobalSheets } from '@/app/global-sheets';
import { ActivityBell } from '@/features/activity/components/activity-bell';

/**
 * The tab-bar shell with the app-wide sheets (profile panel, builder) mounted inside it. While it is
 * open and in view, the member shows as online.
 */
export function AppShell() {
  usePresence();
  useMessagingConnection();
  return (
    <AppLayout
      overlays={<GlobalSheets />}
      messagesBadge={<ConversationUnreadBadge />}
      bell={<ActivityBell />}
    />
  );
}
