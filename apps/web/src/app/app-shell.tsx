import { AppLayout } from '@/features/shell/components/app-layout';
import { usePresence } from '@/features/discovery/lib/use-presence';
import { useMessagingConnection } from '@/features/messaging/realtime/use-messaging-connection';
import { ConversationUnreadBadge } from '@/features/messaging/components/conversation-unread-badge';
import { GlobalSheets } from '@/app/global-sheets';
import { ActivityBell } from '@/features/activity/components/activity-bell';
import { InstallPrompt } from '@/features/install/components/install-prompt';

/**
 * The tab-bar shell with the app-wide sheets (profile panel, builder) and the install prompt mounted
 * inside it (never over the sign-in). While it is open and in view, the member shows as online.
 */
export function AppShell() {
  usePresence();
  useMessagingConnection();
  return (
    <AppLayout
      overlays={
        <>
          <GlobalSheets />
          <InstallPrompt />
        </>
      }
      messagesBadge={<ConversationUnreadBadge />}
      bell={<ActivityBell />}
    />
  );
}
