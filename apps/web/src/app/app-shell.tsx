import { AppLayout } from '@/features/shell/components/app-layout';
import { usePresence } from '@/features/discovery/lib/use-presence';
import { useMessagingConnection } from '@/features/messaging/realtime/use-messaging-connection';
import { ConversationUnreadBadge } from '@/features/messaging/components/conversation-unread-badge';
import { GlobalSheets } from '@/app/global-sheets';
import { ActivityBell } from '@/features/activity/components/activity-bell';
import { useUnreadActivity } from '@/features/activity/api/get-unread-activity';
import { useUnreadTotal } from '@/features/messaging/api/get-conversations';
import { useStealthMirror } from '@/features/notifications/hooks/use-stealth-mirror';
import { useAppBadge } from '@/lib/app-badge';
import { InstallPrompt } from '@/features/install/components/install-prompt';
import { AssistantDock } from '@/features/assistant/components/assistant-dock';

/** The installed app's icon shows his unread messages and activity, like the bars do. */
function useUnreadAppBadge(): void {
  const messages = useUnreadTotal().data;
  const activity = useUnreadActivity().data;
  useAppBadge(
    messages === undefined && activity === undefined
      ? undefined
      : (messages ?? 0) + (activity ?? 0),
  );
}

/**
 * The tab-bar shell with the app-wide sheets (profile panel, builder), the assistant and the install prompt mounted
 * inside it (never over the sign-in). While it is open and in view, the member shows as online; the
 * app icon's badge follows his unread counts, and stealth mode is mirrored to his notification settings.
 */
export function AppShell() {
  usePresence();
  useMessagingConnection();
  useUnreadAppBadge();
  useStealthMirror();
  return (
    <AppLayout
      overlays={
        <>
          <GlobalSheets />
          <InstallPrompt />
          <AssistantDock />
        </>
      }
      messagesBadge={<ConversationUnreadBadge />}
      bell={<ActivityBell />}
    />
  );
}
