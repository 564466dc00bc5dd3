import { NotificationSettingsScreen } from '@/features/notifications/components/notification-settings-screen';

/** /app/settings/notifications: push on this device, each kind in app and push, previews, quiet hours. */
export default function NotificationSettingsRoute() {
  return <NotificationSettingsScreen />;
}
